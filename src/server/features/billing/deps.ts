import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { BillingProvider } from '../../providers/billing/billing-provider.js';
import type { BillingDeps } from './service.js';

/** What every billing route is given (app.ts), and the routes' own `users` and test-checkout share. */
export interface BillingRouteOptions {
  db: Db;
  config: Config;
  provider: BillingProvider | null;
}

export const billingDeps = (opts: BillingRouteOptions, request: FastifyRequest): BillingDeps => ({
  db: opts.db,
  mode: opts.config.billing.mode,
  provider: opts.provider,
  appUrl: opts.config.appUrl,
  log: request.log,
});
