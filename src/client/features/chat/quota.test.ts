import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { isLimitError, quotaInfoOf, upgradeOffer } from './quota';

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

describe('the limit dialog’s offer', () => {
  it('names what each higher plan really gives of what ran out', () => {
    expect(upgradeOffer('text', 'free')).toBe(
      'Upgrade to Pro or Ultra for unlimited messages, or come back after the reset. Your conversations are all still here.',
    );
    expect(upgradeOffer('voice', 'free')).toBe(
      'Upgrade to Pro for 180 voice minutes a month, or Ultra for unlimited voice, or come back after the reset. Your conversations are all still here.',
    );
    expect(upgradeOffer('voice', 'pro')).toBe(
      'Go Ultra for unlimited voice, or come back after the reset. Your conversations are all still here.',
    );
    expect(upgradeOffer('voice', 'ultra')).toBe('Come back after the reset. Your conversations are all still here.');
  });
});
