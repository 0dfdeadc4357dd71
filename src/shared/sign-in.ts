import { z } from 'zod';

// Sign-in and sign-out through the identity provider (issue 32): what the signed-out pages tell
// people about where they sign in, and what signing out did.

/** GET /api/auth/identity-provider: where sign-in happens, for the landing page's wording. */
export const identityProviderSchema = z.object({
  builtIn: z.boolean().describe("True when Willow's own sign-in pages serve the sign-in (no OIDC_ISSUER_URL)"),
  name: z.string().describe("The identity provider's address as people see it in the browser, e.g. id.example.com"),
  signUpPage: z.boolean().describe('Whether "Start Your Journey" opens a sign-up page (the issuer advertises prompt=create)'),
  signOut: z.boolean().describe('Whether the identity provider can be asked to end its own session too (it has an end_session_endpoint)'),
});
export type IdentityProvider = z.infer<typeof identityProviderSchema>;

/** GET /api/logout: `identityProvider=true` also asks the identity provider to end its session. */
export const logoutQuerySchema = z.object({
  identityProvider: z.enum(['true'], "Signing out of the identity provider too is asked with 'true', or left out").optional(),
});
