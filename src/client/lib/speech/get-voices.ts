import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { Voices } from '../../../shared/voice.js';

export const getVoices = () => apiRequest<Voices>('GET', '/api/speech/voices');

/** Who listens and speaks on this server; it does not change while the app runs. */
export const voicesQueryOptions = () => queryOptions({ queryKey: ['speech', 'voices'], queryFn: getVoices, staleTime: Infinity });

export const useVoices = () => useQuery(voicesQueryOptions());
