import { toast, type ToastInput } from '@/components/ui/use-toast';

const KEY = 'willow-deferred-toast';

/** Keeps a toast to show after a full-page navigation (sign-out passes through the server). */
export function deferToast(input: ToastInput) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(input));
  } catch {
    // storage unavailable: the toast is skipped, the navigation still happens
  }
}

/** Shows (once) the toast kept before the last navigation, if any. */
export function showDeferredToast() {
  try {
    const stored = sessionStorage.getItem(KEY);
    if (!stored) return;
    sessionStorage.removeItem(KEY);
    const input = JSON.parse(stored) as ToastInput | null;
    if (typeof input?.title === 'string') toast(input);
  } catch {
    // unreadable: nothing to show
  }
}
