import { useSyncExternalStore } from 'react';

/** Toasts per app-spec section 9: one visible, shown 5 s, removed 5 s after dismissal, F8, 50 px swipe. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  duration?: number;
  /** One button in the toast ('Open Checkout'); `altText` tells screen readers how else to do it. */
  action?: { label: string; altText: string; onClick: () => void };
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();
const emit = () => listeners.forEach((listener) => listener());

/** Shows a toast; the newest replaces the one on screen (limit 1). Returns its id. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  items = [{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

/** Closes a toast (or every toast); it leaves the store 5 s later. */
export function dismissToast(id?: number) {
  items = items.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  emit();
  for (const t of items) {
    if (t.open || removalTimers.has(t.id)) continue;
    removalTimers.set(
      t.id,
      setTimeout(() => {
        removalTimers.delete(t.id);
        items = items.filter((other) => other.id !== t.id);
        emit();
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
}

/** Drops every toast at once (tests). */
export function clearToasts() {
  removalTimers.forEach((timer) => clearTimeout(timer));
  removalTimers.clear();
  items = [];
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => items;

/** The toasts currently held, plus `toast` and `dismiss` (shadcn's useToast shape). */
export function useToast() {
  const toasts = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts, toast, dismiss: dismissToast };
}
