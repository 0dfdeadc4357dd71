import { useMutation } from '@tanstack/react-query';
import { Bug, Server } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { raiseTestCrash } from '@/lib/error-reporting';
import type { Settings } from '../../../shared/settings.js';
import { testBackendCrash } from './api/account';
import { SettingSwitch } from './components/setting-controls';
import { SettingsLayout, SettingsSection } from './components/settings-layout';

const CRASH_REPORTING_OFF = {
  title: 'Enable crash reporting first',
  description: "Please toggle 'Analytics & Crash Reports' on before testing.",
  variant: 'destructive',
} as const;

/** Crash tests need analytics on (app-spec section 5): true when allowed, else the error toast shows. */
export function crashTestAllowed(settings: Pick<Settings, 'analyticsOptIn'>): boolean {
  if (settings.analyticsOptIn === true) return true;
  toast(CRASH_REPORTING_OFF);
  return false;
}

/** /settings/privacy: analytics and crash reports, data-improvement consent, and the crash tests. */
export function PrivacySettingsPage() {
  return (
    <SettingsLayout title="Privacy Settings" description="You decide what Willow may collect beyond what it needs to work.">
      {(settings) => (
        <>
          <SettingsSection title="Data sharing">
            <SettingSwitch
              settings={settings}
              name="analyticsOptIn"
              label="Analytics & Crash Reports"
              description="Send error reports and anonymous usage so we can fix problems. Off unless you turn it on."
            />
            <SettingSwitch
              settings={settings}
              name="dataImprovementConsent"
              label="Help improve Willow"
              description="Allow de-identified data to be used to improve Willow’s insights. Never sold, never used for ads."
            />
            <p className="text-sm text-muted-foreground">
              Read the{' '}
              <Link href="/privacy-policy" className="font-semibold text-primary underline">
                Privacy Policy
              </Link>
              .
            </p>
          </SettingsSection>
          {settings.analyticsOptIn && <CrashTests settings={settings} />}
        </>
      )}
    </SettingsLayout>
  );
}

function CrashTests({ settings }: { settings: Settings }) {
  const backend = useMutation({ mutationFn: testBackendCrash });
  const frontEnd = () => {
    if (!crashTestAllowed(settings)) return;
    raiseTestCrash();
    toast({ title: 'Front-end test error sent', description: 'A test error was raised in this browser and reported.' });
  };
  const server = () => {
    if (!crashTestAllowed(settings)) return;
    // The server answers with an error on purpose: the info toast shows either way.
    backend.mutate(undefined, {
      onSettled: (_data, error) => {
        if (error instanceof ApiError && error.code === 'CRASH_REPORTING_OFF') toast(CRASH_REPORTING_OFF);
        else toast({ title: 'Backend test error sent', description: 'The server raised a test error and reported it.' });
      },
    });
  };
  return (
    <SettingsSection
      title="Test crash reporting"
      description="Check that errors reach us. Nothing breaks: each button raises one harmless test error."
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={frontEnd}>
          <Bug className="h-4 w-4" aria-hidden="true" /> Test Front-end Crash
        </Button>
        <Button variant="outline" onClick={server} disabled={backend.isPending}>
          <Server className="h-4 w-4" aria-hidden="true" /> {backend.isPending ? 'Sending...' : 'Test Backend Crash'}
        </Button>
      </div>
    </SettingsSection>
  );
}
