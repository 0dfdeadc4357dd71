import { Crown, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { useUser } from '@/lib/auth';
import { isPaidStatus, planLabel, showsPlans, useBillingMode, usePlanAction } from '@/lib/billing';
import { cn } from '@/lib/utils';
import { PAST_DUE_GRACE_DAYS } from '../../../shared/plans.js';
import { useUsage } from '@/lib/usage';
import { SettingSelect } from './components/setting-controls';
import { SettingsLayout, SettingsSection } from './components/settings-layout';
import { USAGE_LEVEL_TEXT, usageLevel, type UsageLevel } from './usage';
import type { Usage } from '../../../shared/chat.js';

export const CHAT_VOICE_OPTIONS = [
  { value: 'shimmer', label: 'Shimmer: bright and warm' },
  { value: 'alloy', label: 'Alloy: even and neutral' },
  { value: 'ash', label: 'Ash: clear and steady' },
  { value: 'coral', label: 'Coral: friendly and upbeat' },
  { value: 'echo', label: 'Echo: calm and low' },
  { value: 'fable', label: 'Fable: expressive storyteller' },
  { value: 'nova', label: 'Nova: lively and youthful' },
  { value: 'onyx', label: 'Onyx: deep and reassuring' },
  { value: 'sage', label: 'Sage: gentle and thoughtful' },
] as const;

export const VOICE_SPEED_OPTIONS = [
  { value: 0.75, label: 'Slow (0.75×)' },
  { value: 1, label: 'Relaxed (1×)' },
  { value: 1.15, label: 'Natural (1.15×)' },
  { value: 1.25, label: 'Brisk (1.25×)' },
  { value: 1.5, label: 'Fast (1.5×)' },
] as const;

/** /settings/chat-voice (back to /chat): usage of the plan's allowances and Willow's voice personality. */
export function ChatVoicePage() {
  return (
    <SettingsLayout title="Chat & Voice" back="/chat" backLabel="Back to Chat" description="Your usage and how Willow speaks with you.">
      {(settings) => (
        <>
          <UsageOverview />
          <SettingsSection title="AI personality" description="The voice Willow uses in voice conversations.">
            <SettingSelect settings={settings} name="chatVoice" label="Willow’s voice" options={CHAT_VOICE_OPTIONS} />
            <SettingSelect
              settings={settings}
              name="voiceSpeed"
              label="Speaking speed"
              options={withCurrent(VOICE_SPEED_OPTIONS, settings.voiceSpeed)}
            />
          </SettingsSection>
        </>
      )}
    </SettingsLayout>
  );
}

/** The presets, plus the saved speed when it is none of them. */
const withCurrent = (options: readonly { value: number; label: string }[], current: number) =>
  options.some((o) => o.value === current) ? options : [...options, { value: current, label: `${current}×` }];

function UsageOverview() {
  const { user } = useUser();
  const usage = useUsage();
  const plans = showsPlans(useBillingMode());
  const planAction = usePlanAction();
  const plan = user?.planTier ?? 'free';
  return (
    <SettingsSection
      title="Usage"
      description={plans ? `You are on the ${planLabel(user)} plan.` : 'Everyone has unlimited use on this server.'}
    >
      {usage.data ? (
        <UsageBars usage={usage.data} />
      ) : usage.isError ? (
        <p className="text-sm text-muted-foreground">Usage details are not available right now.</p>
      ) : (
        <p className="text-sm text-muted-foreground">Loading usage...</p>
      )}
      {!plans ? null : plan === 'ultra' ? (
        <p className="flex items-center gap-2 text-sm font-semibold">
          <span className="inline-flex items-center gap-1 rounded-full bg-primary px-3 py-1 text-xs text-primary-foreground">
            <Crown className="h-3.5 w-3.5" aria-hidden="true" /> Premium
          </span>
          Unlimited access
        </p>
      ) : (
        <Link href="/pricing" className={cn(buttonVariants(), 'w-full sm:w-auto')}>
          <Sparkles className="h-4 w-4" aria-hidden="true" /> {plan === 'pro' ? 'Go Ultra' : 'Upgrade'}
        </Link>
      )}
      {plans && user?.planStatus === 'past_due' && (
        <p role="alert" className="text-sm text-destructive">
          Your last payment did not go through. Update your payment method in Manage Subscription within {PAST_DUE_GRACE_DAYS} days to keep{' '}
          {planLabel(user)}.
        </p>
      )}
      {plans && isPaidStatus(user?.planStatus) && (
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => void planAction(user)}>
          Manage Subscription
        </Button>
      )}
    </SettingsSection>
  );
}

/** The allowances of app-spec section 3, each with its quota text; a daily voice limit only when the plan has one. */
function usageBars({ current, limits }: Usage): UsageBarProps[] {
  const bars: UsageBarProps[] = [
    {
      label: 'Text messages',
      used: current.textMessagesToday,
      limit: limits.textMessagesPerDay,
      text: (u, m) => `${u}/${m} daily messages used`,
      resets: 'Resets at midnight',
      unlimited: 'Unlimited messages',
    },
    {
      label: 'Voice minutes',
      used: current.voiceMinutesThisMonth,
      limit: limits.voiceMinutesPerMonth,
      text: (u, m) => `${u}/${m} monthly minutes used`,
      resets: 'Resets on the 1st',
      unlimited: 'Unlimited voice',
    },
  ];
  if (limits.voiceMinutesPerDay > 0) {
    bars.push({
      label: 'Voice minutes today',
      used: current.voiceMinutesToday,
      limit: limits.voiceMinutesPerDay,
      text: (u, m) => `${u}/${m} daily minutes used`,
      resets: 'Resets at midnight',
      unlimited: '',
    });
  }
  return bars;
}

function UsageBars({ usage }: { usage: Usage }) {
  return (
    <div className="space-y-4">
      {usageBars(usage).map((bar) => (
        <UsageBar key={bar.label} {...bar} />
      ))}
    </div>
  );
}

const LEVEL_CLASS: Record<UsageLevel, string> = {
  ok: 'bg-primary',
  low: 'bg-amber-500',
  critical: 'bg-destructive',
  reached: 'bg-destructive',
};
const LEVEL_TEXT_CLASS: Record<UsageLevel, string> = {
  ok: '',
  low: 'text-amber-700 dark:text-amber-400',
  critical: 'text-destructive',
  reached: 'text-destructive',
};

interface UsageBarProps {
  label: string;
  used: number;
  limit: number;
  text: (used: number, max: number) => string;
  resets: string;
  unlimited: string;
}

function UsageBar({ label, used, limit, text, resets, unlimited }: UsageBarProps) {
  if (limit === 0) return <UsageLine label={label} detail="Not available on your plan" />;
  if (limit < 0) return <UsageLine label={label} detail={unlimited} />;
  const level = usageLevel(used, limit);
  const percent = Math.min(100, Math.round((used / limit) * 100));
  const warning = USAGE_LEVEL_TEXT[level];
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold">{label}</span>
        <span className={cn('text-muted-foreground', LEVEL_TEXT_CLASS[level])}>
          {text(used, limit)}
          {warning && <strong className="ml-2">{warning}</strong>}
        </span>
      </div>
      <div
        className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={text(used, limit)}
      >
        <div className={cn('h-full rounded-full transition-all', LEVEL_CLASS[level])} style={{ width: `${percent}%` }} data-level={level} />
      </div>
      <p className="mt-1 text-xs text-muted-foreground">{resets}</p>
    </div>
  );
}

function UsageLine({ label, detail }: { label: string; detail: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
      <span className="font-semibold">{label}</span>
      <span className="text-muted-foreground">{detail}</span>
    </div>
  );
}
