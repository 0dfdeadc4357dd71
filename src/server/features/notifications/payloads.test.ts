import { describe, expect, it } from 'vitest';
import { payloadFor } from './payloads.js';

describe('check-in reminders', () => {
  const checkIn = (time: string) => payloadFor({ deliveryId: 'd1', kind: 'check-in', data: { time }, showDetails: false });

  it('the morning one offers last night’s sleep as an action that opens its log', () => {
    const morning = checkIn('08:00');
    expect(morning.title).toBe('Time for your morning check-in');
    expect(morning.actions).toEqual([{ action: 'log-sleep', title: 'Log last night’s sleep' }]);
    expect(morning.actionUrls).toEqual({ 'log-sleep': '/dashboard?checkin=sleep' });
    expect(morning.url).toBe('/dashboard?checkin=mood');
  });

  it('later ones do not ask about sleep', () => {
    for (const time of ['13:00', '20:00']) {
      const later = checkIn(time);
      expect(later.actions).toEqual([]);
      expect(later.actionUrls).toBeUndefined();
      expect(later.body).not.toMatch(/sleep/);
    }
  });
});
