import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HistoryDrawer } from '@/components/history-drawer';
import { FeedbackDialog } from '@/features/feedback/feedback-dialog';
import { IntakeModal } from '@/features/intake/intake-modal';
import { useIntakeForm } from '@/features/intake/api/intake-form';
import { WelcomeModal, shouldShowWelcome } from '@/features/welcome/welcome-modal';
import { signOut, useUser } from '@/lib/auth';
import { patchSetting, settingsQueryOptions, useSettings } from '@/lib/settings';
import { ShellContext } from '@/lib/shell';
import { applyTheme } from '@/lib/theme';

/** The signed-in shell: history drawer, shell dialogs, theme and time zone kept in step with settings. */
export function MainLayout({ children, intakeOpen = false, onIntakeClose }: { children: ReactNode; intakeOpen?: boolean; onIntakeClose?: () => void }) {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const settings = useSettings(!!user);
  const intake = useIntakeForm(!!user);
  const [drawer, setDrawer] = useState(false);
  const [feedback, setFeedback] = useState(false);
  const [intakeModal, setIntakeModal] = useState(false);

  useEffect(() => {
    if (!settings.data) return;
    applyTheme(settings.data.theme);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && zone !== settings.data.timeZone) {
      patchSetting({ timeZone: zone })
        .then((next) => queryClient.setQueryData(settingsQueryOptions().queryKey, next))
        .catch(() => {});
    }
  }, [settings.data, queryClient]);

  const shell = useMemo(() => ({ openDrawer: () => setDrawer(true) }), []);
  const showIntake = intakeModal || intakeOpen;

  return (
    <ShellContext.Provider value={shell}>
      {children}
      <HistoryDrawer
        open={drawer}
        onOpenChange={setDrawer}
        user={user}
        intakeIncomplete={intake.isSuccess && !intake.data?.id}
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
