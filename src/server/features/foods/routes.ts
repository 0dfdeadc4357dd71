import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createFoodSources } from '../../providers/foods/sources.js';
import {
  calculateBodySchema,
  calculateParamsSchema,
  calculateResponseSchema,
  foodSearchQuerySchema,
  foodSearchResponseSchema,
  isValidFoodId,
} from '../../../shared/foods.js';
import { createFoodService, invalidFoodId } from './service.js';

export async function foodRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const { foods } = opts.config;
  const service = createFoodService({
    db: opts.db,
    sources: createFoodSources(foods),
    cacheSeconds: foods.cacheSeconds,
    onlineTimeoutMs: foods.onlineTimeoutMs,
    log: app.log,
  });
  // main.ts loads the foods before it listens: the first search then finds the index ready.
  app.addHook('onListen', async () => {
    service.warm().catch((err: unknown) => app.log.warn({ err }, 'food search index not built ahead'));
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/foods/search',
    { schema: { querystring: foodSearchQuerySchema, response: { 200: foodSearchResponseSchema } } },
    async (request) => service.search(request.query.query),
  );

  routes.post(
    '/api/foods/:fdcId/calculate',
    {
      // A bad id answers 'Invalid food ID' before the body is looked at.
      preValidation: async (request: FastifyRequest<{ Params: { fdcId: string } }>) => {
        if (!isValidFoodId(request.params.fdcId)) throw invalidFoodId();
      },
      schema: { params: calculateParamsSchema, body: calculateBodySchema, response: { 200: calculateResponseSchema } },
    },
    async (request) => service.calculate(request.params.fdcId, request.body.portionSizeGrams),
  );
}
