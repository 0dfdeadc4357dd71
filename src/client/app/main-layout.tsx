import { Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useSubscription } from '@/features/chat/api/get-subscription';
import { useConversationHistory } from '@/features/chat/use-conversation-history';
import { isIntakeIncomplete, useIntakeForm } from '@/features/intake/api/get-intake-form';
import { shouldShowWelcome } from '@/features/welcome/should-show-welcome';
import { signOut, useUser } from '@/lib/auth';
import { showsPlans, useBillingMode, usePlanAction } from '@/lib/billing';
import { ShellContext } from '@/lib/shell';

// The drawer and the dialogs load when first opened, keeping them off the home screen's first load.
const HistoryDrawer = lazy(() => import('@/components/history-drawer').then((m) => ({ default: m.HistoryDrawer })));
const FeedbackDialog = lazy(() => import('@/features/feedback/feedback-dialog').then((m) => ({ default: m.FeedbackDialog })));
const IntakeModal = lazy(() => import('@/features/intake/intake-modal').then((m) => ({ default: m.IntakeModal })));
const WelcomeModal = lazy(() => import('@/features/welcome/welcome-modal').then((m) => ({ default: m.WelcomeModal })));

/** True from the first time `open` is: a dialog then stays mounted, so it can animate closed. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * The signed-in shell around the main pages: history drawer and the shell dialogs
 * (feedback, intake, welcome). It composes features, as routes.tsx does: the drawer lists the
 * chat feature's conversations and shows the plan from the subscription.
 */
export function MainLayout({
  children,
  intakeOpen = false,
  onIntakeClose,
}: {
  children: ReactNode;
  intakeOpen?: boolean;
  onIntakeClose?: () => void;
}) {
  const { user } = useUser();
  const intake = useIntakeForm({ enabled: !!user });
  const [location, navigate] = useLocation();
  const subscription = useSubscription({ enabled: !!user });
  // Deleting the open conversation leaves it for a new one.
  const history = useConversationHistory({
    enabled: !!user,
    onDeleted: (id) => location === `/chat/${id}` && navigate('/chat', { replace: true }),
  });
  const planAction = usePlanAction();
  const billingMode = useBillingMode();
  const [drawer, setDrawer] = useState(false);
  const [feedback, setFeedback] = useState(false);
  const [intakeModal, setIntakeModal] = useState(false);

  const shell = useMemo(() => ({ openDrawer: () => setDrawer(true), drawerOpen: drawer }), [drawer]);
  const showIntake = intakeModal || intakeOpen;
  const showWelcome = shouldShowWelcome(user) && !showIntake;
  const loaded = {
    drawer: useOpenedOnce(drawer),
    feedback: useOpenedOnce(feedback),
    intake: useOpenedOnce(showIntake),
    welcome: useOpenedOnce(showWelcome),
  };

  return (
    <ShellContext.Provider value={shell}>
      {children}
      <Suspense fallback={null}>
        {loaded.drawer && (
          <HistoryDrawer
            open={drawer}
            onOpenChange={setDrawer}
            user={user}
            plan={subscription.data?.plan.name}
            history={history}
            intakeIncomplete={isIntakeIncomplete(intake.data, intake.isSuccess)}
            onIntakeForm={() => {
              setDrawer(false);
              setIntakeModal(true);
            }}
            onFeedback={() => {
              setDrawer(false);
              setFeedback(true);
            }}
            onSignOut={signOut}
            showPlans={showsPlans(billingMode)}
            onPlanAction={() => {
              setDrawer(false);
              void planAction(user);
            }}
          />
        )}
        {loaded.feedback && <FeedbackDialog open={feedback} onOpenChange={setFeedback} />}
        {loaded.intake && (
          <IntakeModal
            open={showIntake}
            onOpenChange={(open) => {
              setIntakeModal(open);
              if (!open) onIntakeClose?.();
            }}
          />
        )}
        {loaded.welcome && <WelcomeModal open={showWelcome} />}
      </Suspense>
    </ShellContext.Provider>
  );
}
