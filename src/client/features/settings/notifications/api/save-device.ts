import { apiRequest } from '@/lib/api';
import type { Device, PushSubscriptionBody } from '../../../../../shared/notifications.js';

/** POST /api/notifications/devices: this browser's push subscription. */
export const saveDevice = (subscription: PushSubscriptionBody) => apiRequest<Device>('POST', '/api/notifications/devices', subscription);
