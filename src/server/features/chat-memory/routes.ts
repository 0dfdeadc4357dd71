import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { userIdOf } from '../../auth/session-plugin.js';
import { noContent } from '../../lib/answers.js';
import { conversationParamsSchema } from '../../../shared/chat.js';
import { chatMemorySchema, factParamsSchema } from '../../../shared/chat-memory.js';
import { forgetFact } from './facts.js';
import { forgetConversationSummary, listChatMemory } from './memory.js';

/** /settings/chat-memory: what Willow remembers, and forgetting one memory at a time. */
export async function chatMemoryRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/chat-memory', { schema: { response: { 200: chatMemorySchema } } }, async (request) =>
    listChatMemory(db, userIdOf(request)),
  );
  routes.delete(
    '/api/chat-memory/facts/:id',
    { schema: { params: factParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await forgetFact(db, userIdOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
  routes.delete(
    '/api/conversations/:id/summary',
    { schema: { params: conversationParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await forgetConversationSummary(db, userIdOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
