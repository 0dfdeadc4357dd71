import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, createTestApp, databaseKinds, signedInUser, type TestApp } from '../../testing/harness.js';
import { intakeForms } from '../../db/schema.js';
import { fieldLabel } from '../../../shared/field-labels.js';
import type { IntakeForm } from '../../../shared/intake.js';

/** POST /api/intake-form answers the form as saved (never null). */
type SavedIntake = NonNullable<IntakeForm>;

const FULL = {
  storyAndVision: 'I want my energy back',
  currentLandscape: 'Fatigue, headaches',
  journeyDetails: 'Elimination diet',
  finalDetails: '',
};

describe.each(databaseKinds)('intake form API (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('is null until saved (the drawer shows its incomplete dot)', async () => {
    const me = await signedInUser(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/intake-form', headers: me.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('saves, reads back and overwrites the four fields', async () => {
    const me = await signedInUser(t);
    const saved = await t.app.inject({ method: 'POST', url: '/api/intake-form', headers: me.headers, payload: FULL });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(FULL);
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/intake-form',
      headers: me.headers,
      payload: { ...FULL, finalDetails: 'More' },
    });
    expect(updated.json<SavedIntake>().id).toBe(saved.json<SavedIntake>().id);
    const read = await t.app.inject({ method: 'GET', url: '/api/intake-form', headers: me.headers });
    expect(read.json()).toEqual({ ...FULL, finalDetails: 'More', id: saved.json<SavedIntake>().id });
  });

  it.each([
    ['storyAndVision', 501],
    ['currentLandscape', 401],
    ['journeyDetails', 401],
    ['finalDetails', 301],
  ] as const)('rejects %s over its limit and keeps what was saved', async (field, length) => {
    const me = await signedInUser(t);
    await t.app.inject({ method: 'POST', url: '/api/intake-form', headers: me.headers, payload: FULL });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/intake-form',
      headers: me.headers,
      payload: { ...FULL, [field]: 'x'.repeat(length) },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(`${fieldLabel(field)} must be at most ${length - 1} characters`);
    const read = await t.app.inject({ method: 'GET', url: '/api/intake-form', headers: me.headers });
    expect(read.json()).toMatchObject(FULL);
  });

  it('rejects unknown fields and non-text values', async () => {
    const me = await signedInUser(t);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/intake-form',
      headers: me.headers,
      payload: { ...FULL, diagnosis: 'x' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toBe('Unknown field: diagnosis');
    const number = await t.app.inject({ method: 'POST', url: '/api/intake-form', headers: me.headers, payload: { storyAndVision: 5 } });
    expect(errorOf(number).message).toBe('Your story & vision must be text');
    const list = await t.app.inject({ method: 'POST', url: '/api/intake-form', headers: me.headers, payload: [FULL] });
    expect(list.statusCode).toBe(400);
    expect(errorOf(list).message).toBe('Body must be a JSON object');
  });

  it('falls back to the legacy fields when the new ones are empty', async () => {
    const me = await signedInUser(t);
    await t.db.insert(intakeForms).values({
      userId: me.userId,
      specificGoals: 'Sleep better',
      frequentSymptoms: ['Headache', 'Bloating'],
      treatmentsDetails: 'Magnesium',
      additionalInfo: 'Night shifts',
    });
    const read = await t.app.inject({ method: 'GET', url: '/api/intake-form', headers: me.headers });
    expect(read.json()).toMatchObject({
      storyAndVision: 'Sleep better',
      currentLandscape: 'Headache, Bloating',
      journeyDetails: 'Magnesium',
      finalDetails: 'Night shifts',
    });
  });

  it("never shows another user's form", async () => {
    const ana = await signedInUser(t);
    const ben = await signedInUser(t);
    await t.app.inject({ method: 'POST', url: '/api/intake-form', headers: ana.headers, payload: FULL });
    const bens = await t.app.inject({ method: 'GET', url: '/api/intake-form', headers: ben.headers });
    expect(bens.json()).toBeNull();
  });
});
