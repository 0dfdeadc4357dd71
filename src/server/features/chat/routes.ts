import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { userIdOf } from '../../auth/session-plugin.js';
import type { Assistant } from '../../providers/assistant/assistant.js';
import type { BillingMode } from '../../../shared/billing.js';
import type { FoodService } from '../foods/service.js';
import {
  chatBodySchema,
  conversationParamsSchema,
  conversationSchema,
  createConversationBodySchema,
  messageSchema,
  proposalCardSchema,
  proposalParamsSchema,
  proposalStateBodySchema,
  summarySchema,
} from '../../../shared/chat.js';
import { acceptMessage, chatDeps, streamReply } from './chat-turn.js';
import { abortWhenClientLeaves, sendEventStream } from './event-stream.js';
import { updateProposalState } from './proposals.js';
import { createConversation, deleteConversation, listConversations, listMessages, summarizeConversation } from './conversations.js';
import { mediaAnswer, noContent } from '../../lib/answers.js';

export async function chatRoutes(
  app: FastifyInstance,
  opts: { db: Db; assistant: Assistant | null; foods: Pick<FoodService, 'search' | 'sourcedFood'>; billingMode: BillingMode },
) {
  const { db } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/conversations', { schema: { response: { 200: z.array(conversationSchema) } } }, async (request) =>
    listConversations(db, userIdOf(request)),
  );
  routes.post(
    '/api/conversations',
    { schema: { body: createConversationBodySchema, response: { 201: conversationSchema } } },
    async (request, reply) => reply.status(201).send(await createConversation(db, userIdOf(request), request.body.title)),
  );
  routes.delete(
    '/api/conversations/:id',
    { schema: { params: conversationParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteConversation(db, userIdOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
  routes.get(
    '/api/conversations/:id/messages',
    { schema: { params: conversationParamsSchema, response: { 200: z.array(messageSchema) } } },
    async (request) => listMessages(db, userIdOf(request), request.params.id),
  );
  routes.put(
    '/api/conversations/:id/summary',
    { schema: { params: conversationParamsSchema, response: { 200: summarySchema } } },
    async (request) => summarizeConversation(db, userIdOf(request), request.params.id),
  );
  routes.patch(
    '/api/chat/proposals/:id',
    { schema: { params: proposalParamsSchema, body: proposalStateBodySchema, response: { 200: proposalCardSchema } } },
    async (request) => updateProposalState(db, userIdOf(request), request.params.id, request.body),
  );

  /** POST /api/chat: server-sent events `data: {json}` lines, ending with `data: [DONE]`. */
  routes.post(
    '/api/chat',
    {
      schema: {
        body: chatBodySchema,
        response: { 200: mediaAnswer('text/event-stream', 'The reply as server-sent events, ending with data: [DONE]') },
      },
    },
    async (request, reply) => {
      const accepted = await acceptMessage(db, userIdOf(request), request.body, { billingMode: opts.billingMode });

      const signal = abortWhenClientLeaves(reply);
      await sendEventStream(reply, streamReply(chatDeps(db, opts.assistant, opts.foods, request.log), accepted, signal), signal);
    },
  );
}
