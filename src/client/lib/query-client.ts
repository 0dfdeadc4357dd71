import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api';

/** Default reads: GET of the key segments joined by slashes. */
const defaultQueryFn: QueryFunction = ({ queryKey }) => apiRequest('GET', queryKey.join('/'));

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
