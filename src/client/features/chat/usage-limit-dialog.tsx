import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { useUser } from '@/lib/auth';
import { showsPlans, useBillingMode } from '@/lib/billing';
import { useUsage } from '@/lib/usage';
import { upgradeOffer, type QuotaInfo } from './quota';
import { useUpgradeInNewTab } from './upgrade-in-new-tab';

/** '{used}/{max} daily messages used' or '{used}/{max} monthly minutes used' (app-spec section 9). */
export const quotaText = ({ type, currentUsage, maxLimit }: QuotaInfo) =>
  `${currentUsage}/${maxLimit} ${type === 'voice' ? 'monthly minutes' : 'daily messages'} used`;

/**
 * Opens when a send meets the plan's limit: how much is used, when it resets, and Upgrade (Free
 * to Pro) or Go Ultra (Pro to Ultra), whose checkout opens in a new tab. The count is the 429's
 * quotaInfo; when the 429 gave none, the usage call's.
 */
export function UsageLimitDialog({ quota, onClose }: { quota: QuotaInfo | null; onClose: () => void }) {
  const { user } = useUser();
  const plans = showsPlans(useBillingMode());
  const { upgrade, pending } = useUpgradeInNewTab();
  const target = user?.planTier === 'pro' ? 'ultra' : 'pro';
  const guessed = !!quota && !quota.stated;
  const usage = useUsage({ enabled: guessed });
  const shown: QuotaInfo | null =
    guessed && usage.data && quota.type === 'text' && usage.data.limits.textMessagesPerDay > 0
      ? { type: 'text', currentUsage: usage.data.current.textMessagesToday, maxLimit: usage.data.limits.textMessagesPerDay }
      : quota;
  const voice = shown?.type === 'voice';
  const percent = shown && shown.maxLimit > 0 ? Math.min(100, Math.round((shown.currentUsage / shown.maxLimit) * 100)) : 100;

  return (
    <Dialog
      open={!!quota}
      onOpenChange={(open) => !open && onClose()}
      title={voice ? 'Monthly voice limit reached' : 'Daily message limit reached'}
      description={voice ? "You've used this month's voice minutes on your plan." : "You've used today's messages on your plan."}
    >
      {shown && (
        <div className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
            <span className="font-semibold">{quotaText(shown)}</span>
            <span className="text-muted-foreground">{voice ? 'Resets on the 1st of the month' : 'Resets at midnight'}</span>
          </div>
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label="Usage"
            aria-valuemin={0}
            aria-valuemax={shown.maxLimit}
            aria-valuenow={shown.currentUsage}
          >
            <div className="h-full rounded-full bg-destructive" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm text-muted-foreground">
            {plans
              ? upgradeOffer(shown.type, user?.planTier ?? 'free')
              : 'Come back after the reset. Your conversations are all still here.'}
          </p>
        </div>
      )}
      <DialogActions>
        <Button variant="outline" onClick={onClose}>
          Not now
        </Button>
        {plans && user?.planTier !== 'ultra' && (
          <Button disabled={pending} onClick={() => void upgrade(target).then((opened) => opened && onClose())}>
            <Sparkles className="h-4 w-4" aria-hidden="true" /> {pending ? 'Processing...' : target === 'ultra' ? 'Go Ultra' : 'Upgrade'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
