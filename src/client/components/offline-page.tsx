import { useEffect, useRef } from 'react';
import { WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/lib/pwa';
import { Logo } from './logo';

/** Shown instead of the app when the user could not be loaded: offline, or the server is unreachable. Retries on reconnect. */
export function OfflinePage({ onRetry }: { onRetry: () => void }) {
  const online = useOnline();
  const wasOnline = useRef(online);
  useEffect(() => {
    // Only a return of the connection retries by itself (not every mount, which would loop).
    if (online && !wasOnline.current) onRetry();
    wasOnline.current = online;
  }, [online, onRetry]);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-5 px-6 text-center">
      <Logo />
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent text-primary" aria-hidden="true">
        <WifiOff className="h-7 w-7" />
      </span>
      <h1 className="text-2xl font-bold">{online ? "Willow can't be reached" : "You're offline"}</h1>
      <p className="text-muted-foreground">
        {online
          ? 'The server did not answer. Your data is safe; please try again in a moment.'
          : 'Willow needs a connection to load your data. It will reconnect by itself as soon as you are back online.'}
      </p>
      <Button onClick={onRetry}>Try Again</Button>
    </main>
  );
}
