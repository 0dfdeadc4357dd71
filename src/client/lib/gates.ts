import type { User } from '../../shared/users.js';

/**
 * Where a signed-in person must go before the page they asked for (app-spec section 4),
 * or null to stay. Onboarding gate: without onboardingCompletedAt, every path except
 * /onboarding/*, /landing and /terms-of-service goes to /onboarding/name. Terms gate:
 * without tosAcceptedAt, every path except /terms-of-service goes to /terms-of-service;
 * while onboarding is still running the terms come after name and intake, so the gate
 * leaves /landing and the name and intake steps alone and guards the completion screen.
 */
export function gateRedirect(user: User, path: string): string | null {
  if (path === '/terms-of-service') return null;
  const onboardingPath = path.startsWith('/onboarding/') || path === '/landing';
  if (!user.onboardingCompletedAt) {
    if (!onboardingPath) return '/onboarding/name';
    return !user.tosAcceptedAt && path === '/onboarding/welcome' ? '/terms-of-service' : null;
  }
  return user.tosAcceptedAt ? null : '/terms-of-service';
}
