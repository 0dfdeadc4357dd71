import { ReadAloudButton } from '@/components/read-aloud-button';
import { SettingSelect } from './components/setting-controls';
import { SettingsLayout, SettingsSection } from './components/settings-layout';

export const TTS_VOICE_OPTIONS = [
  { value: 'default', label: 'Default' },
  { value: 'female-1', label: 'Female 1' },
  { value: 'female-2', label: 'Female 2' },
  { value: 'male-1', label: 'Male 1' },
  { value: 'male-2', label: 'Male 2' },
] as const;

export const VOICE_PROVIDER_OPTIONS = [
  { value: 'openai', label: 'The server’s speech service, when it has one' },
  { value: 'local', label: 'This device’s own voices (private, free)' },
] as const;

const SAMPLE = 'Hi, I’m Willow. This is how I will sound when we talk.';

/** /settings/audio: the voice that reads answers aloud. */
export function AudioPage() {
  return (
    <SettingsLayout title="Audio" description="How Willow sounds when it reads to you.">
      {(settings) => (
        <SettingsSection title="Read-aloud voice">
          <SettingSelect settings={settings} name="ttsVoice" label="Voice" options={TTS_VOICE_OPTIONS} />
          <ReadAloudButton text={SAMPLE} voice={settings.ttsVoice} className="self-start">
            Hear a sample
          </ReadAloudButton>
          <SettingSelect
            settings={settings}
            name="voiceProvider"
            label="Speech engine"
            options={VOICE_PROVIDER_OPTIONS}
            description="Where Willow’s replies are spoken. The device’s voices never send the text anywhere."
          />
        </SettingsSection>
      )}
    </SettingsLayout>
  );
}
