import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PatchUserBody, User } from '../../shared/users.js';
import { apiRequest, toApiError } from './api';
import { unsubscribeFromPush } from './pwa';

/**
 * The signed-in user, shared by every feature (features may not import each other, so the
 * user endpoints live here). GET /api/auth/user; a 401 means signed out and gives null.
 */
export async function getUser(): Promise<User | null> {
  const response = await fetch('/api/auth/user', { credentials: 'include' });
  // Signed out is the usual answer on a first visit: there is no error to read (nor its schema to load).
  if (response.status === 401) return null;
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as User;
}

export const USER_STALE_TIME_MS = 30_000;

export const userQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/user'],
    queryFn: getUser,
    staleTime: USER_STALE_TIME_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useUser() {
  const query = useQuery(userQueryOptions());
  return { user: query.data ?? null, isLoading: query.isLoading, isAuthenticated: !!query.data, error: query.error };
}

/** Refetches the user (after any change to it). */
export const refreshUser = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey });

/** Sign-in and sign-out are full-page navigations to the server. */
export const signIn = (flow: 'signup' | 'login') => window.location.assign(`/api/login?flow=${flow}`);
/** Signing out also stops this device's notifications (they are the person's, not the device's). */
export const signOut = () => void unsubscribeFromPush().finally(() => window.location.assign('/api/logout'));

/** PATCH /api/auth/user. */
export const updateUser = (body: PatchUserBody) => apiRequest<User>('PATCH', '/api/auth/user', body);

/** PATCH /api/auth/user; the answer is the saved user, so it replaces the cached one (no refetch). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions().queryKey, user),
  });
}
