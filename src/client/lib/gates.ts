import type { User } from '../../shared/users.js';

/**
 * Where a signed-in person must go before the page they asked for (app-spec section 4),
 * or null to stay. Onboarding comes first (name, intake, then terms), so the terms gate
 * leaves the onboarding screens alone; once onboarding is done, unaccepted terms still
 * send every page to /terms-of-service.
 */
export function gateRedirect(user: User, path: string): string | null {
  const onboarding = path.startsWith('/onboarding/') || path === '/landing';
  if (!user.onboardingCompletedAt && !onboarding && path !== '/terms-of-service') return '/onboarding/name';
  if (!user.tosAcceptedAt && path !== '/terms-of-service' && !onboarding) return '/terms-of-service';
  if (!user.tosAcceptedAt && path === '/onboarding/welcome') return '/terms-of-service';
  return null;
}
