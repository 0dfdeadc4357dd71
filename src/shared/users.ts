import { z } from 'zod';
import { bodyObjectError } from './errors.js';

export const PLAN_TIERS = ['free', 'pro', 'ultra'] as const;
export const PAID_PLAN_STATUSES = ['active', 'trialing', 'past_due', 'unpaid'] as const;
export const ONBOARDING_STEPS = ['name', 'intake', 'terms', 'completed'] as const;

/** The user as the API returns it: an allowlist, never the table row. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  tosAcceptedAt: z.string().nullable(),
  onboardingCompletedAt: z.string().nullable(),
  onboardingStep: z.string().nullable(),
  hasSeenWelcomeModal: z.boolean(),
  planTier: z.enum(PLAN_TIERS),
  planStatus: z.string().nullable(),
  /** True when the account lives in the built-in identity provider (it has a change-password page). */
  localAccount: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

const name = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(100, `${field} must be at most 100 characters`);

/** PATCH /api/auth/user: only the fields app-spec section 7 lists, at least one of them. */
export const patchUserBodySchema = z
  .strictObject(
    {
      firstName: name('firstName'),
      lastName: name('lastName'),
      email: z.email('email must be a valid e-mail address').max(254),
      onboardingCompletedAt: z.iso.datetime({ offset: true, error: 'onboardingCompletedAt must be an ISO date-time' }),
      onboardingStep: z.enum(ONBOARDING_STEPS, `onboardingStep must be one of: ${ONBOARDING_STEPS.join(', ')}`),
      hasSeenWelcomeModal: z.boolean({ error: 'hasSeenWelcomeModal must be true or false' }),
    },
    { error: bodyObjectError() },
  )
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type PatchUserBody = z.infer<typeof patchUserBodySchema>;
