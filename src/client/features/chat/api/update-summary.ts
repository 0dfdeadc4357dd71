import { apiRequest } from '@/lib/api';

/** PUT /api/conversations/{id}/summary (empty body), run on leaving a conversation; failures are ignored. */
export async function updateSummary(conversationId: string): Promise<void> {
  try {
    await apiRequest<{ summary: string | null }>('PUT', `/api/conversations/${conversationId}/summary`);
  } catch {
    // The summary only feeds chat memory; leaving must never fail because of it (app-spec section 4).
  }
}
