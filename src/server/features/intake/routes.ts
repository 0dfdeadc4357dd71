import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { userIdOf } from '../../auth/session-plugin.js';
import { intakeBodySchema, intakeFormSchema } from '../../../shared/intake.js';
import { getIntakeForm, saveIntakeForm } from './service.js';

export async function intakeRoutes(app: FastifyInstance, opts: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/intake-form', { schema: { response: { 200: intakeFormSchema } } }, async (request) =>
    getIntakeForm(opts.db, userIdOf(request)),
  );
  routes.post('/api/intake-form', { schema: { body: intakeBodySchema, response: { 200: intakeFormSchema.unwrap() } } }, async (request) =>
    saveIntakeForm(opts.db, userIdOf(request), request.body),
  );
}
