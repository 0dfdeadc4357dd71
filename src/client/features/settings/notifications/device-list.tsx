import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import type { Device } from '../../../../shared/notifications.js';
import { NOTIFICATIONS_KEY } from '@/lib/notifications';
import { removeDevice } from './api/remove-device';
import { unsubscribeThisDevice } from './push-device';

/** The person's devices that get notifications, each with Remove (this one is also unsubscribed). */
export function DeviceList({ devices, onChange }: { devices: Device[]; onChange: () => Promise<void> }) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<string | null>(null);
  if (devices.length === 0) {
    return <p className="text-sm text-muted-foreground">No devices yet. Turn notifications on above on each phone or computer you use.</p>;
  }
  const remove = async (device: Device) => {
    setRemoving(device.id);
    try {
      await removeDevice(device.id);
      if (device.current) await unsubscribeThisDevice().catch(() => undefined);
      toast({ title: 'Device removed', description: `${device.label} will no longer get notifications.` });
    } catch {
      toast({ title: 'Error', description: 'Failed to remove the device. Please try again.', variant: 'destructive' });
    } finally {
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      await onChange();
    }
  };
  return (
    <ul className="divide-y divide-border">
      {devices.map((device) => (
        <li key={device.id} className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <p className="font-semibold">
              {device.label}
              {device.current && (
                <span className="ml-2 rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-primary">This device</span>
              )}
            </p>
            <p className="text-sm text-muted-foreground">
              Added {format(new Date(device.createdAt), 'MMM d, yyyy')}
              {device.lastSentAt && ` · last notified ${format(new Date(device.lastSentAt), 'MMM d, h:mm a')}`}
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void remove(device)}
            disabled={removing !== null}
            aria-label={`Remove ${device.label}`}
          >
            {removing === device.id ? 'Removing...' : 'Remove'}
          </Button>
        </li>
      ))}
    </ul>
  );
}
