/** Zod-free, so the first screen can read plans without loading the schemas. */
export const PLAN_TIERS = ['free', 'pro', 'ultra'] as const;
/** Statuses in which a person pays (or is in grace) and so manages their plan in the billing portal. */
export const PAID_PLAN_STATUSES = ['active', 'trialing', 'past_due', 'unpaid'] as const;

export type PlanId = (typeof PLAN_TIERS)[number];

/** -1 means unlimited; 0 means not available. */
export interface PlanLimits {
  textMessagesPerDay: number;
  voiceMinutesPerMonth: number;
  voiceMinutesPerDay: number;
}

export interface Plan {
  id: PlanId;
  name: string;
  priceMonthlyUsd: number;
  price: string;
  description: string;
  features: string[];
  mostPopular: boolean;
  limits: PlanLimits;
}

const SHARED_FEATURES = ['AI-powered holistic guidance', 'Health and symptom logging'];

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    priceMonthlyUsd: 0,
    price: '$0',
    description: 'Start tracking and talking to Willow.',
    features: [...SHARED_FEATURES, '30 text messages per day', '10 voice minutes per month'],
    mostPopular: false,
    limits: { textMessagesPerDay: 30, voiceMinutesPerMonth: 10, voiceMinutesPerDay: -1 },
  },
  {
    id: 'pro',
    name: 'Pro',
    priceMonthlyUsd: 14.99,
    price: '$14.99',
    description: 'Unlimited conversations and plenty of voice.',
    features: [...SHARED_FEATURES, 'Unlimited text messages', '180 voice minutes per month'],
    mostPopular: true,
    limits: { textMessagesPerDay: -1, voiceMinutesPerMonth: 180, voiceMinutesPerDay: -1 },
  },
  {
    id: 'ultra',
    name: 'Ultra',
    priceMonthlyUsd: 39.99,
    price: '$39.99',
    description: 'Everything, without limits.',
    features: [...SHARED_FEATURES, 'Unlimited text messages', 'Unlimited voice conversations'],
    mostPopular: false,
    limits: { textMessagesPerDay: -1, voiceMinutesPerMonth: -1, voiceMinutesPerDay: -1 },
  },
];

/** A plan's name as people read it ('Free', 'Pro', 'Ultra'). */
export const planName = (id: PlanId) => PLANS.find((plan) => plan.id === id)?.name ?? id;

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** A subscription whose renewal payment failed (past_due) keeps its plan this long, then returns to Free. */
export const PAST_DUE_GRACE_DAYS = 7;

/** With BILLING=off nobody is charged and nobody is limited. */
export const UNLIMITED: PlanLimits = { textMessagesPerDay: -1, voiceMinutesPerMonth: -1, voiceMinutesPerDay: -1 };
