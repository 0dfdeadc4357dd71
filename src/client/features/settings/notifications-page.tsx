import { BellOff } from 'lucide-react';
import { SettingSwitch } from './components/setting-controls';
import { SettingsLayout, SettingsSection } from './components/settings-layout';

const SUB_SWITCHES = [
  { name: 'dailyCheckInReminders', label: 'Daily check-in reminders', description: 'A gentle nudge to log how you feel today.' },
  { name: 'insightsNotifications', label: 'Insights', description: 'When Willow spots a pattern in your logs.' },
  { name: 'streakNotifications', label: 'Streaks', description: 'Celebrate days in a row of logging.' },
  { name: 'announcementNotifications', label: 'Announcements', description: 'New features and important news.' },
] as const;

/** /settings/notifications: the master switch; its four sub-switches only while it is on. */
export function NotificationsPage() {
  return (
    <SettingsLayout title="Notifications" description="Choose what Willow may tell you about.">
      {(settings) => (
        <SettingsSection title="Push notifications">
          <SettingSwitch settings={settings} name="pushNotifications" label="Allow notifications" description="Turn all of Willow’s notifications on or off." />
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
      )}
    </SettingsLayout>
  );
}
