import { ApiError } from '@/lib/api';

export interface QuotaInfo {
  type: 'text' | 'voice';
  currentUsage: number;
  maxLimit: number;
  /** False when the numbers were guessed from the message or the fallbacks, not given by the server. */
  stated?: boolean;
}

/** The limits the quota dialog falls back on when a message names none (app-spec section 8). */
export const FALLBACK_LIMIT = { text: 30, voice: 15 } as const;

/** A 429 that says a usage limit was reached: it opens the quota dialog instead of an error. */
export const isLimitError = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 429 && (error.isQuotaLimit || /limit reached|limitExceeded/.test(error.message));

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined);

/**
 * What the quota dialog shows for a limit error: the body's quotaInfo where it has one; otherwise
 * voice when the message mentions voice, else text, and the number from '(N ... /day)' or
 * 'N minutes/month', falling back to 15 (voice) or 30 (text).
 */
export function quotaInfoOf(error: ApiError): QuotaInfo {
  const info = (error.body && typeof error.body === 'object' ? (error.body as { quotaInfo?: Record<string, unknown> }).quotaInfo : undefined) ?? {};
  const type = info.type === 'text' || info.type === 'voice' ? info.type : /voice/i.test(error.message) ? 'voice' : 'text';
  const inMessage = /\((\d+)[^)]*\/day\)/.exec(error.message) ?? /(\d+)\s*minutes\/month/.exec(error.message);
  const given = count(info.maxLimit);
  const maxLimit = given ?? (inMessage ? Number(inMessage[1]) : FALLBACK_LIMIT[type]);
  return { type, maxLimit, currentUsage: count(info.currentUsage) ?? maxLimit, stated: given !== undefined };
}
