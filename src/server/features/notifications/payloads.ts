import {
  CHECK_IN_PARAM,
  SNOOZE_MINUTES,
  SUPPLEMENTS_PARAM,
  type PushPayload,
  type SupplementGroupReminder,
  type SupplementSlot,
} from '../../../shared/notifications.js';
import { partOfDay } from './schedule.js';

type Supplement = SupplementGroupReminder['supplements'][number];

export interface PayloadInput {
  deliveryId: string;
  kind: 'check-in' | 'supplements' | 'insight' | 'streak' | 'announcement' | 'test';
  data: Record<string, unknown>;
  /** The person chose to see what a notification is about on the lock screen. */
  showDetails: boolean;
  /** The supplements a supplement reminder is for. */
  supplements?: Supplement[];
}

const ACTIONS: PushPayload['actions'] = [
  { action: 'taken', title: 'Taken' },
  { action: 'snooze', title: `Snooze ${SNOOZE_MINUTES} min` },
];
const SLEEP_ACTION: PushPayload['actions'][number] = { action: 'log-sleep', title: 'Log last night’s sleep' };
const withDose = (s: Supplement) => [s.name, [s.dose, s.unit].filter(Boolean).join(' ')].filter(Boolean).join(' ');

/**
 * What a notification says. By default it names no health detail (a lock screen is seen by
 * others): "Time for your evening check-in". With details on, a supplement reminder lists the
 * supplements and an insight says the pattern.
 */
export function payloadFor({ deliveryId, kind, data, showDetails, supplements = [] }: PayloadInput): PushPayload {
  const base = { deliveryId, tag: `willow-${deliveryId}`, actions: [] as PushPayload['actions'] };
  switch (kind) {
    case 'check-in': {
      const part = partOfDay(String(data.time));
      // The morning check-in also offers last night's sleep, one tap from the notification.
      const morning = part === 'morning';
      return {
        ...base,
        tag: 'willow-check-in',
        title: `Time for your ${part} check-in`,
        body: morning
          ? 'How did you sleep, and how are you feeling? Logging it takes a few seconds.'
          : 'How are you feeling? Logging it takes a few seconds.',
        url: `/dashboard?${CHECK_IN_PARAM}=mood`,
        ...(morning ? { actions: [SLEEP_ACTION], actionUrls: { 'log-sleep': `/dashboard?${CHECK_IN_PARAM}=sleep` } } : {}),
      };
    }
    case 'supplements': {
      const slot = data.slot as SupplementSlot;
      return {
        ...base,
        tag: `willow-supplements-${slot}`,
        title: `Time for your ${slot} supplements`,
        body: showDetails ? supplements.map(withDose).join(', ') : 'Tap to mark them as taken.',
        url: `/dashboard?${SUPPLEMENTS_PARAM}=${slot}`,
        actions: ACTIONS,
      };
    }
    case 'insight':
      return {
        ...base,
        title: 'Willow noticed a pattern',
        body: showDetails && typeof data.text === 'string' ? data.text : 'Something new showed up in your logs. Tap to see it.',
        url: '/dashboard',
      };
    case 'streak':
      return {
        ...base,
        title: `${Number(data.days)} days in a row`,
        body: `You have logged ${Number(data.days)} days in a row. Lovely consistency.`,
        url: '/dashboard',
      };
    case 'announcement':
      return { ...base, title: 'News from Willow', body: typeof data.text === 'string' ? data.text : '', url: '/' };
    case 'test':
      return {
        ...base,
        title: 'Notifications are on',
        body: 'This is how Willow’s reminders will look on this device.',
        url: '/settings/notifications',
      };
  }
}
