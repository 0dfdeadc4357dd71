/** GET /api/subscription/usage (app-spec section 3). A limit of -1 is unlimited; 0 is not available. */
export interface Usage {
  current: { textMessagesToday: number; voiceMinutesThisMonth: number; voiceMinutesToday: number };
  limits: { textMessagesPerDay: number; voiceMinutesPerMonth: number; voiceMinutesPerDay: number };
}

export type UsageLevel = 'ok' | 'low' | 'critical' | 'reached';

/** Usage warnings over 80 and 90 percent (app-spec section 9); a used-up allowance, text or voice, is 'reached'. */
export function usageLevel(used: number, limit: number): UsageLevel {
  if (limit <= 0) return 'ok';
  const percent = (used / limit) * 100;
  if (percent >= 100) return 'reached';
  if (percent > 90) return 'critical';
  if (percent > 80) return 'low';
  return 'ok';
}

export const USAGE_LEVEL_TEXT: Record<UsageLevel, string | null> = {
  ok: null,
  low: 'Running low',
  critical: 'Nearly at limit',
  reached: 'Limit reached',
};
