import { useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { HistoryDrawer } from '@/components/history-drawer';
import { useSubscription } from '@/features/chat/api/get-subscription';
import { useConversationHistory } from '@/features/chat/use-conversation-history';
import { FeedbackDialog } from '@/features/feedback/feedback-dialog';
import { isIntakeIncomplete, useIntakeForm } from '@/features/intake/api/get-intake-form';
import { IntakeModal } from '@/features/intake/intake-modal';
import { WelcomeModal, shouldShowWelcome } from '@/features/welcome/welcome-modal';
import { signOut, useUser } from '@/lib/auth';
import { ShellContext } from '@/lib/shell';

/**
 * The signed-in shell around the main pages: history drawer and the shell dialogs
 * (feedback, intake, welcome). It composes features, as routes.tsx does: the drawer lists the
 * chat feature's conversations and shows the plan from the subscription.
 */
export function MainLayout({ children, intakeOpen = false, onIntakeClose }: { children: ReactNode; intakeOpen?: boolean; onIntakeClose?: () => void }) {
  const { user } = useUser();
  const intake = useIntakeForm({ enabled: !!user });
  const [location, navigate] = useLocation();
  const subscription = useSubscription({ enabled: !!user });
  // Deleting the open conversation leaves it for a new one.
  const history = useConversationHistory({ enabled: !!user, onDeleted: (id) => location === `/chat/${id}` && navigate('/chat', { replace: true }) });
  const [drawer, setDrawer] = useState(false);
  const [feedback, setFeedback] = useState(false);
  const [intakeModal, setIntakeModal] = useState(false);

  const shell = useMemo(() => ({ openDrawer: () => setDrawer(true), drawerOpen: drawer }), [drawer]);
  const showIntake = intakeModal || intakeOpen;

  return (
    <ShellContext.Provider value={shell}>
      {children}
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
      />
      <FeedbackDialog open={feedback} onOpenChange={setFeedback} />
      <IntakeModal
        open={showIntake}
        onOpenChange={(open) => {
          setIntakeModal(open);
          if (!open) onIntakeClose?.();
        }}
      />
      <WelcomeModal open={shouldShowWelcome(user) && !showIntake} />
    </ShellContext.Provider>
  );
}
