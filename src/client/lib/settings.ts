import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '../../shared/settings.js';
import { apiRequest } from './api';

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/settings'], queryFn: () => apiRequest<Settings>('GET', '/api/settings') });

/** Settings are read only for signed-in people (app-spec section 6). */
export const useSettings = (signedIn: boolean) => useQuery({ ...settingsQueryOptions(), enabled: signedIn });

export const patchSetting = (change: Partial<Settings>) => apiRequest<Settings>('PATCH', '/api/settings', change);
