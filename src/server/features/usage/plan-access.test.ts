import { describe, expect, it } from 'vitest';
import { UNLIMITED, planById } from '../../../shared/plans.js';
import { effectivePlanId, limitsFor, type PlanRecord } from './plan-access.js';

const now = new Date('2026-11-23T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 24 * 60 * 60 * 1000);
const pro = (changes: Partial<PlanRecord>): PlanRecord => ({
  planTier: 'pro',
  planStatus: 'active',
  planPeriodEnd: days(20),
  planCancelAtPeriodEnd: false,
  planPastDueSince: null,
  ...changes,
});

describe('the plan a person has now', () => {
  it('active and trialing keep the plan, even past a period end the renewal has not reported yet', () => {
    expect(effectivePlanId(pro({}), now)).toBe('pro');
    expect(effectivePlanId(pro({ planStatus: 'trialing' }), now)).toBe('pro');
    expect(effectivePlanId(pro({ planPeriodEnd: days(-2) }), now)).toBe('pro');
  });

  it('set to cancel, or canceled: the plan until the period ends, then Free', () => {
    expect(effectivePlanId(pro({ planCancelAtPeriodEnd: true }), now)).toBe('pro');
    expect(effectivePlanId(pro({ planCancelAtPeriodEnd: true, planPeriodEnd: days(-0.001) }), now)).toBe('free');
    expect(effectivePlanId(pro({ planStatus: 'canceled' }), now)).toBe('pro');
    expect(effectivePlanId(pro({ planStatus: 'canceled', planPeriodEnd: now }), now)).toBe('free');
  });

  it('past_due keeps the plan for the 7-day grace period, then Free', () => {
    expect(effectivePlanId(pro({ planStatus: 'past_due', planPastDueSince: days(-6.9) }), now)).toBe('pro');
    expect(effectivePlanId(pro({ planStatus: 'past_due', planPastDueSince: days(-7) }), now)).toBe('free');
  });

  it('unpaid, incomplete and unknown statuses are Free; a tier granted by hand (no status) stands', () => {
    for (const planStatus of ['unpaid', 'incomplete', 'incomplete_expired', 'paused'])
      expect(effectivePlanId(pro({ planStatus }), now)).toBe('free');
    expect(effectivePlanId(pro({ planStatus: null, planPeriodEnd: null }), now)).toBe('pro');
  });

  it('BILLING=off lifts every limit, whatever the plan', () => {
    expect(limitsFor(pro({ planTier: 'free', planStatus: null }), 'off', now)).toEqual(UNLIMITED);
    expect(limitsFor(pro({ planTier: 'free', planStatus: null }), 'test', now)).toEqual(planById('free').limits);
    expect(limitsFor(pro({}), 'stripe', now)).toEqual(planById('pro').limits);
  });
});
