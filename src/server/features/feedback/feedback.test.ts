import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, createTestApp, databaseKinds, signedInUser, type TestApp } from '../../testing/harness.js';
import { feedback } from '../../db/schema.js';
import { CONTACT_MESSAGE_MAX, contactMessage } from '../../../shared/feedback.js';

describe.each(databaseKinds)('feedback API (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('stores general feedback (trimmed, with its timestamp) and contact messages', async () => {
    const me = await signedInUser(t);
    const general = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: me.headers,
      payload: { message: '  Love the dashboard  ', type: 'general', timestamp: '2026-11-22T09:30:00.000Z' },
    });
    expect(general.statusCode).toBe(201);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: me.headers,
      payload: { message: 'Subject: Billing\n\nHow do I cancel?', type: 'contact' },
    });
    expect(contact.statusCode).toBe(201);
    const longest = contactMessage({ subject: 's'.repeat(100), message: 'm'.repeat(1000) });
    expect(longest).toHaveLength(CONTACT_MESSAGE_MAX);
    const atLimit = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: me.headers,
      payload: { message: longest, type: 'contact' },
    });
    expect(atLimit.statusCode).toBe(201);
    const rows = await t.db.select().from(feedback).where(eq(feedback.userId, me.userId));
    expect(rows.map((r) => [r.type, r.message])).toEqual(
      expect.arrayContaining([
        ['general', 'Love the dashboard'],
        ['contact', 'Subject: Billing\n\nHow do I cancel?'],
        ['contact', longest],
      ]),
    );
    expect(rows.find((r) => r.type === 'general')!.clientTimestamp!.toISOString()).toBe('2026-11-22T09:30:00.000Z');
  });

  it.each([
    [{ message: '   ', type: 'general' }, 'Message must not be empty'],
    [{ message: 'hi', type: 'complaint' }, 'Type must be one of: general, contact'],
    [{ message: 'hi' }, 'Type must be one of: general, contact'],
    [{ message: 'x'.repeat(5001), type: 'general' }, 'Message must be at most 5000 characters'],
    [{ message: 'hi', type: 'general', timestamp: 'now' }, 'Time must be a date and time such as 2026-11-22T08:30:00Z'],
    [{ message: ' too short ', type: 'contact' }, 'Message must be at least 10 characters'],
    // A subject with a message of only spaces, as the contact form refuses it.
    [{ message: `Subject: Billing question\n\n${' '.repeat(20)}`, type: 'contact' }, 'Message must be at least 10 characters'],
    [
      { message: contactMessage({ subject: 's'.repeat(100), message: 'm'.repeat(1001) }), type: 'contact' },
      `A contact message must be at most ${CONTACT_MESSAGE_MAX} characters`,
    ],
    [{ message: 'hi', type: 'general', extra: 1 }, 'Unknown field: extra'],
    ['"hi"', 'Body must be a JSON object'],
    [['hi'], 'Body must be a JSON object'],
  ] as [object | string, string][])('rejects %j with 400 and stores nothing', async (payload, message) => {
    const me = await signedInUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(message);
    expect(await t.db.select().from(feedback).where(eq(feedback.userId, me.userId))).toHaveLength(0);
  });
});
