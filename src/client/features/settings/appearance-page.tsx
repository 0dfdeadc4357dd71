import { applyTheme } from '@/lib/theme';
import { SettingSelect } from './components/setting-controls';
import { SettingsLayout, SettingsSection } from './components/settings-layout';

export const THEME_OPTIONS = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System (follow my device)' },
] as const;

/** /settings/appearance: the theme, applied at once and kept on the server. */
export function AppearancePage() {
  return (
    <SettingsLayout title="Appearance" description="Choose how Willow looks.">
      {(settings) => (
        <SettingsSection title="Theme">
          <SettingSelect
            settings={settings}
            name="theme"
            label="Theme"
            options={THEME_OPTIONS}
            onPick={applyTheme}
            description="System follows your device’s light or dark mode."
          />
        </SettingsSection>
      )}
    </SettingsLayout>
  );
}
