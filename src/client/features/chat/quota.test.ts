import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { isLimitError, quotaInfoOf } from './quota';

const limit = (message: string, body: object = { message }) => new ApiError(message, 429, body, /limit reached/.test(message));

describe('limit errors', () => {
  it('takes the numbers from quotaInfo when the 429 has them', () => {
    const error = limit('Daily message limit reached (30 messages/day)', { limitExceeded: true, quotaInfo: { type: 'text', currentUsage: 31, maxLimit: 30 } });
    expect(isLimitError(error)).toBe(true);
    expect(quotaInfoOf(error)).toEqual({ type: 'text', currentUsage: 31, maxLimit: 30, stated: true });
  });

  it('otherwise reads the type and number from the message, falling back to 30 for text and 15 for voice', () => {
    expect(quotaInfoOf(limit('Daily message limit reached (50 messages/day)'))).toMatchObject({ type: 'text', maxLimit: 50, currentUsage: 50, stated: false });
    expect(quotaInfoOf(limit('Voice limit reached: 120 minutes/month'))).toMatchObject({ type: 'voice', maxLimit: 120 });
    expect(quotaInfoOf(limit('Voice limit reached'))).toMatchObject({ type: 'voice', maxLimit: 15 });
    expect(quotaInfoOf(limit('Message limit reached'))).toMatchObject({ type: 'text', maxLimit: 30 });
  });

  it('is only a 429 that says a limit was reached', () => {
    expect(isLimitError(new ApiError('429: Too Many Requests', 429, null))).toBe(false);
    expect(isLimitError(new ApiError('500: limit reached', 500, null))).toBe(false);
    expect(isLimitError(new Error('limit reached'))).toBe(false);
  });
});
