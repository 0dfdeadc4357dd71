import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { MainLayout } from '@/app/main-layout';
import { SettingsSync } from '@/app/settings-sync';
import { Spinner } from '@/components/ui/spinner';
import { HomePage } from '@/features/home/home-page';
import { IntakeStepPage } from '@/features/intake/intake-step-page';
import { LandingPage } from '@/features/landing/landing-page';
import { TermsPage } from '@/features/legal/terms-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { NamePage } from '@/features/onboarding/name-page';
import { WelcomePage } from '@/features/onboarding/welcome-page';
import { PlaceholderPage } from '@/features/public/placeholder-page';
import { PricingPage } from '@/features/public/pricing-page';
import { useUser } from '@/lib/auth';
import { gateRedirect } from '@/lib/gates';

// Tracking screens load on first visit, keeping the first page's bundle small.
const DashboardPage = lazy(() => import('@/features/health/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const SymptomsPage = lazy(() => import('@/features/health/symptoms/symptoms-page').then((m) => ({ default: m.SymptomsPage })));
const ChatPage = lazy(() => import('@/features/chat/chat-page').then((m) => ({ default: m.ChatPage })));

/** Signed-in pages inside the main layout that later issues fill in. */
const COMING_LATER: [string, string][] = [
  ['/settings', 'Settings'],
  ['/settings/profile', 'Profile Information'],
  ['/settings/security', 'Security'],
  ['/settings/notifications', 'Notifications'],
  ['/settings/privacy', 'Privacy Settings'],
  ['/settings/data-management', 'Data Management'],
  ['/settings/health-focus', 'Health Focus'],
  ['/settings/chat-memory', 'Chat Memory'],
  ['/settings/chat-voice', 'Chat & Voice'],
  ['/settings/audio', 'Audio'],
  ['/settings/appearance', 'Appearance'],
  ['/settings/support', 'Support & Legal'],
  ['/nutrition', 'Nutrition'],
  ['/nutrition/log', 'Select Foods'],
  ['/nutrition/portions', 'Adjust Portions'],
];

const PUBLIC_ROUTES = (
  <>
    <Route path="/pricing" component={PricingPage} />
    <Route path="/privacy-policy">
      <PlaceholderPage title="Privacy Policy" />
    </Route>
    <Route path="/coming-soon">
      <PlaceholderPage title="Coming Soon" />
    </Route>
  </>
);

/**
 * The route table of app-spec section 2 with its four audiences: public pages for everyone;
 * signed out only the landing page; signed in the onboarding screens outside the main layout
 * and the app inside it; anything else the not-found page. A spinner shows while the user loads.
 */
export function AppRoutes() {
  const { user, isLoading } = useUser();
  if (isLoading) return <Spinner />;
  if (!user) {
    return (
      <Switch>
        {PUBLIC_ROUTES}
        <Route path="/" component={LandingPage} />
        <Route component={NotFoundPage} />
      </Switch>
    );
  }
  return (
    <Gate>
      <SettingsSync />
      <Switch>
        {PUBLIC_ROUTES}
        <Route path="/landing" component={LandingPage} />
        <Route path="/onboarding/name" component={NamePage} />
        <Route path="/onboarding/intake" component={IntakeStepPage} />
        <Route path="/onboarding/welcome" component={WelcomePage} />
        <Route path="/terms-of-service" component={TermsPage} />
        <Route path="/">
          <MainLayout>
            <HomePage />
          </MainLayout>
        </Route>
        <Route path="/dashboard">
          <MainLayout>
            <Suspense fallback={<Spinner />}>
              <DashboardPage />
            </Suspense>
          </MainLayout>
        </Route>
        <Route path="/symptoms">
          <MainLayout>
            <Suspense fallback={<Spinner />}>
              <SymptomsPage />
            </Suspense>
          </MainLayout>
        </Route>
        {/* One route for /chat and /chat/{id}: the page stays mounted when a first message moves it to the new conversation. */}
        <Route path="/chat/:conversationId?">
          {(params) => (
            <MainLayout>
              <Suspense fallback={<Spinner />}>
                <ChatPage conversationId={params.conversationId} />
              </Suspense>
            </MainLayout>
          )}
        </Route>
        <Route path="/intake-form">
          <IntakeFormRoute />
        </Route>
        {COMING_LATER.map(([path, title]) => (
          <Route key={path} path={path}>
            <MainLayout>
              <PlaceholderPage title={title} backLabel="Home" />
            </MainLayout>
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Gate>
  );
}

/** /intake-form: the intake modal over home; closing it returns to home. */
function IntakeFormRoute() {
  const [, navigate] = useLocation();
  return (
    <MainLayout intakeOpen onIntakeClose={() => navigate('/')}>
      <HomePage />
    </MainLayout>
  );
}

function Gate({ children }: { children: ReactNode }) {
  const { user } = useUser();
  const [location] = useLocation();
  const target = user ? gateRedirect(user, location) : null;
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  if (target && target !== location) return <Redirect to={target} replace />;
  return <>{children}</>;
}
