import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { StripeBilling } from './stripe.js';
import { TestCheckout } from './test-checkout.js';

/** Stripe when its keys are set, the test checkout on a server that may offer it, else none (off or unconfigured). */
export function createBillingProvider(config: Config, db: Db): StripeBilling | TestCheckout | null {
  const { mode, stripe } = config.billing;
  if (mode === 'stripe' && stripe) return new StripeBilling(stripe);
  if (mode === 'test') return new TestCheckout(db, config.appUrl);
  return null;
}
