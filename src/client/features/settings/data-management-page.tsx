import { SettingSelect } from './components/setting-controls';
import { SettingsLayout, SettingsSection } from './components/settings-layout';

export const RETENTION_OPTIONS = [
  { value: 0, label: 'Keep forever' },
  { value: 12, label: '12 months' },
  { value: 24, label: '24 months' },
  { value: 36, label: '36 months' },
] as const;

/** The retention explanation: 'kept indefinitely' or 'deleted after N months' (app-spec section 2). */
export const retentionText = (months: number) =>
  months === 0
    ? 'Your health data is kept indefinitely, until you delete it or your account.'
    : `Your health data is deleted after ${months} months: entries older than that are removed automatically.`;

/** /settings/data-management: how long health data is kept. */
export function DataManagementPage() {
  return (
    <SettingsLayout title="Data Management" description="How long Willow keeps your data, and a copy of it for you.">
      {(settings) => (
        <SettingsSection title="Data retention">
          <SettingSelect
            settings={settings}
            name="dataRetentionMonths"
            label="Keep my health data for"
            options={RETENTION_OPTIONS}
            description={retentionText(settings.dataRetentionMonths)}
          />
        </SettingsSection>
      )}
    </SettingsLayout>
  );
}
