import { ApiError } from '@/lib/api';
import { PLAN_TIERS, PLANS, planById, type PlanId } from '../../../shared/plans.js';
import type { Usage } from '../../../shared/chat.js';

export interface QuotaInfo {
  type: 'text' | 'voice';
  currentUsage: number;
  maxLimit: number;
  /** False when the server gave no numbers and the Free plan's limits stand in. */
  stated?: boolean;
}

const FREE_LIMITS = planById('free').limits;

/** A 429 whose body says a usage limit was reached (limitExceeded): it opens the quota dialog instead of an error. */
export const isLimitError = (error: unknown): error is ApiError => error instanceof ApiError && error.isQuotaLimit;

/** What the quota dialog shows for a limit error: the body's quotaInfo, or the Free plan's text limit when it has none. */
export function quotaInfoOf(error: ApiError): QuotaInfo {
  const info = error.body?.quotaInfo;
  if (info) return { ...info, stated: true };
  return { type: 'text', maxLimit: FREE_LIMITS.textMessagesPerDay, currentUsage: FREE_LIMITS.textMessagesPerDay, stated: false };
}

/** What a plan gives of one kind of use, in words: 'unlimited messages', '180 voice minutes a month'. */
function allowance(limits: (typeof PLANS)[number]['limits'], type: QuotaInfo['type']): string | null {
  const amount = type === 'voice' ? limits.voiceMinutesPerMonth : limits.textMessagesPerDay;
  if (amount === 0) return null;
  if (type === 'voice') return amount < 0 ? 'unlimited voice' : `${amount} voice minutes a month`;
  return amount < 0 ? 'unlimited messages' : `${amount} messages a day`;
}

/**
 * The limit dialog's offer, from the plans' real limits: what each plan above `tier` gives of the
 * used-up kind ('Upgrade to Pro for 180 voice minutes a month, or Ultra for unlimited voice').
 */
export function upgradeOffer(type: QuotaInfo['type'], tier: PlanId): string {
  const above = PLANS.filter((plan) => PLAN_TIERS.indexOf(plan.id) > PLAN_TIERS.indexOf(tier))
    .map((plan) => ({ name: plan.name, gives: allowance(plan.limits, type) }))
    .filter((plan): plan is { name: string; gives: string } => plan.gives !== null);
  const after = 'or come back after the reset. Your conversations are all still here.';
  const [first] = above;
  if (!first) return `Come back after the reset. Your conversations are all still here.`;
  const sameForAll = above.every((plan) => plan.gives === first.gives);
  const offers = sameForAll
    ? `${above.map((plan) => plan.name).join(' or ')} for ${first.gives}`
    : above.map((plan) => `${plan.name} for ${plan.gives}`).join(', or ');
  return `${tier === 'pro' ? 'Go' : 'Upgrade to'} ${offers}, ${after}`;
}

/** The voice minutes a person has used up, this month's or today's, before they start talking; null while some are left. */
export function voiceUsedUp({ current, limits }: Usage): (QuotaInfo & { per: 'month' | 'day' }) | null {
  if (limits.voiceMinutesPerMonth > 0 && current.voiceMinutesThisMonth >= limits.voiceMinutesPerMonth)
    return {
      type: 'voice',
      currentUsage: current.voiceMinutesThisMonth,
      maxLimit: limits.voiceMinutesPerMonth,
      stated: true,
      per: 'month',
    };
  if (limits.voiceMinutesPerDay > 0 && current.voiceMinutesToday >= limits.voiceMinutesPerDay)
    return { type: 'voice', currentUsage: current.voiceMinutesToday, maxLimit: limits.voiceMinutesPerDay, stated: true, per: 'day' };
  return null;
}
