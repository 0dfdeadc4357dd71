import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { createSubscription, refreshPlan } from '@/lib/billing';
import type { PaidPlanId } from '../../../shared/billing.js';

/** Opens a tab; false when the browser blocked it. (No 'noopener': with it, window.open always answers null.) */
const openTab = (url: string) => window.open(url, '_blank') !== null;

/**
 * The chat's upgrade: checkout opens in a new tab so the conversation stays where it is. A blocked
 * tab gets the 'Popup Blocked' toast with an 'Open Checkout' action; the plan and usage are read
 * again when the person comes back to this tab. A paying person's switch needs no checkout.
 */
export function useUpgradeInNewTab() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const upgrade = async (planId: PaidPlanId): Promise<boolean> => {
    setPending(true);
    try {
      const { checkoutUrl } = await createSubscription(planId);
      if (!checkoutUrl) {
        await refreshPlan(queryClient);
        toast({ title: 'Subscription created successfully!' });
        return true;
      }
      window.addEventListener('focus', () => void refreshPlan(queryClient), { once: true });
      if (!openTab(checkoutUrl)) {
        toast({
          title: 'Popup Blocked',
          description: 'Your browser blocked the checkout tab.',
          duration: 15_000,
          action: {
            label: 'Open Checkout',
            altText: 'Open the checkout',
            onClick: () => {
              if (!openTab(checkoutUrl)) window.location.assign(checkoutUrl);
            },
          },
        });
      }
      return true;
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to create subscription'), variant: 'destructive' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { upgrade, pending };
}
