import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../auth/session-plugin.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { getSubscription } from '../usage/plan-access.js';
import { getUsage } from '../usage/quotas.js';
import { billingDeps, type BillingRouteOptions } from './deps.js';
import { StripeBilling } from '../../providers/billing/stripe.js';
import { TestCheckout } from '../../providers/billing/test-checkout.js';
import {
  billingConfigSchema,
  billingStateQuerySchema,
  createSubscriptionBodySchema,
  createSubscriptionResponseSchema,
  portalResponseSchema,
  verifyQuerySchema,
} from '../../../shared/billing.js';
import { subscriptionSchema, usageSchema } from '../../../shared/chat.js';
import { createSubscription, handleBillingEvent, openPortal, verifyCheckout } from './service.js';
import { testCheckoutRoutes } from './test-checkout-routes.js';

/** The signed-in calls: checkout, portal and the checkout's verification. */
export async function billingRoutes(app: FastifyInstance, opts: BillingRouteOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/subscription/current', { schema: { response: { 200: subscriptionSchema } } }, async (request) =>
    getSubscription(opts.db, userIdOf(request)),
  );
  routes.get('/api/subscription/usage', { schema: { response: { 200: usageSchema } } }, async (request) =>
    getUsage(opts.db, userIdOf(request), opts.config.billing.mode),
  );
  routes.post(
    '/api/subscription/create',
    { schema: { body: createSubscriptionBodySchema, response: { 200: createSubscriptionResponseSchema } } },
    async (request) => createSubscription(billingDeps(opts, request), userIdOf(request), request.body.planId),
  );
  routes.post('/api/subscription/portal', { schema: { response: { 200: portalResponseSchema } } }, async (request) =>
    openPortal(billingDeps(opts, request), userIdOf(request)),
  );
  routes.get(
    '/api/billing/state',
    { schema: { querystring: billingStateQuerySchema, response: { 200: subscriptionSchema } } },
    async (request) => {
      const userId = userIdOf(request);
      if (request.query.userId !== undefined && request.query.userId !== userId) throw notFound('User');
      return getSubscription(opts.db, userId);
    },
  );
  routes.get(
    '/api/billing/verify',
    { schema: { querystring: verifyQuerySchema, response: { 200: subscriptionSchema } } },
    async (request) => verifyCheckout(billingDeps(opts, request), userIdOf(request), request.query.session_id),
  );
}

/** What needs no session: how this server bills (the public pricing page reads it), Stripe's webhook, the test checkout's pages. */
export async function billingPublicRoutes(app: FastifyInstance, opts: BillingRouteOptions) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/billing/config', { schema: { response: { 200: billingConfigSchema } } }, async () => ({
    mode: opts.config.billing.mode,
  }));
  if (opts.provider instanceof StripeBilling) await app.register(stripeWebhookRoute, { ...opts, stripe: opts.provider });
  if (opts.provider instanceof TestCheckout) await app.register(testCheckoutRoutes, { ...opts, testCheckout: opts.provider });
}

/** POST /api/billing/webhook: the raw body (the signature covers its exact bytes), parsed in this scope only. */
async function stripeWebhookRoute(app: FastifyInstance, opts: BillingRouteOptions & { stripe: StripeBilling }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post('/api/billing/webhook', { schema: { response: { 200: z.object({ received: z.literal(true) }) } } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw badRequest('A signed Stripe event is required');
    let event;
    try {
      event = opts.stripe.parseWebhook(request.body, signature);
    } catch {
      throw badRequest('The Stripe signature does not match this event');
    }
    const outcome = await handleBillingEvent(billingDeps(opts, request), event);
    request.log.info({ eventId: event.id, type: event.type, outcome }, 'billing event');
    return { received: true };
  });
}
