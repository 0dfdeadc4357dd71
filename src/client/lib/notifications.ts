import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { NotificationsState } from '../../shared/notifications.js';

export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;

/** GET /api/notifications: the push key, preferences, devices (this one marked by its endpoint) and supplement groups. */
export const getNotifications = (endpoint: string | null) =>
  apiRequest<NotificationsState>('GET', `/api/notifications${endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : ''}`);

export const notificationsQueryOptions = (endpoint: string | null) =>
  queryOptions({ queryKey: [...NOTIFICATIONS_KEY, endpoint], queryFn: () => getNotifications(endpoint) });

export const useNotifications = (endpoint: string | null, enabled = true) => useQuery({ ...notificationsQueryOptions(endpoint), enabled });
