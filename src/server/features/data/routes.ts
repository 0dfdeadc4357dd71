import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { userIdOf } from '../../auth/session-plugin.js';
import { clearChatMemoryBodySchema, type ClearChatMemoryResult } from '../../../shared/account-data.js';
import { deleteConversations, forgetConversationMemory } from './chat-tables.js';

/** The person's own data: clearing chat memory. */
export async function dataRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/chat-memory/clear', { schema: { body: clearChatMemoryBodySchema } }, async (request): Promise<ClearChatMemoryResult> => {
    const userId = userIdOf(request);
    const cleared = request.body.what === 'conversations' ? await deleteConversations(db, userId) : await forgetConversationMemory(db, userId);
    return { cleared };
  });
}
