import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../testing/harness.js';
import { consumeVoiceSeconds, getUsage } from './quotas.js';

// A plan with a daily voice limit (none of today's plans sets one): 2 minutes a day, 3 a month.
describe('a daily voice limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it("stops at the day's minutes without counting the refused recording in the month, and the next day goes on to the month's limit", async () => {
    const me = await signedInUser(t);
    const plan = { limits: { textMessagesPerDay: 30, voiceMinutesPerMonth: 3, voiceMinutesPerDay: 2 }, timeZone: 'UTC' };
    const monday = new Date('2026-11-23T10:00:00Z');
    expect(await consumeVoiceSeconds(t.db, me.userId, plan, 90, monday)).toEqual({ type: 'voice', currentUsage: 1.5, maxLimit: 3 });
    await expect(consumeVoiceSeconds(t.db, me.userId, plan, 31, monday)).rejects.toMatchObject({
      statusCode: 429,
      message: 'Daily voice limit reached (2 minutes/day)',
      extra: { limitExceeded: true, quotaInfo: { type: 'voice', currentUsage: 1.5, maxLimit: 2 } },
    });
    expect((await getUsage(t.db, me.userId, 'test', monday)).current).toMatchObject({ voiceMinutesThisMonth: 1.5, voiceMinutesToday: 1.5 });

    const tuesday = new Date('2026-11-24T10:00:00Z');
    expect(await consumeVoiceSeconds(t.db, me.userId, plan, 90, tuesday)).toMatchObject({ currentUsage: 3 });
    await expect(consumeVoiceSeconds(t.db, me.userId, plan, 2, tuesday)).rejects.toMatchObject({
      message: 'Monthly voice limit reached (3 minutes/month)',
    });
  });
});
