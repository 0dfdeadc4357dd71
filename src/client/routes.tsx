import { Suspense, lazy, useCallback, useEffect, type ComponentType, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { OfflinePage } from '@/components/offline-page';
import { Spinner } from '@/components/ui/spinner';
import { LandingPage } from '@/features/landing/landing-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { refreshUser, useUser } from '@/lib/auth';
import { gateRedirect } from '@/lib/gates';

// The signed-in app loads only for someone signed in: a signed-out visitor's first screen is the
// landing page alone (scripts/js-budget.ts keeps each first screen within its budget).
const MainLayout = lazy(() => import('@/app/main-layout').then((m) => ({ default: m.MainLayout })));
const SettingsSync = lazy(() => import('@/app/settings-sync').then((m) => ({ default: m.SettingsSync })));
const HomePage = lazy(() => import('@/features/home/home-page').then((m) => ({ default: m.HomePage })));
const NamePage = lazy(() => import('@/features/onboarding/name-page').then((m) => ({ default: m.NamePage })));

// Tracking screens load on first visit, keeping the first page's bundle small.
const DashboardPage = lazy(() => import('@/features/health/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const SymptomsPage = lazy(() => import('@/features/health/symptoms/symptoms-page').then((m) => ({ default: m.SymptomsPage })));
const NutritionPage = lazy(() => import('@/features/health/nutrition/nutrition-page').then((m) => ({ default: m.NutritionPage })));
const FoodSelectPage = lazy(() => import('@/features/health/nutrition/food-select-page').then((m) => ({ default: m.FoodSelectPage })));
const InsightsPage = lazy(() => import('@/features/health/insights/insights-page').then((m) => ({ default: m.InsightsPage })));
const ReportPage = lazy(() => import('@/features/health/insights/report-page').then((m) => ({ default: m.ReportPage })));
const PortionPage = lazy(() => import('@/features/health/nutrition/portion-page').then((m) => ({ default: m.PortionPage })));
const ChatScreen = lazy(() => import('@/app/chat-screen').then((m) => ({ default: m.ChatScreen })));

// So do the pages off the first paint: the public pages, the onboarding steps and the legal pages,
// and settings. Eager stay the landing, not-found and offline pages. The service worker precaches
// every built chunk, so these still open offline.
const PricingPage = lazy(() => import('@/features/pricing/pricing-page').then((m) => ({ default: m.PricingPage })));
const PrivacyPage = lazy(() => import('@/features/legal/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const RoadmapPage = lazy(() => import('@/features/roadmap/roadmap-page').then((m) => ({ default: m.RoadmapPage })));
const TermsPage = lazy(() => import('@/features/legal/terms-page').then((m) => ({ default: m.TermsPage })));
const IntakeStepPage = lazy(() => import('@/features/intake/intake-step-page').then((m) => ({ default: m.IntakeStepPage })));
const WelcomePage = lazy(() => import('@/features/onboarding/welcome-page').then((m) => ({ default: m.WelcomePage })));
const SettingsPage = lazy(() => import('@/features/settings/settings-page').then((m) => ({ default: m.SettingsPage })));
const ProfilePage = lazy(() => import('@/features/settings/profile-page').then((m) => ({ default: m.ProfilePage })));
const SecurityPage = lazy(() => import('@/features/settings/security-page').then((m) => ({ default: m.SecurityPage })));
const NotificationsPage = lazy(() => import('@/features/settings/notifications-page').then((m) => ({ default: m.NotificationsPage })));
const PrivacySettingsPage = lazy(() =>
  import('@/features/settings/privacy-settings-page').then((m) => ({ default: m.PrivacySettingsPage })),
);
const DataManagementPage = lazy(() => import('@/features/settings/data-management-page').then((m) => ({ default: m.DataManagementPage })));
const HealthFocusPage = lazy(() => import('@/features/settings/health-focus-page').then((m) => ({ default: m.HealthFocusPage })));
const ChatMemoryPage = lazy(() => import('@/features/settings/chat-memory-page').then((m) => ({ default: m.ChatMemoryPage })));
const ChatVoicePage = lazy(() => import('@/features/settings/chat-voice-page').then((m) => ({ default: m.ChatVoicePage })));
const AudioPage = lazy(() => import('@/features/settings/audio-page').then((m) => ({ default: m.AudioPage })));
const AppearancePage = lazy(() => import('@/features/settings/appearance-page').then((m) => ({ default: m.AppearancePage })));
const SupportPage = lazy(() => import('@/features/settings/support-page').then((m) => ({ default: m.SupportPage })));

/** The settings pages of the route table, inside the main layout. */
const SETTINGS_ROUTES: [string, ComponentType][] = [
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
    <Route path="/pricing">
      <Suspense fallback={<Spinner />}>
        <PricingPage />
      </Suspense>
    </Route>
    <Route path="/privacy-policy">
      <Suspense fallback={<Spinner />}>
        <PrivacyPage />
      </Suspense>
    </Route>
    <Route path="/coming-soon">
      <Suspense fallback={<Spinner />}>
        <RoadmapPage />
      </Suspense>
    </Route>
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
        <Route path="/onboarding/intake">
          <Suspense fallback={<Spinner />}>
            <IntakeStepPage />
          </Suspense>
        </Route>
        <Route path="/onboarding/welcome">
          <Suspense fallback={<Spinner />}>
            <WelcomePage />
          </Suspense>
        </Route>
        <Route path="/terms-of-service">
          <Suspense fallback={<Spinner />}>
            <TermsPage />
          </Suspense>
        </Route>
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
        <Route path="/insights">
          <MainLayout>
            <Suspense fallback={<Spinner />}>
              <InsightsPage />
            </Suspense>
          </MainLayout>
        </Route>
        {/* The report is printed: no app chrome around it. */}
        <Route path="/insights/report">
          <Suspense fallback={<Spinner />}>
            <ReportPage />
          </Suspense>
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
                <ChatScreen conversationId={params.conversationId} />
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
              <Suspense fallback={<Spinner />}>
                <Page />
              </Suspense>
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
  // The layout, home and the name step are chunks too; pages inside the layout have their own Suspense.
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}
