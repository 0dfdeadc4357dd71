import { useMemo, useState, type ReactNode } from 'react';
import { HistoryDrawer } from '@/components/history-drawer';
import { FeedbackDialog } from '@/features/feedback/feedback-dialog';
import { isIntakeIncomplete, useIntakeForm } from '@/features/intake/api/get-intake-form';
import { IntakeModal } from '@/features/intake/intake-modal';
import { WelcomeModal, shouldShowWelcome } from '@/features/welcome/welcome-modal';
import { signOut, useUser } from '@/lib/auth';
import { ShellContext } from '@/lib/shell';

/**
 * The signed-in shell around the main pages: history drawer and the shell dialogs
 * (feedback, intake, welcome). It composes features, as routes.tsx does.
 */
export function MainLayout({ children, intakeOpen = false, onIntakeClose }: { children: ReactNode; intakeOpen?: boolean; onIntakeClose?: () => void }) {
  const { user } = useUser();
  const intake = useIntakeForm({ enabled: !!user });
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
