import { z } from 'zod';
import { bodyObjectError } from './errors.js';
import { PLAN_TIERS } from './plans.js';
import { isoTimestamp } from './timestamps.js';
import { fieldLabel, type FieldKey } from './field-labels.js';

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
  /** The sign-in provider vouches that the e-mail belongs to this person (for the built-in one: a mailed link was opened). */
  emailVerified: z.boolean(),
  /** A new e-mail waiting for confirmation from the link sent to it; null when none is waiting. */
  pendingEmail: z.string().nullable(),
});

/** How the link sent to a new e-mail ended, shown on the profile page (`?email=`). */
export const EMAIL_CONFIRMATION_RESULTS = ['confirmed', 'invalid', 'taken'] as const;
export type EmailConfirmationResult = (typeof EMAIL_CONFIRMATION_RESULTS)[number];
const emailLinkToken = z
  .string({ error: 'The link is missing its code' })
  .min(1, 'The link is missing its code')
  .max(200, 'The link is too long');
/** The links mailed about an e-mail change (GET opens a page) and that page's form (POST acts). */
export const emailLinkQuerySchema = z.object({ token: emailLinkToken });
export const emailLinkFormSchema = z.object({ token: emailLinkToken }, { error: 'Send the form of the page the link opened' });
export type User = z.infer<typeof userSchema>;

/** The longest first or last name the profile keeps. */
export const NAME_MAX_LENGTH = 100;

const name = (key: FieldKey) =>
  z
    .string({ error: `${fieldLabel(key)} must be text` })
    .trim()
    .min(1, `${fieldLabel(key)} must not be empty`)
    .max(NAME_MAX_LENGTH, `${fieldLabel(key)} must be at most ${NAME_MAX_LENGTH} characters`);

/** The profile's own fields, as the profile form and PATCH /api/auth/user check them. */
export const profileFieldsSchema = z.object({
  firstName: name('firstName'),
  lastName: name('lastName'),
  email: z.email('Enter a valid e-mail address, such as name@example.com').max(254, 'E-mail must be at most 254 characters'),
  /** Asked for when the e-mail changes: a session alone may not move the sign-in address. */
  currentPassword: z.string({ error: 'Current password must be text' }).max(200, 'Current password is too long'),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/** PATCH /api/auth/user: only the fields app-spec section 7 lists, at least one of them. */
export const patchUserBodySchema = z
  .strictObject(
    {
      ...profileFieldsSchema.shape,
      onboardingCompletedAt: isoTimestamp('onboardingCompletedAt'),
      onboardingStep: z.enum(ONBOARDING_STEPS, `Onboarding step must be one of: ${ONBOARDING_STEPS.join(', ')}`),
      hasSeenWelcomeModal: z.boolean({ error: 'Welcome seen must be true or false' }),
    },
    { error: bodyObjectError() },
  )
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change')
  .refine((body) => body.currentPassword === undefined || body.email !== undefined, {
    message: 'currentPassword is only needed to change the e-mail',
    path: ['currentPassword'],
  });
export type PatchUserBody = z.infer<typeof patchUserBodySchema>;
