import { apiRequest } from '@/lib/api';
import type { Subscription } from '../../../../shared/chat.js';

/** GET /api/billing/verify: confirms a finished checkout and answers the plan it gave. */
export const verifyCheckout = (sessionId: string) =>
  apiRequest<Subscription>('GET', `/api/billing/verify?session_id=${encodeURIComponent(sessionId)}`);
