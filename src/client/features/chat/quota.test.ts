import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { isLimitError, quotaInfoOf } from './quota';

const body = (extra: object) => ({ statusCode: 429, code: 'QUOTA_EXCEEDED', message: 'Daily message limit reached', ...extra });

describe('limit errors', () => {
  it('takes the numbers from the body’s quotaInfo', () => {
    const error = new ApiError(
      'Voice limit reached',
      429,
      body({ limitExceeded: true, quotaInfo: { type: 'voice', currentUsage: 11, maxLimit: 10 } }),
    );
    expect(isLimitError(error)).toBe(true);
    expect(quotaInfoOf(error)).toEqual({ type: 'voice', currentUsage: 11, maxLimit: 10, stated: true });
  });

  it('without quotaInfo falls back on the Free plan’s 30 daily messages, never on the message’s wording', () => {
    const error = new ApiError('Daily message limit reached (50 messages/day)', 429, body({ limitExceeded: true }));
    expect(quotaInfoOf(error)).toEqual({ type: 'text', maxLimit: 30, currentUsage: 30, stated: false });
  });

  it('is only a 429 whose body says limitExceeded', () => {
    expect(isLimitError(new ApiError('Too many requests', 429, body({})))).toBe(false);
    expect(isLimitError(new ApiError('limit reached', 429, null))).toBe(false);
    expect(isLimitError(new ApiError('limit reached', 500, body({ limitExceeded: true })))).toBe(false);
    expect(isLimitError(new Error('limit reached'))).toBe(false);
  });
});
