import { Suspense, lazy, useCallback, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { MainLayout } from '@/app/main-layout';
import { SettingsSync } from '@/app/settings-sync';
import { OfflinePage } from '@/components/offline-page';
import { Spinner } from '@/components/ui/spinner';
import { HomePage } from '@/features/home/home-page';
import { IntakeStepPage } from '@/features/intake/intake-step-page';
import { LandingPage } from '@/features/landing/landing-page';
import { TermsPage } from '@/features/legal/terms-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { NamePage } from '@/features/onboarding/name-page';
import { WelcomePage } from '@/features/onboarding/welcome-page';
import { PricingPage } from '@/features/pricing/pricing-page';
import { PrivacyPage } from '@/features/legal/privacy-page';
import { RoadmapPage } from '@/features/roadmap/roadmap-page';
import { AppearancePage } from '@/features/settings/appearance-page';
import { AudioPage } from '@/features/settings/audio-page';
import { ChatMemoryPage } from '@/features/settings/chat-memory-page';
import { ChatVoicePage } from '@/features/settings/chat-voice-page';
import { DataManagementPage } from '@/features/settings/data-management-page';
import { HealthFocusPage } from '@/features/settings/health-focus-page';
import { NotificationsPage } from '@/features/settings/notifications-page';
import { PrivacySettingsPage } from '@/features/settings/privacy-settings-page';
import { ProfilePage } from '@/features/settings/profile-page';
import { SecurityPage } from '@/features/settings/security-page';
import { SettingsPage } from '@/features/settings/settings-page';
import { SupportPage } from '@/features/settings/support-page';
import { refreshUser, useUser } from '@/lib/auth';
import { gateRedirect } from '@/lib/gates';

// Tracking screens load on first visit, keeping the first page's bundle small.
const DashboardPage = lazy(() => import('@/features/health/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const SymptomsPage = lazy(() => import('@/features/health/symptoms/symptoms-page').then((m) => ({ default: m.SymptomsPage })));
const NutritionPage = lazy(() => import('@/features/health/nutrition/nutrition-page').then((m) => ({ default: m.NutritionPage })));
const FoodSelectPage = lazy(() => import('@/features/health/nutrition/food-select-page').then((m) => ({ default: m.FoodSelectPage })));
const PortionPage = lazy(() => import('@/features/health/nutrition/portion-page').then((m) => ({ default: m.PortionPage })));
const ChatPage = lazy(() => import('@/features/chat/chat-page').then((m) => ({ default: m.ChatPage })));

/** The settings pages of the route table, inside the main layout. */
const SETTINGS_ROUTES: [string, () => ReactNode][] = [
  ['/settings', SettingsPage],
  ['/settings/profile', ProfilePage],
  ['/settings/security', SecurityPage],
  ['/settings/notifications', NotificationsPage],
  ['/settings/privacy', PrivacySettingsPage],
  ['/settings/data-management', DataManagementPage],
  ['/settings/health-focus', HealthFocusPage],
  ['/settings/chat-memory', ChatMemoryPage],
  ['/settings/chat-voice', ChatVoicePage],
  ['/settings/audio', AudioPage],
  ['/settings/appearance', AppearancePage],
  ['/settings/support', SupportPage],
];

const PUBLIC_ROUTES = (
  <>
    <Route path="/pricing" component={PricingPage} />
    <Route path="/privacy-policy" component={PrivacyPage} />
    <Route path="/coming-soon" component={RoadmapPage} />
  </>
);

/**
 * The route table of app-spec section 2 with its four audiences: public pages for everyone;
 * signed out only the landing page; signed in the onboarding screens outside the main layout
 * and the app inside it; anything else the not-found page. A spinner shows while the user loads;
 * when the user cannot be loaded at all (offline), an offline page that retries on reconnect.
 */
export function AppRoutes() {
  const { user, isLoading, error } = useUser();
  const queryClient = useQueryClient();
  const retry = useCallback(() => void refreshUser(queryClient), [queryClient]);
  if (isLoading) return <Spinner />;
  // Not a 401 (that is null, signed out): offline or the server unreachable.
  if (!user && error) return <OfflinePage onRetry={retry} />;
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
        <Route path="/nutrition">
          <MainLayout>
            <Suspense fallback={<Spinner />}>
              <NutritionPage />
            </Suspense>
          </MainLayout>
        </Route>
        <Route path="/nutrition/log">
          <MainLayout>
            <Suspense fallback={<Spinner />}>
              <FoodSelectPage />
            </Suspense>
          </MainLayout>
        </Route>
        <Route path="/nutrition/portions">
          <MainLayout>
            <Suspense fallback={<Spinner />}>
              <PortionPage />
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
        {SETTINGS_ROUTES.map(([path, Page]) => (
          <Route key={path} path={path}>
            <MainLayout>
              <Page />
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
