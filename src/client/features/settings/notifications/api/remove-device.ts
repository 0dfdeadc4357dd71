import { apiRequest } from '@/lib/api';

/** DELETE /api/notifications/devices/{id} */
export const removeDevice = (id: string) => apiRequest<void>('DELETE', `/api/notifications/devices/${id}`);
