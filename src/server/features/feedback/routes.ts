import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { userIdOf } from '../../auth/session-plugin.js';
import { feedbackBodySchema, feedbackSchema } from '../../../shared/feedback.js';
import { saveFeedback } from './service.js';

export async function feedbackRoutes(app: FastifyInstance, opts: { db: Db }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/api/feedback', { schema: { body: feedbackBodySchema, response: { 201: feedbackSchema } } }, async (request, reply) =>
      reply.status(201).send(await saveFeedback(opts.db, userIdOf(request), request.body)),
    );
}
