import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { ClipboardList } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { showServerIssues } from '@/lib/server-issues';
import { cn } from '@/lib/utils';
import { FOCUS_AREAS, settingsShape, type Settings } from '../../../shared/settings.js';
import { useSettingUpdater, useUpdateSetting } from './api/update-setting';
import { SettingSelect } from './components/setting-controls';
import { SettingsLayout, SettingsSection } from './components/settings-layout';

export const HEALTH_FOCUS_MAX = 2000;

/** The goals in your own words, with the rule PATCH /api/settings holds them to. */
const goalsFormSchema = z.object({ openEndedHealthFocus: settingsShape.openEndedHealthFocus });
type GoalsForm = z.infer<typeof goalsFormSchema>;
const GOALS_FIELDS = ['openEndedHealthFocus'] as const;

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
  const saved = settings.openEndedHealthFocus;
  const form = useForm<GoalsForm>({ resolver: zodResolver(goalsFormSchema), defaultValues: { openEndedHealthFocus: saved } });
  const save = useUpdateSetting({ showIssues: (error) => showServerIssues(form, error, GOALS_FIELDS) });
  const text = form.watch('openEndedHealthFocus');
  const error = form.formState.errors.openEndedHealthFocus?.message;
  // The saved goals (after a save, or put back after a failure) fill the box, except after a
  // refusal shown at the field: the person's text stays there to be corrected.
  useEffect(() => {
    if (!form.getFieldState('openEndedHealthFocus').error) form.reset({ openEndedHealthFocus: saved });
  }, [saved, form]);
  const dirty = text !== saved;
  const submit = form.handleSubmit(({ openEndedHealthFocus }) => save.mutate({ key: 'openEndedHealthFocus', value: openEndedHealthFocus }));
  return (
    <SettingsSection title="Your goals">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div>
          <Label htmlFor="health-goals">What would you like to work on?</Label>
          <Textarea
            id="health-goals"
            maxLength={HEALTH_FOCUS_MAX}
            placeholder="For example: sleep through the night, fewer afternoon energy crashes, understand what triggers my migraines..."
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'health-goals-error' : undefined}
            {...form.register('openEndedHealthFocus')}
          />
          <FieldError id="health-goals-error" message={error} />
          <p className="mt-1 text-right text-xs text-muted-foreground">
            {text.length}/{HEALTH_FOCUS_MAX} characters
          </p>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={!dirty || save.isPending}>
            Save Goals
          </Button>
        </div>
      </form>
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
