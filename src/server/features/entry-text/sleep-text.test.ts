import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, signedInUser, type TestApp } from '../../testing/harness.js';
import { PROPOSAL_PATHS, type EntryProposal } from '../../../shared/proposals.js';
import type { DayRecord } from '../../../shared/health.js';

describe.each(databaseKinds)('sleep from text (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** The proposals a text on 2026-11-20 is understood as. */
  const understandOn = async (headers: Record<string, string>, text: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/entries/understand', headers, payload: { text, date: '2026-11-20' } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ proposals: EntryProposal[] }>().proposals;
  };

  it('proposes the night a sentence says, and its Save fills in the day’s one night', async () => {
    const me = await signedInUser(t);
    const understood = await t.app.inject({
      method: 'POST',
      url: '/api/entries/understand',
      headers: me.headers,
      payload: { text: 'Went to bed at 1am, woke at 7. Terrible sleep, up 3 times last night', date: '2026-11-20' },
    });
    expect(understood.statusCode, understood.body).toBe(200);
    const { proposals } = understood.json<{ proposals: EntryProposal[] }>();
    expect(proposals).toHaveLength(1);
    const [proposal] = proposals as [EntryProposal];
    expect(proposal.kind).toBe('sleep');
    expect(proposal.body).toEqual({ bedtime: '01:00', wakeTime: '07:00', quality: 1, wakings: 3 });

    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/health/${proposal.date}/${PROPOSAL_PATHS[proposal.kind]}`,
      headers: me.headers,
      payload: proposal.body,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const more = await t.app.inject({
      method: 'POST',
      url: '/api/entries/understand',
      headers: me.headers,
      payload: { text: 'actually I slept 5 hours', date: proposal.date },
    });
    const [correction] = more.json<{ proposals: EntryProposal[] }>().proposals as [EntryProposal];
    await t.app.inject({ method: 'POST', url: `/api/health/${correction.date}/sleep`, headers: me.headers, payload: correction.body });
    const day = (await t.app.inject({ url: `/api/health/${proposal.date}`, headers: me.headers })).json<DayRecord>();
    expect(day.sleep).toMatchObject({ hours: 5, bedtime: null, wakeTime: null, quality: 1, wakings: 3 });
  });

  it('proposes a night slept in parts as the hours asleep in them and the waking between, and Save keeps it', async () => {
    const me = await signedInUser(t);
    const understand = (text: string) => understandOn(me.headers, text);
    expect((await understand('10pm until 2am then 4 to 7')).map(({ kind, body }) => ({ kind, body }))).toEqual([
      { kind: 'sleep', body: { hours: 7, wakings: 1 } },
    ]);
    const [proposal] = (await understand('in bed at 11, up at 2 for an hour, back asleep till 7. slept badly')) as [EntryProposal];
    expect(proposal).toMatchObject({ kind: 'sleep', date: '2026-11-20', body: { hours: 7, wakings: 1, quality: 2 } });
    const saved = await t.app.inject({ method: 'POST', url: '/api/health/2026-11-20/sleep', headers: me.headers, payload: proposal.body });
    expect(saved.statusCode, saved.body).toBe(201);
    const day = (await t.app.inject({ url: '/api/health/2026-11-20', headers: me.headers })).json<DayRecord>();
    expect(day.sleep).toMatchObject({ hours: 7, bedtime: null, wakeTime: null, quality: 2, wakings: 1 });
  });

  it('reads a night as people type it, beside what else they say, and a nap as nothing to log', async () => {
    const me = await signedInUser(t);
    const understand = async (text: string) => (await understandOn(me.headers, text)).map(({ kind, date, body }) => ({ kind, date, body }));
    expect(await understand('6h sleep, restless, woke up 3x and a headache this morning')).toEqual([
      { kind: 'sleep', date: '2026-11-20', body: { hours: 6, quality: 2, wakings: 3 } },
      { kind: 'symptom', date: '2026-11-20', body: expect.objectContaining({ name: 'Headache', intensity: 3 }) as object },
    ]);
    expect(await understand('went to bed around eleven thirty but couldnt fall asleep until 1, up at 7')).toEqual([
      { kind: 'sleep', date: '2026-11-20', body: { bedtime: '01:00', wakeTime: '07:00', quality: 2 } },
    ]);
    expect(await understand('had a 1 hour nap after lunch')).toEqual([]);
  });
});
