import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PatchSettingsBody, Settings } from '../../shared/settings.js';
import { apiRequest } from './api';

/** GET /api/settings (shared: the theme and time zone follow it app-wide; settings pages build on it). */
export const getSettings = () => apiRequest<Settings>('GET', '/api/settings');

export const settingsQueryOptions = () => queryOptions({ queryKey: ['/api/settings'], queryFn: getSettings });

/** Settings are read only for signed-in people (app-spec section 6). */
export const useSettings = (signedIn: boolean) => useQuery({ ...settingsQueryOptions(), enabled: signedIn });

/** PATCH /api/settings with exactly one key. */
export const patchSetting = (change: PatchSettingsBody) => apiRequest<Settings>('PATCH', '/api/settings', change);
