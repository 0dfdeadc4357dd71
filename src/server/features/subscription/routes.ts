import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { userIdOf } from '../../auth/session-plugin.js';
import { subscriptionSchema, usageSchema } from '../../../shared/chat.js';
import type { BillingMode } from '../../../shared/billing.js';
import { getSubscription, getUsage } from './service.js';

export async function subscriptionRoutes(app: FastifyInstance, opts: { db: Db; billingMode: BillingMode }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/subscription/current', { schema: { response: { 200: subscriptionSchema } } }, async (request) =>
    getSubscription(opts.db, userIdOf(request)),
  );
  routes.get('/api/subscription/usage', { schema: { response: { 200: usageSchema } } }, async (request) =>
    getUsage(opts.db, userIdOf(request), opts.billingMode),
  );
}
