import { WifiOff } from 'lucide-react';
import { useOnline } from '@/lib/pwa';

/** A banner while the device is offline: the app shell still opens, but nothing can be loaded or saved. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-0 z-[60] flex items-center justify-center gap-2 bg-foreground px-4 py-2 pt-[max(0.5rem,env(safe-area-inset-top))] text-center text-sm font-semibold text-background"
    >
      <WifiOff className="h-4 w-4 shrink-0" aria-hidden="true" />
      You're offline. Changes can't be saved until you reconnect.
    </div>
  );
}
