import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema.js';
import { messagePage } from '../../auth/idp/pages.js';
import type { TestCheckout } from '../../providers/billing/test-checkout.js';
import { PAID_PLAN_IDS } from '../../../shared/billing.js';
import { applySubscription } from './service.js';
import type { BillingRouteOptions } from './deps.js';
import { mediaAnswer, redirectTo } from '../../lib/answers.js';
import { checkoutClosedPage, testCheckoutPage, testPortalPage } from './test-checkout-pages.js';

const sessionParams = z.object({ id: z.string().max(255) });
const planParams = z.object({ plan: z.enum(PAID_PLAN_IDS) });

const html = (reply: FastifyReply, page: string, status = 200) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);

/**
 * The test checkout's pages (BILLING on, no Stripe keys, not on https): the checkout a
 * `checkoutUrl` leads to, and the billing portal. They act for the signed-in person only and
 * change plans through the same `applySubscription` as Stripe's webhooks.
 */
export async function testCheckoutRoutes(app: FastifyInstance, opts: BillingRouteOptions & { testCheckout: TestCheckout }) {
  const { db, testCheckout } = opts;
  // The pages' forms post no fields.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  /** The signed-in person's id; otherwise the 401 page is sent and the handler must `return reply` (an async handler that returns nothing after sending makes Fastify send again). */
  const signedIn = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.session) return request.session.userId;
    void html(
      reply,
      messagePage('Sign in to continue', 'Sign in to Willow, then choose your plan again.', { href: '/pricing', label: 'Back to pricing' }),
      401,
    );
    return null;
  };
  const sessionFor = async (request: FastifyRequest & { params: { id: string } }, reply: FastifyReply) => {
    const userId = signedIn(request, reply);
    if (!userId) return null;
    const session = await testCheckout.sessionOf(userId, request.params.id);
    if (!session)
      void html(
        reply,
        messagePage('Checkout not found', 'This checkout does not exist or is not yours.', { href: '/pricing', label: 'Back to pricing' }),
        404,
      );
    return session;
  };

  const routes = app.withTypeProvider<ZodTypeProvider>();
  const page = mediaAnswer('text/html', 'The test checkout page (no payment is taken)');
  routes.get('/api/billing/test/checkout/:id', { schema: { params: sessionParams, response: { 200: page } } }, async (request, reply) => {
    const session = await sessionFor(request, reply);
    if (!session) return reply;
    return html(reply, session.status === 'open' ? testCheckoutPage(session) : checkoutClosedPage(session));
  });
  routes.post(
    '/api/billing/test/checkout/:id/complete',
    { schema: { params: sessionParams, response: { 303: redirectTo("the checkout's success page") } } },
    async (request, reply) => {
      const session = await sessionFor(request, reply);
      if (!session) return reply;
      await testCheckout.complete(session);
      return reply.redirect(session.successUrl, 303);
    },
  );
  routes.post(
    '/api/billing/test/checkout/:id/cancel',
    { schema: { params: sessionParams, response: { 303: redirectTo("the checkout's cancel page") } } },
    async (request, reply) => {
      const session = await sessionFor(request, reply);
      if (!session) return reply;
      await testCheckout.expire(session);
      return reply.redirect(session.cancelUrl, 303);
    },
  );

  /** The person's test subscription, if their stored one is the test checkout's. */
  const subscriptionOf = async (userId: string) => {
    const [user] = await db.select({ subscriptionId: users.stripeSubscriptionId }).from(users).where(eq(users.id, userId));
    return user?.subscriptionId ? testCheckout.retrieveSubscription(user.subscriptionId) : null;
  };
  const portal = '/api/billing/test/portal';

  app.get(portal, { schema: { response: { 200: mediaAnswer('text/html', 'The test billing portal') } } }, async (request, reply) => {
    const userId = signedIn(request, reply);
    if (!userId) return reply;
    return html(reply, testPortalPage(await subscriptionOf(userId)));
  });
  const portalAction = (
    path: string,
    change: (subscriptionId: string, request: FastifyRequest) => ReturnType<TestCheckout['changePlan']>,
  ) =>
    app.post(
      `${portal}/${path}`,
      { schema: { ...(path.includes(':plan') && { params: planParams }), response: { 303: redirectTo('the test billing portal') } } },
      async (request, reply) => {
        const userId = signedIn(request, reply);
        if (!userId) return reply;
        const current = await subscriptionOf(userId);
        if (current && current.status !== 'canceled') await applySubscription(db, userId, await change(current.id, request));
        return reply.redirect(portal, 303);
      },
    );
  portalAction('cancel', (id) => testCheckout.setCancelAtPeriodEnd(id, true));
  portalAction('resume', (id) => testCheckout.setCancelAtPeriodEnd(id, false));
  portalAction('switch/:plan', (id, request) => testCheckout.changePlan(id, (request.params as z.infer<typeof planParams>).plan));
}
