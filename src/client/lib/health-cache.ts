import type { QueryClient } from '@tanstack/react-query';

/** Every tracking read (day, trends, symptom history and list) starts its key with /api/health. */
export const invalidateHealth = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/health') });
