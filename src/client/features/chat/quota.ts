import { ApiError } from '@/lib/api';
import { PLANS } from '../../../shared/plans.js';

export interface QuotaInfo {
  type: 'text' | 'voice';
  currentUsage: number;
  maxLimit: number;
  /** False when the server gave no numbers and the Free plan's limits stand in. */
  stated?: boolean;
}

const FREE_LIMITS = PLANS.find((plan) => plan.id === 'free')!.limits;

/** A 429 whose body says a usage limit was reached (limitExceeded): it opens the quota dialog instead of an error. */
export const isLimitError = (error: unknown): error is ApiError => error instanceof ApiError && error.isQuotaLimit;

/** What the quota dialog shows for a limit error: the body's quotaInfo, or the Free plan's text limit when it has none. */
export function quotaInfoOf(error: ApiError): QuotaInfo {
  const info = error.body?.quotaInfo;
  if (info) return { ...info, stated: true };
  return { type: 'text', maxLimit: FREE_LIMITS.textMessagesPerDay, currentUsage: FREE_LIMITS.textMessagesPerDay, stated: false };
}
