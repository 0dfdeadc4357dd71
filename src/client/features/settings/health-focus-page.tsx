import { useEffect, useState } from 'react';
import { ClipboardList } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { FOCUS_AREAS, type Settings } from '../../../shared/settings.js';
import { useSettingUpdater } from './api/update-setting';
import { SettingSelect } from './components/setting-controls';
import { SettingsLayout, SettingsSection } from './components/settings-layout';

export const HEALTH_FOCUS_MAX = 2000;

export const COACHING_TONE_OPTIONS = [
  { value: 'gentle', label: 'Gentle: warm and encouraging' },
  { value: 'balanced', label: 'Balanced: supportive and clear' },
  { value: 'direct', label: 'Direct: straight to the point' },
] as const;

/** Focus areas toggle: added when absent, removed when present (app-spec section 4). */
export const toggleFocusArea = (areas: readonly string[], area: string) =>
  areas.includes(area) ? areas.filter((a) => a !== area) : [...areas, area];

/** /settings/health-focus: goals in your own words, focus areas, coaching tone, and the intake form. */
export function HealthFocusPage() {
  const [, navigate] = useLocation();
  return (
    <SettingsLayout title="Health Focus" description="Tell Willow what matters most to you, so its answers fit.">
      {(settings) => (
        <>
          <GoalsSection settings={settings} />
          <FocusAreasSection settings={settings} />
          <SettingsSection title="Coaching tone">
            <SettingSelect settings={settings} name="coachingTone" label="How Willow talks with you" options={COACHING_TONE_OPTIONS} />
          </SettingsSection>
          <SettingsSection
            title="Your story"
            description="The intake form tells Willow about your health journey: your story, challenges and what you have tried."
          >
            <Button variant="outline" onClick={() => navigate('/intake-form')} className="w-full sm:w-auto">
              <ClipboardList className="h-4 w-4" aria-hidden="true" /> Open Intake Form
            </Button>
          </SettingsSection>
        </>
      )}
    </SettingsLayout>
  );
}

function GoalsSection({ settings }: { settings: Settings }) {
  const { update, pending } = useSettingUpdater();
  const [text, setText] = useState(settings.openEndedHealthFocus);
  useEffect(() => setText(settings.openEndedHealthFocus), [settings.openEndedHealthFocus]);
  const dirty = text !== settings.openEndedHealthFocus;
  return (
    <SettingsSection title="Your goals">
      <div>
        <Label htmlFor="health-goals">What would you like to work on?</Label>
        <Textarea
          id="health-goals"
          value={text}
          maxLength={HEALTH_FOCUS_MAX}
          placeholder="For example: sleep through the night, fewer afternoon energy crashes, understand what triggers my migraines..."
          onChange={(event) => setText(event.target.value)}
        />
        <p className="mt-1 text-right text-xs text-muted-foreground">
          {text.length}/{HEALTH_FOCUS_MAX} characters
        </p>
      </div>
      <div className="flex justify-end">
        <Button disabled={!dirty || pending} onClick={() => update('openEndedHealthFocus', text)}>
          Save Goals
        </Button>
      </div>
    </SettingsSection>
  );
}

function FocusAreasSection({ settings }: { settings: Settings }) {
  const { update } = useSettingUpdater();
  return (
    <SettingsSection title="Focus areas" description="Tap the areas you want Willow to pay attention to. Tap again to remove one.">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Focus areas">
        {FOCUS_AREAS.map((area) => {
          const on = settings.focusAreas.includes(area);
          return (
            <button
              key={area}
              type="button"
              aria-pressed={on}
              onClick={() => update('focusAreas', toggleFocusArea(settings.focusAreas, area) as Settings['focusAreas'])}
              className={cn(
                'cursor-pointer rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors',
                on ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:bg-accent',
              )}
            >
              {area}
            </button>
          );
        })}
      </div>
    </SettingsSection>
  );
}
