import { useId } from 'react';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { LabelledSwitch } from '@/components/ui/labelled-switch';
import {
  DAILY_CAP_RANGE,
  MAX_CHECK_IN_TIMES,
  SUPPLEMENT_SLOTS,
  inQuietHours,
  notificationPreferencesShape,
  type NotificationPreferences,
  type NotificationsState,
} from '../../../../shared/notifications.js';
import { clockMinutes } from '../../../../shared/zoned-time.js';
import { useUpdatePreferences } from './api/update-preferences';
import { TimeField, type ShowIssues } from './time-field';

type Save = (change: Partial<NotificationPreferences>, showIssues?: ShowIssues) => void;

const quietHint = (p: NotificationPreferences, clock: string) =>
  inQuietHours(p, clockMinutes(clock)) ? 'In your quiet hours: it will not be sent.' : undefined;

export function usePreferenceSaver(): Save {
  const update = useUpdatePreferences();
  return (change, showIssues) => update.mutate({ change, showIssues });
}

/** Up to three check-in times a day; each can be changed or removed, one always stays. */
export function CheckInTimes({ preferences, save }: { preferences: NotificationPreferences; save: Save }) {
  const times = preferences.checkInTimes;
  const next = ['08:00', '13:00', '20:00'].find((t) => !times.includes(t)) ?? '12:00';
  return (
    <div className="space-y-3">
      {times.map((time, index) => (
        <div key={time} className="flex items-center gap-2">
          <div className="flex-1">
            <TimeField
              label={times.length === 1 ? 'Check-in time' : `Check-in ${index + 1}`}
              value={time}
              rule={notificationPreferencesShape.checkInTimes.element}
              issuePaths={[`checkInTimes.${index}`, 'checkInTimes']}
              hint={quietHint(preferences, time)}
              onSave={(value, showIssues) =>
                !times.includes(value) && save({ checkInTimes: times.map((t) => (t === time ? value : t)) }, showIssues)
              }
            />
          </div>
          {times.length > 1 && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove the ${time} check-in`}
              onClick={() => save({ checkInTimes: times.filter((t) => t !== time) })}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </Button>
          )}
        </div>
      ))}
      {times.length < MAX_CHECK_IN_TIMES && (
        <Button variant="outline" size="sm" onClick={() => save({ checkInTimes: [...times, next] })}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add a check-in time
        </Button>
      )}
      <p className="text-sm text-muted-foreground">Skipped when you have already logged since the one before.</p>
    </div>
  );
}

/** Supplement reminders by part of the day, with what the person usually takes then. */
export function SupplementReminders({ state, save }: { state: NotificationsState; save: Save }) {
  const { preferences, supplementGroups } = state;
  return (
    <div className="space-y-4">
      <LabelledSwitch
        label="Supplement reminders"
        description="A reminder for what you usually take in the morning, afternoon or evening, with Taken and Snooze on the notification."
        checked={preferences.supplementReminders}
        onCheckedChange={(supplementReminders) => save({ supplementReminders })}
      />
      {preferences.supplementReminders && (
        <div className="space-y-3 border-t border-border pt-4">
          {SUPPLEMENT_SLOTS.map(({ slot, label }) => {
            const group = supplementGroups.find((g) => g.slot === slot);
            const time = preferences.supplementTimes[slot];
            const contents = group ? group.supplements.map((s) => s.name).join(', ') : 'Nothing you usually take yet';
            return (
              <TimeField
                key={slot}
                label={label}
                value={time}
                rule={notificationPreferencesShape.supplementTimes.shape[slot]}
                issuePaths={[`supplementTimes.${slot}`]}
                hint={quietHint(preferences, time) ?? contents}
                onSave={(value, showIssues) => save({ supplementTimes: { ...preferences.supplementTimes, [slot]: value } }, showIssues)}
              />
            );
          })}
          <p className="text-sm text-muted-foreground">
            Built from the supplements you marked as taken on at least 3 of the last 14 days, at that time of day.
          </p>
        </div>
      )}
    </div>
  );
}

/** Quiet hours, the daily cap and what the lock screen may show. */
export function Boundaries({ preferences, save }: { preferences: NotificationPreferences; save: Save }) {
  const capId = useId();
  return (
    <div className="space-y-4">
      <LabelledSwitch
        label="Quiet hours"
        description="No reminders in these hours; news and milestones wait until they end."
        checked={preferences.quietHoursEnabled}
        onCheckedChange={(quietHoursEnabled) => save({ quietHoursEnabled })}
      />
      {preferences.quietHoursEnabled && (
        <div className="space-y-3">
          <TimeField
            label="From"
            value={preferences.quietHoursStart}
            rule={notificationPreferencesShape.quietHoursStart}
            issuePaths={['quietHoursStart']}
            onSave={(quietHoursStart, showIssues) => save({ quietHoursStart }, showIssues)}
          />
          <TimeField
            label="Until"
            value={preferences.quietHoursEnd}
            rule={notificationPreferencesShape.quietHoursEnd}
            issuePaths={['quietHoursEnd']}
            onSave={(quietHoursEnd, showIssues) => save({ quietHoursEnd }, showIssues)}
          />
        </div>
      )}
      <div className="border-t border-border pt-4">
        <Label htmlFor={capId}>At most per day</Label>
        <Select id={capId} value={String(preferences.dailyCap)} onChange={(event) => save({ dailyCap: Number(event.target.value) })}>
          {Array.from({ length: DAILY_CAP_RANGE.max - DAILY_CAP_RANGE.min + 1 }, (_, i) => i + DAILY_CAP_RANGE.min).map((n) => (
            <option key={n} value={n}>
              {n} {n === 1 ? 'notification' : 'notifications'}
            </option>
          ))}
        </Select>
      </div>
      <div className="border-t border-border pt-4">
        <LabelledSwitch
          label="Show details on the lock screen"
          description={
            preferences.showDetails
              ? 'Notifications name your supplements and patterns, e.g. “Magnesium 200 mg, Vitamin D 2000 IU”. Anyone who sees your screen can read them.'
              : 'Off: notifications say only “Time for your evening check-in” or “Time for your morning supplements”, never what you track.'
          }
          checked={preferences.showDetails}
          onCheckedChange={(showDetails) => save({ showDetails })}
        />
      </div>
    </div>
  );
}
