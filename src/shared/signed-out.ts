// Zod-free, so the landing page (the first screen) can read it without loading the schemas.

/**
 * A short-lived cookie the landing page reads after a sign-out with an external issuer, to say
 * what happened: signed out of Willow only, Willow and the identity provider, or Willow only
 * because the provider could no longer be asked.
 */
export const SIGNED_OUT_COOKIE = 'willow_signed_out';
export const SIGNED_OUT_STATES = ['willow', 'identity-provider', 'identity-provider-expired'] as const;
export type SignedOutState = (typeof SIGNED_OUT_STATES)[number];
