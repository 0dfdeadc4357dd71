import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { userIdOf } from '../../auth/session-plugin.js';
import { understandBodySchema, understandResponseSchema } from '../../../shared/proposals.js';
import type { FoodService } from '../foods/service.js';
import { understandText } from './understand.js';

/** POST /api/entries/understand: the entries a sentence proposes; nothing is saved. */
export async function entryTextRoutes(app: FastifyInstance, opts: { db: Db; foods: FoodService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/entries/understand',
    { schema: { body: understandBodySchema, response: { 200: understandResponseSchema } } },
    async (request) => ({
      proposals: await understandText(request.body, { db: opts.db, userId: userIdOf(request), foods: opts.foods, log: request.log }),
    }),
  );
}
