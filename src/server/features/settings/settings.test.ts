import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, createTestApp, databaseKinds, signedInUser, type TestApp } from '../../testing/harness.js';
import { DEFAULT_SETTINGS, FOCUS_AREAS, type Settings } from '../../../shared/settings.js';

const VALID: [string, unknown][] = [
  ['pushNotifications', false],
  ['dailyCheckInReminders', false],
  ['insightsNotifications', false],
  ['streakNotifications', false],
  ['announcementNotifications', false],
  ['analyticsOptIn', true],
  ['dataImprovementConsent', false],
  ['dataRetentionMonths', 12],
  ['dataRetentionMonths', 36],
  ['openEndedHealthFocus', 'Sleep through the night'],
  ['focusAreas', ['Sleep', 'Gut Health']],
  ['coachingTone', 'direct'],
  ['chatMemoryEnabled', false],
  ['autoForgetDays', 90],
  ['ttsVoice', 'female-2'],
  ['chatVoice', 'nova'],
  ['voiceProvider', 'local'],
  ['voiceSpeed', 1.5],
  ['theme', 'dark'],
  ['timeZone', 'America/Chicago'],
];

const INVALID: [string, unknown, string][] = [
  ['pushNotifications', 'yes', 'Push notifications must be on or off'],
  ['dailyCheckInReminders', null, 'Daily check-in reminders must be on or off'],
  ['insightsNotifications', 'false', 'Insight notifications must be on or off'],
  ['streakNotifications', 0, 'Streak notifications must be on or off'],
  ['announcementNotifications', [], 'Announcements must be on or off'],
  ['dataImprovementConsent', 'no', 'Help improve Willow must be on or off'],
  ['chatMemoryEnabled', 'off', 'Chat memory must be on or off'],
  ['autoForgetDays', '30', 'Forget conversations automatically must be one of: 0, 30, 90'],
  ['analyticsOptIn', 1, 'Analytics & crash reports must be on or off'],
  ['dataRetentionMonths', 6, 'Data retention must be one of: 0, 12, 24, 36'],
  ['dataRetentionMonths', '12', 'Data retention must be one of: 0, 12, 24, 36'],
  ['openEndedHealthFocus', 5, 'Your health focus must be text'],
  ['openEndedHealthFocus', 'x'.repeat(2001), 'Your health focus must be at most 2000 characters'],
  ['focusAreas', ['Sleep', 'Flying'], 'Focus area must be one of'],
  ['focusAreas', ['Sleep', 'Sleep'], 'Focus areas must not repeat an area'],
  ['focusAreas', 'Sleep', 'Focus areas must be a list'],
  ['coachingTone', 'harsh', 'Coaching tone must be one of: gentle, balanced, direct'],
  ['autoForgetDays', 7, 'Forget conversations automatically must be one of: 0, 30, 90'],
  ['ttsVoice', 'robot', 'Voice must be one of'],
  ['chatVoice', 'robot', 'Chat voice must be one of'],
  ['voiceProvider', 'acme', 'Voice provider must be one of: openai, local'],
  ['voiceSpeed', 5, 'Voice speed must be between 0.5 and 2'],
  ['voiceSpeed', 'fast', 'Voice speed must be a number'],
  ['theme', 'neon', 'Theme must be one of: light, dark, system'],
  ['timeZone', 'Mars/Olympus', 'Time zone must be an IANA time zone'],
  ['favouriteColour', 'green', 'Unknown setting: favouriteColour'],
];

describe.each(databaseKinds)('settings API (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('starts from the defaults of app-spec section 3', async () => {
    const me = await signedInUser(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/settings', headers: me.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({
      coachingTone: 'balanced',
      voiceSpeed: 1.15,
      theme: 'system',
      dataImprovementConsent: true,
      analyticsOptIn: false,
    });
    expect(FOCUS_AREAS).toHaveLength(11);
  });

  it.each(VALID)('saves %s = %j and keeps it', async (key, value) => {
    const me = await signedInUser(t);
    const response = await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: me.headers, payload: { [key]: value } });
    expect(response.statusCode).toBe(200);
    expect(response.json<Record<string, unknown>>()[key]).toEqual(value);
    const reread = await t.app.inject({ method: 'GET', url: '/api/settings', headers: me.headers });
    expect(reread.json()).toEqual({ ...DEFAULT_SETTINGS, [key]: value });
  });

  it('has a valid and an invalid case for every setting', () => {
    const keys = Object.keys(DEFAULT_SETTINGS).sort();
    expect([...new Set(VALID.map(([key]) => key))].sort()).toEqual(keys);
    expect([...new Set(INVALID.map(([key]) => key))].filter((key) => key in DEFAULT_SETTINGS).sort()).toEqual(keys);
  });

  it.each(INVALID)('rejects %s = %j with 400 and changes nothing', async (key, value, message) => {
    const me = await signedInUser(t);
    await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: me.headers, payload: { theme: 'dark' } });
    const response = await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: me.headers, payload: { [key]: value } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toContain(message);
    const reread = await t.app.inject({ method: 'GET', url: '/api/settings', headers: me.headers });
    expect(reread.json()).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark' });
  });

  it('takes exactly one key per PATCH', async () => {
    const me = await signedInUser(t);
    const two = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: me.headers,
      payload: { theme: 'dark', coachingTone: 'direct' },
    });
    expect(two.statusCode).toBe(400);
    expect(errorOf(two).message).toBe('Send exactly one setting per request');
    const none = await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: me.headers, payload: {} });
    expect(none.statusCode).toBe(400);
  });

  it('keeps each user’s settings apart', async () => {
    const ana = await signedInUser(t);
    const ben = await signedInUser(t);
    await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: ana.headers, payload: { coachingTone: 'gentle' } });
    const bens = await t.app.inject({ method: 'GET', url: '/api/settings', headers: ben.headers });
    expect(bens.json<Settings>().coachingTone).toBe('balanced');
  });

  it('never answers 5xx nor loses saved values, whatever body arrives', async () => {
    const me = await signedInUser(t);
    await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: me.headers, payload: { coachingTone: 'gentle' } });
    const keys = fc.constantFrom(...Object.keys(DEFAULT_SETTINGS), 'other', '__proto__');
    await fc.assert(
      fc.asyncProperty(fc.dictionary(keys, fc.jsonValue(), { maxKeys: 3 }), async (body) => {
        const response = await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: me.headers, payload: body });
        expect(response.statusCode).toBeLessThan(500);
        const now = (await t.app.inject({ method: 'GET', url: '/api/settings', headers: me.headers })).json<Settings>();
        if (response.statusCode === 400) expect(Object.keys(now)).toEqual(Object.keys(DEFAULT_SETTINGS));
        if (!('coachingTone' in body) || response.statusCode === 400) expect(now.coachingTone).toBe('gentle');
      }),
      { numRuns: 40 },
    );
  });
});
