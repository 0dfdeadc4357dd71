import { escapeHtml, layout, messagePage } from '../../auth/idp/pages.js';
import type { SubscriptionState } from '../../providers/billing/billing-provider.js';
import type { TestCheckoutSession } from '../../providers/billing/test-checkout.js';
import { APP_NAME } from '../../../shared/brand.js';
import { PAID_PLAN_IDS, TEST_CHECKOUT_LABEL } from '../../../shared/billing.js';
import { planById } from '../../../shared/plans.js';

/** The built-in test checkout's screens, standing in for Stripe's checkout and billing portal. */

const TEST_PORTAL_LABEL = 'Test billing portal — no payment is taken';
const longDate = (date: Date) => date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function notice(label: string, detail: string) {
  return `<p class="notice" role="note"><strong>${escapeHtml(label)}</strong><br>${escapeHtml(detail)}</p>`;
}

const postButton = (action: string, label: string, secondary = false) =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit"${secondary ? ' class="secondary"' : ''}>${escapeHtml(label)}</button></form>`;

export function testCheckoutPage(session: TestCheckoutSession): string {
  const plan = planById(session.plan);
  const base = `/api/billing/test/checkout/${encodeURIComponent(session.id)}`;
  return layout(
    TEST_CHECKOUT_LABEL,
    `${notice(
      TEST_CHECKOUT_LABEL,
      `This server has no Stripe keys, so this page stands in for Stripe's checkout. Subscribing changes your plan as a payment would, but no card is asked for and nothing is charged.`,
    )}
<h1>Subscribe to ${APP_NAME} ${escapeHtml(plan.name)}</h1>
<p class="lead">${escapeHtml(plan.price)} per month, renewing monthly until you cancel.</p>
<ul>${plan.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>
${postButton(`${base}/complete`, `Subscribe to ${plan.name} (no payment)`)}
${postButton(`${base}/cancel`, `Cancel and return to ${APP_NAME}`, true)}`,
  );
}

export const checkoutClosedPage = (session: TestCheckoutSession) =>
  session.status === 'complete'
    ? messagePage('Checkout complete', 'This checkout is already complete.', { href: session.successUrl, label: `Return to ${APP_NAME}` })
    : messagePage('Checkout canceled', 'This checkout was canceled.', { href: '/pricing', label: 'Back to pricing' });

export function testPortalPage(subscription: SubscriptionState | null): string {
  const header = notice(
    TEST_PORTAL_LABEL,
    `This server has no Stripe keys, so this page stands in for Stripe's billing portal. Changes apply at once and nothing is charged or refunded.`,
  );
  const back = `<p class="switch"><a href="/pricing">Return to ${APP_NAME}</a></p>`;
  if (!subscription?.plan || subscription.status === 'canceled') {
    return layout(
      TEST_PORTAL_LABEL,
      `${header}<h1>Your subscription</h1><p class="lead">You have no running subscription; you are on the Free plan.</p>${back}`,
    );
  }
  const plan = planById(subscription.plan);
  const renewal = subscription.cancelAtPeriodEnd
    ? `Cancels on ${longDate(subscription.currentPeriodEnd)}: you keep ${plan.name} until then, then move to Free.`
    : `Renews on ${longDate(subscription.currentPeriodEnd)}.`;
  const switches = PAID_PLAN_IDS.filter((id) => id !== subscription.plan)
    .map((id) => postButton(`/api/billing/test/portal/switch/${id}`, `Switch to ${planById(id).name} (${planById(id).price}/month)`))
    .join('');
  const cancelOrResume = subscription.cancelAtPeriodEnd
    ? postButton('/api/billing/test/portal/resume', 'Resume subscription')
    : postButton('/api/billing/test/portal/cancel', 'Cancel subscription', true);
  return layout(
    TEST_PORTAL_LABEL,
    `${header}<h1>Your subscription</h1>
<p class="lead">${APP_NAME} ${escapeHtml(plan.name)} · ${escapeHtml(plan.price)} per month</p>
<p role="status">${escapeHtml(renewal)}</p>
${switches}${cancelOrResume}${back}`,
  );
}
