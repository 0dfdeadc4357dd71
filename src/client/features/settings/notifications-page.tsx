import { BellOff } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import type { Settings } from '../../../shared/settings.js';
import { useNotifications } from '@/lib/notifications';
import { DeviceList } from './notifications/device-list';
import { Boundaries, CheckInTimes, SupplementReminders, usePreferenceSaver } from './notifications/reminder-settings';
import { ThisDevice } from './notifications/this-device';
import { usePushDevice } from './notifications/use-push-device';
import { SettingSwitch } from './components/setting-controls';
import { SettingsLayout, SettingsSection } from './components/settings-layout';

const SUB_SWITCHES = [
  { name: 'dailyCheckInReminders', label: 'Daily check-in reminders', description: 'A gentle nudge to log how you feel today.' },
  { name: 'insightsNotifications', label: 'Insights', description: 'When Willow spots a pattern in your logs.' },
  { name: 'streakNotifications', label: 'Streaks', description: 'Celebrate days in a row of logging.' },
  { name: 'announcementNotifications', label: 'Announcements', description: 'New features and important news.' },
] as const;

/**
 * /settings/notifications: the master switch and its four sub-switches (only while it is on),
 * then this device's permission, reminder times, quiet hours and the person's devices.
 */
export function NotificationsPage() {
  return (
    <SettingsLayout title="Notifications" description="Choose what Willow may tell you about.">
      {(settings) => (
        <>
          <SettingsSection title="Push notifications">
            <SettingSwitch
              settings={settings}
              name="pushNotifications"
              label="Allow notifications"
              description="Turn all of Willow’s notifications on or off."
            />
            {settings.pushNotifications ? (
              <div className="space-y-4 border-t border-border pt-4">
                {SUB_SWITCHES.map((s) => (
                  <SettingSwitch key={s.name} settings={settings} name={s.name} label={s.label} description={s.description} />
                ))}
              </div>
            ) : (
              <p role="status" className="flex items-start gap-2 rounded-xl bg-muted p-3 text-sm text-muted-foreground">
                <BellOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                Notifications are turned off. Turn them on to choose reminders, insights, streaks and announcements.
              </p>
            )}
          </SettingsSection>
          {settings.pushNotifications && <Reminders settings={settings} />}
        </>
      )}
    </SettingsLayout>
  );
}

function Reminders({ settings }: { settings: Settings }) {
  const device = usePushDevice();
  const notifications = useNotifications(device.endpoint ?? null, device.endpoint !== undefined);
  const save = usePreferenceSaver();
  const state = notifications.data;
  if (!state) {
    return notifications.isError ? (
      <p role="alert" className="rounded-2xl border border-destructive p-4 text-sm text-destructive">
        Your notification settings could not be loaded. Check your connection and reload the page.
      </p>
    ) : (
      <Spinner fullScreen={false} className="py-8" label="Loading notification settings..." />
    );
  }
  return (
    <>
      <SettingsSection title="This device">
        <ThisDevice device={device} state={state} />
      </SettingsSection>
      {settings.dailyCheckInReminders && (
        <SettingsSection title="Check-in reminders" description={`At these times in your time zone (${settings.timeZone}).`}>
          <CheckInTimes preferences={state.preferences} save={save} />
        </SettingsSection>
      )}
      <SettingsSection title="Supplements">
        <SupplementReminders state={state} save={save} />
      </SettingsSection>
      <SettingsSection title="Quiet hours and privacy">
        <Boundaries preferences={state.preferences} save={save} />
      </SettingsSection>
      <SettingsSection title="Your devices">
        <DeviceList devices={state.devices} onChange={device.refresh} />
      </SettingsSection>
    </>
  );
}
