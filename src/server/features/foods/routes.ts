import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calculateBodySchema,
  calculateParamsSchema,
  calculateResponseSchema,
  foodSearchQuerySchema,
  foodSearchResponseSchema,
  isValidFoodId,
} from '../../../shared/foods.js';
import { invalidFoodId, type FoodService } from './service.js';

/** The food search and portion calculation; app.ts makes the one service that meals understood from text use too. */
export async function foodRoutes(app: FastifyInstance, opts: { service: FoodService }) {
  const { service } = opts;
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
