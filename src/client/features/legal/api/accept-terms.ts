import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { userQueryOptions } from '@/lib/auth';
import type { User } from '../../../../shared/users.js';

/** POST /api/auth/accept-tos, then the user is refetched. */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<User>('POST', '/api/auth/accept-tos'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey }),
  });
}
