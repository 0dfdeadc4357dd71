import { Toast as T } from 'radix-ui';
import { X } from 'lucide-react';
import { useIsMobile } from '@/lib/use-is-mobile';
import { cn } from '@/lib/utils';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX, dismissToast, useToast } from './use-toast';

/**
 * Renders the toast store with Radix Toast: bottom right on wide screens; on phones at the
 * top, where dragging up more than 50 px dismisses. F8 jumps to the region.
 */
export function Toaster() {
  const { toasts } = useToast();
  const mobile = useIsMobile();
  return (
    <T.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={mobile ? 'up' : 'right'}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {toasts.map((t) => (
        <T.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            'toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-lg',
            mobile && 'toast-top',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:translate-y-[var(--radix-toast-swipe-move-y)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:translate-y-0 data-[swipe=cancel]:transition-transform',
            t.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-card text-foreground',
          )}
        >
          <div className="grid gap-1">
            <T.Title className="text-sm font-semibold">{t.title}</T.Title>
            {t.description && <T.Description className="text-sm opacity-90">{t.description}</T.Description>}
            {t.action && (
              <T.Action
                altText={t.action.altText}
                onClick={t.action.onClick}
                className="mt-1 inline-flex h-9 w-fit items-center rounded-full border border-current px-4 text-sm font-semibold hover:bg-accent/20"
              >
                {t.action.label}
              </T.Action>
            )}
          </div>
          <T.Close className="absolute right-3 top-3 rounded-full p-1 opacity-70 hover:opacity-100" aria-label="Dismiss notification">
            <X className="h-4 w-4" aria-hidden="true" />
          </T.Close>
        </T.Root>
      ))}
      <T.Viewport
        hotkey={TOAST_HOTKEY}
        className={cn(
          'fixed z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none',
          mobile ? 'toast-viewport-top left-0 top-0 pt-[max(1rem,env(safe-area-inset-top))]' : 'bottom-0 right-0 max-w-sm',
        )}
      />
    </T.Provider>
  );
}
