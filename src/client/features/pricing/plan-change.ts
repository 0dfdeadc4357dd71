import { format } from 'date-fns';
import { planById } from '../../../shared/plans.js';
import type { Subscription } from '../../../shared/chat.js';

const longDate = (date: Date) => format(date, 'MMMM d, yyyy');

/** After a plan change, which plan the person is on and from when (and when it renews or ends). */
export function planChangeDescription(subscription: Subscription, today = new Date()): string {
  const since = `You're on the ${planById(subscription.plan.name).name} plan from today, ${longDate(today)}.`;
  if (!subscription.currentPeriodEnd) return since;
  const end = longDate(new Date(subscription.currentPeriodEnd));
  return subscription.cancelAtPeriodEnd ? `${since} It ends on ${end}, then you return to Free.` : `${since} It renews on ${end}.`;
}
