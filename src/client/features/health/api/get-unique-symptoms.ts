import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** GET /api/health/symptoms/unique: the user's symptom names, most recently logged first. */
export const getUniqueSymptoms = () => apiRequest<string[]>('GET', '/api/health/symptoms/unique');

export const uniqueSymptomsQueryOptions = () => queryOptions({ queryKey: ['/api/health/symptoms/unique'], queryFn: getUniqueSymptoms });

export const useUniqueSymptoms = () => useQuery(uniqueSymptomsQueryOptions());
