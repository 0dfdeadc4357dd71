import { apiRequest } from '@/lib/api';
import type { UnderstandBody, UnderstandResponse } from '../../../../shared/proposals.js';

/** POST /api/entries/understand: the entries a text proposes, each the exact body Save sends; nothing is saved. */
export const understandText = (body: UnderstandBody) => apiRequest<UnderstandResponse>('POST', '/api/entries/understand', body);
