import { apiRequest } from '@/lib/api';
import type { TestNotificationResult } from '../../../../../shared/notifications.js';

/** POST /api/notifications/test: "Notifications are on" to each of the person's devices. */
export const sendTestNotification = () => apiRequest<TestNotificationResult>('POST', '/api/notifications/test', {});
