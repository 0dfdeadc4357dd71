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
