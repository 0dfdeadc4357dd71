import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { asyncHandler } from './async-handler.js';

/**
 * A local stand-in for the few Stripe API endpoints Willow calls (customers, checkout sessions,
 * subscriptions, billing portal sessions), speaking Stripe's form-encoded requests and JSON
 * answers, with helpers to play the customer's side (paying a checkout, Stripe changing a
 * subscription) and to sign webhook events with the official package.
 */

export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_willow',
  STRIPE_WEBHOOK_SECRET: 'whsec_willow_test',
  STRIPE_PRICE_PRO: 'price_pro_test',
  STRIPE_PRICE_ULTRA: 'price_ultra_test',
};

const DAY = 24 * 60 * 60;
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface StandInSubscription {
  id: string;
  customer: string;
  status: string;
  price: string;
  current_period_end: number;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
}

interface StandInSession {
  id: string;
  customer: string;
  client_reference_id: string | null;
  price: string;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  subscription: string | null;
}

export interface StripeRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | undefined;
}

export interface StripeStandIn {
  /** STRIPE_* variables that point the app at this server. */
  env: Record<string, string>;
  requests: StripeRequest[];
  customers: Map<string, { id: string; email: string | null; metadata: Record<string, string> }>;
  sessions: Map<string, StandInSession>;
  subscriptions: Map<string, StandInSubscription>;
  /** The customer pays a checkout: its subscription starts (active, a month). */
  pay(sessionId: string): StandInSubscription;
  /** Stripe changes a subscription on its side (portal, renewal, failed payment, end). */
  update(subscriptionId: string, changes: Partial<StandInSubscription>): StandInSubscription;
  /** A signed webhook delivery: the body and the Stripe-Signature header. */
  event(type: string, object: unknown, id?: string): { id: string; payload: string; headers: Record<string, string> };
  count(method: string, pathPrefix: string): number;
  close(): Promise<void>;
}

const signer = new Stripe('sk_test_signer');

function readMetadata(params: URLSearchParams, prefix: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of params) {
    const match = key.startsWith(`${prefix}[`) && /\[([^\]]+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeRequest[] = [];
  const customers: StripeStandIn['customers'] = new Map();
  const sessions = new Map<string, StandInSession>();
  const subscriptions = new Map<string, StandInSubscription>();
  const idempotent = new Map<string, unknown>();

  const subscriptionJson = (s: StandInSubscription) => ({
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancel_at_period_end,
    cancel_at: s.cancel_at_period_end ? s.current_period_end : null,
    created: s.current_period_end - 30 * DAY,
    metadata: s.metadata,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${s.id}`,
          object: 'subscription_item',
          price: { id: s.price, object: 'price' },
          current_period_end: s.current_period_end,
        },
      ],
    },
  });
  const sessionJson = (s: StandInSession) => ({
    id: s.id,
    object: 'checkout.session',
    mode: 'subscription',
    url: `https://checkout.stripe.test/c/pay/${s.id}`,
    customer: s.customer,
    client_reference_id: s.client_reference_id,
    status: s.status,
    payment_status: s.payment_status,
    subscription: s.subscription,
    success_url: s.success_url,
    cancel_url: s.cancel_url,
  });
  const missing = (res: ServerResponse, what: string) =>
    send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });

  const server = createServer(
    asyncHandler(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const params = new URLSearchParams(req.method === 'GET' ? url.search : Buffer.concat(chunks).toString('utf8'));
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname, params, idempotencyKey });
      const [, , resource, id] = url.pathname.split('/');
      const path = url.pathname;

      if (method === 'POST' && path === '/v1/customers') {
        const key = `customer:${idempotencyKey}`;
        if (idempotencyKey && idempotent.has(key)) return send(res, 200, idempotent.get(key));
        const customer = { id: newId('cus'), email: params.get('email'), metadata: readMetadata(params, 'metadata') };
        customers.set(customer.id, customer);
        const body = { ...customer, object: 'customer' };
        if (idempotencyKey) idempotent.set(key, body);
        return send(res, 200, body);
      }
      if (method === 'POST' && path === '/v1/checkout/sessions') {
        const session: StandInSession = {
          id: newId('cs_test'),
          customer: params.get('customer') ?? '',
          client_reference_id: params.get('client_reference_id'),
          price: params.get('line_items[0][price]') ?? '',
          success_url: params.get('success_url') ?? '',
          cancel_url: params.get('cancel_url') ?? '',
          metadata: readMetadata(params, 'subscription_data[metadata]'),
          status: 'open',
          payment_status: 'unpaid',
          subscription: null,
        };
        sessions.set(session.id, session);
        return send(res, 200, sessionJson(session));
      }
      if (method === 'GET' && path.startsWith('/v1/checkout/sessions/')) {
        const session = sessions.get(path.split('/').pop()!);
        return session ? send(res, 200, sessionJson(session)) : missing(res, 'checkout.session');
      }
      if (resource === 'subscriptions' && id) {
        const subscription = subscriptions.get(id);
        if (!subscription) return missing(res, 'subscription');
        if (method === 'POST') {
          const price = params.get('items[0][price]');
          if (price) subscription.price = price;
          if (params.has('cancel_at_period_end')) subscription.cancel_at_period_end = params.get('cancel_at_period_end') === 'true';
        }
        if (method === 'DELETE') subscription.status = 'canceled';
        return send(res, 200, subscriptionJson(subscription));
      }
      if (method === 'POST' && path === '/v1/billing_portal/sessions') {
        const portalId = newId('bps');
        return send(res, 200, {
          id: portalId,
          object: 'billing_portal.session',
          customer: params.get('customer'),
          return_url: params.get('return_url'),
          url: `https://billing.stripe.test/p/session/${portalId}`,
        });
      }
      return missing(res, path);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    env: { ...STRIPE_TEST_ENV, STRIPE_API_URL: `http://127.0.0.1:${port}` },
    requests,
    customers,
    sessions,
    subscriptions,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      const subscription: StandInSubscription = {
        id: newId('sub'),
        customer: session.customer,
        status: 'active',
        price: session.price,
        current_period_end: nowSeconds() + 30 * DAY,
        cancel_at_period_end: false,
        metadata: session.metadata,
      };
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
      return subscription;
    },
    update(subscriptionId, changes) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
      return Object.assign(subscription, changes);
    },
    event(type, object, id = newId('evt')) {
      const payload = JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: nowSeconds(), data: { object } });
      const header = signer.webhooks.generateTestHeaderString({ payload, secret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET });
      return { id, payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header } };
    },
    count: (method, pathPrefix) => requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix)).length,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  res.end(JSON.stringify(body));
}

/** The JSON Stripe would put in an event's data.object. */
export const eventObjects = {
  checkoutCompleted: (session: { id: string; customer: string; client_reference_id: string | null; subscription: string | null }) => ({
    object: 'checkout.session',
    ...session,
  }),
  subscription: (s: StandInSubscription) => ({
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    metadata: s.metadata,
  }),
  invoice: (s: StandInSubscription) => ({
    id: newId('in'),
    object: 'invoice',
    customer: s.customer,
    parent: { type: 'subscription_details', subscription_details: { subscription: s.id, metadata: s.metadata } },
  }),
};
