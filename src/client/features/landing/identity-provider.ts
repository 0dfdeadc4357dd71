import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { IdentityProvider } from '../../../shared/sign-in.js';
import { SIGNED_OUT_COOKIE, SIGNED_OUT_STATES, type SignedOutState } from '../../../shared/signed-out.js';

/** GET /api/auth/identity-provider: where people sign in. */
export const useIdentityProvider = () =>
  useQuery({
    queryKey: ['/api/auth/identity-provider'],
    queryFn: () => apiRequest<IdentityProvider>('GET', '/api/auth/identity-provider'),
    staleTime: Infinity,
    retry: false,
  });

/** What the last sign-out did, told once: the cookie is removed as it is read. */
export function takeSignedOutState(): SignedOutState | null {
  const value = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${SIGNED_OUT_COOKIE}=`))
    ?.slice(SIGNED_OUT_COOKIE.length + 1);
  if (value === undefined) return null;
  document.cookie = `${SIGNED_OUT_COOKIE}=; Max-Age=0; Path=/`;
  return (SIGNED_OUT_STATES as readonly string[]).includes(value) ? (value as SignedOutState) : null;
}

/** Sign out of the identity provider as well, after signing out of Willow. */
export const signOutOfIdentityProvider = () => window.location.assign('/api/logout?identityProvider=true');
