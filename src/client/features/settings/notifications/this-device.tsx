import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BellRing, BellOff, Send, Smartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import type { NotificationsState } from '../../../../shared/notifications.js';
import { NOTIFICATIONS_KEY } from '@/lib/notifications';
import { saveDevice } from './api/save-device';
import { removeDevice } from './api/remove-device';
import { sendTestNotification } from './api/send-test-notification';
import { PushBlockedError, subscribeThisDevice, unsubscribeThisDevice } from './push-device';
import type { PushDeviceState } from './use-push-device';

/** How to allow notifications again once they were blocked, for the browser at hand. */
function unblockSteps(): string {
  const ua = navigator.userAgent;
  if (/Android/.test(ua))
    return 'Open your browser’s menu › Settings › Site settings › Notifications, allow this site, then come back here.';
  if (/iPhone|iPad/.test(ua)) return 'Open the Settings app › Notifications › Willow and turn on Allow Notifications.';
  if (/Firefox\//.test(ua))
    return 'Click the icon left of the address bar, clear the blocked Notifications permission, then reload this page.';
  if (/Safari\//.test(ua) && !/Chrome\//.test(ua))
    return 'Open Safari › Settings › Websites › Notifications, set this site to Allow, then reload this page.';
  return 'Click the icon left of the address bar, open Site settings, set Notifications to Allow, then reload this page.';
}

/**
 * This browser's part: whether it can show Willow's notifications, and the one button that asks
 * for permission (from a tap, never on load), then subscribes it; once on, a test notification
 * and turning it off here.
 */
export function ThisDevice({ device, state }: { device: PushDeviceState; state: NotificationsState }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'enable' | 'test' | 'disable' | null>(null);
  const registered = state.devices.find((d) => d.current);
  const refreshAll = async () => {
    await device.refresh();
    await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  };
  const run = async (action: 'enable' | 'test' | 'disable', work: () => Promise<void>) => {
    setBusy(action);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  const enable = () =>
    run('enable', async () => {
      try {
        await saveDevice(await subscribeThisDevice(state.publicKey));
        toast({ title: 'Notifications on', description: 'This device will get Willow’s reminders.' });
      } catch (error) {
        if (!(error instanceof PushBlockedError)) {
          toast({
            title: 'Error',
            description: errorMessage(error, 'Could not turn on notifications on this device. Please try again.'),
            variant: 'destructive',
          });
        }
      }
      await refreshAll();
    });
  const test = () =>
    run('test', async () => {
      try {
        const result = await sendTestNotification();
        toast(
          result.devices > 0
            ? {
                title: 'Test notification sent',
                description: `Sent to ${result.devices} ${result.devices === 1 ? 'device' : 'devices'}. It should appear in a moment.`,
              }
            : {
                title: 'Nothing sent',
                description: 'None of your devices could be reached. Turn notifications on again on this device.',
                variant: 'destructive',
              },
        );
      } catch (error) {
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to send a test notification. Please try again.'),
          variant: 'destructive',
        });
      }
      await refreshAll();
    });
  const disable = () =>
    run('disable', async () => {
      if (registered) await removeDevice(registered.id).catch(() => undefined);
      await unsubscribeThisDevice().catch(() => undefined);
      await refreshAll();
    });

  let content;
  if (device.support === 'ios-needs-home-screen') {
    content = (
      <Notice icon={Smartphone} title="Add Willow to your Home Screen first">
        On iPhone and iPad, notifications come only from apps on the Home Screen. In Safari, tap Share, then ‘Add to Home Screen’, open
        Willow from there and come back to this page.
      </Notice>
    );
  } else if (device.support === 'unsupported') {
    content = (
      <Notice icon={BellOff} title="This browser can’t show Willow’s notifications">
        Try a recent Chrome, Edge, Firefox or Safari, or install Willow on your phone.
      </Notice>
    );
  } else if (device.permission === 'denied') {
    content = (
      <Notice icon={BellOff} title="Notifications are blocked for Willow in this browser">
        {unblockSteps()}
      </Notice>
    );
  } else if (device.permission === 'granted' && device.endpoint && registered) {
    content = (
      <>
        <Notice icon={BellRing} title="Notifications are on for this device">
          Reminders arrive here even when Willow is closed.
        </Notice>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void test()} disabled={busy !== null}>
            <Send className="h-4 w-4" aria-hidden="true" /> {busy === 'test' ? 'Sending...' : 'Send a test notification'}
          </Button>
          <Button variant="ghost" onClick={() => void disable()} disabled={busy !== null}>
            {busy === 'disable' ? 'Turning off...' : 'Turn off on this device'}
          </Button>
        </div>
      </>
    );
  } else {
    content = (
      <>
        <p className="text-sm text-muted-foreground">
          Your browser will ask whether Willow may show notifications. You can change your mind at any time.
        </p>
        <Button onClick={() => void enable()} disabled={busy !== null || device.endpoint === undefined}>
          <BellRing className="h-4 w-4" aria-hidden="true" /> {busy === 'enable' ? 'Turning on...' : 'Turn on notifications on this device'}
        </Button>
      </>
    );
  }
  return <div className="space-y-3">{content}</div>;
}

function Notice({ icon: Icon, title, children }: { icon: typeof BellOff; title: string; children: ReactNode }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-xl bg-muted p-3 text-sm">
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}
