import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PatchUserBody, User } from '../../shared/users.js';
import { ApiError, apiRequest } from './api';

/** GET /api/auth/user; a 401 means signed out and gives null. */
export async function getUser(): Promise<User | null> {
  try {
    return await apiRequest<User>('GET', '/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/user'],
    queryFn: getUser,
    staleTime: 30_000,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useUser() {
  const query = useQuery(userQueryOptions());
  return { user: query.data ?? null, isLoading: query.isLoading, isAuthenticated: !!query.data };
}

export const signIn = (flow: 'signup' | 'login') => window.location.assign(`/api/login?flow=${flow}`);
export const signOut = () => window.location.assign('/api/logout');

export const PLAN_LABELS = { free: 'Free', pro: 'Pro', ultra: 'Ultra' } as const;

export const updateUser = (body: PatchUserBody) => apiRequest<User>('PATCH', '/api/auth/user', body);

/** PATCH /api/auth/user; the cached user is replaced by the answer. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions().queryKey, user),
  });
}
