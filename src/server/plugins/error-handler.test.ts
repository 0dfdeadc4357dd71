import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggableError } from './error-handler.js';

describe('loggableError', () => {
  it('keeps the SQL and the cause of a failed query but never the values the user sent', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      detail: 'Key (message)=(my private symptoms) already exists',
    });
    const error = new DrizzleQueryError('insert into "feedback" ("message") values ($1)', ['my private symptoms'], cause);
    const logged = loggableError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('my private symptoms');
    expect(logged).toMatchObject({ query: 'insert into "feedback" ("message") values ($1)', cause: { code: '22021' } });
  });

  it('passes other errors through unchanged', () => {
    const error = new Error('boom');
    expect(loggableError(error)).toBe(error);
  });
});
