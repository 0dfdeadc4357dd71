import { Toast as T } from 'radix-ui';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useIsMobile } from '@/lib/use-is-mobile';
import { cn } from '@/lib/utils';

/** Toasts per app-spec section 9: one visible, shown 5 s, removed 5 s after dismissal, F8, 50 px swipe. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}
interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(input: ToastInput) {
  items = [{ ...input, id: nextId++, open: true }, ...items].slice(0, TOAST_LIMIT);
  emit();
}

function dismiss(id: number) {
  items = items.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    items = items.filter((t) => t.id !== id);
    emit();
  }, TOAST_REMOVE_DELAY_MS);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, () => items);
  const mobile = useIsMobile();
  return (
    <T.Provider duration={TOAST_DURATION_MS} swipeDirection={mobile ? 'up' : 'right'} swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((t) => (
        <T.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismiss(t.id)}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:translate-y-[var(--radix-toast-swipe-move-y)]',
            t.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-card text-foreground',
          )}
        >
          <div className="grid gap-1">
            <T.Title className="text-sm font-semibold">{t.title}</T.Title>
            {t.description && <T.Description className="text-sm opacity-90">{t.description}</T.Description>}
          </div>
          <T.Close className="absolute right-3 top-3 rounded-full p-1 opacity-70 hover:opacity-100" aria-label="Dismiss">
            <X className="h-4 w-4" aria-hidden="true" />
          </T.Close>
        </T.Root>
      ))}
      <T.Viewport
        className={cn(
          'fixed z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none',
          mobile ? 'top-0 left-0' : 'bottom-0 right-0 max-w-sm',
        )}
      />
    </T.Provider>
  );
}
