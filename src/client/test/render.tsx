import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '@/components/ui/toaster';
import { userQueryOptions } from '@/lib/auth';
import { billingConfigQueryOptions } from '@/lib/billing';
import { createQueryClient } from '@/lib/query-client';
import type { BillingMode } from '../../shared/billing.js';
import type { User } from '../../shared/users.js';

export const testUser = (over: Partial<User> = {}): User => ({
  id: 'u1',
  email: 'maya@example.com',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  tosAcceptedAt: null,
  onboardingCompletedAt: null,
  onboardingStep: null,
  hasSeenWelcomeModal: false,
  planTier: 'free',
  planStatus: null,
  localAccount: true,
  emailVerified: true,
  pendingEmail: null,
  ...over,
});

/** Renders with a fresh query client (user pre-filled when given, billing mode pre-filled), an in-memory router and the toaster. */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', user, billingMode = 'test' }: { path?: string; user?: User | null; billingMode?: BillingMode } = {},
) {
  const queryClient = createQueryClient();
  if (user !== undefined) queryClient.setQueryData(userQueryOptions().queryKey, user);
  queryClient.setQueryData(billingConfigQueryOptions().queryKey, { mode: billingMode });
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        {ui}
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, history: location.history };
}
