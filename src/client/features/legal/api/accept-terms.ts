import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { refreshUser } from '@/lib/auth';
import type { User } from '../../../../shared/users.js';

/** POST /api/auth/accept-tos (no body). */
export const acceptTerms = () => apiRequest<User>('POST', '/api/auth/accept-tos');

/** Accepts the terms, then refetches the user before the caller moves on (so the gates see it). */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptTerms, onSuccess: () => refreshUser(queryClient) });
}
