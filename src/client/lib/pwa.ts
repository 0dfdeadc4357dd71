import { useSyncExternalStore } from 'react';

/** Registers /sw.js (production builds only: the dev server serves modules the worker must not cache). */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page has loaded and gone idle: installing the worker downloads the first screens'
  // files again, which must never compete with the first visit itself.
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker registration failed', error));
  };
  // Safari has no requestIdleCallback, whatever the DOM types say.
  window.addEventListener('load', () => ((window.requestIdleCallback as typeof requestIdleCallback | undefined) ?? setTimeout)(register));
  // A tapped notification opens its page here when the worker cannot navigate this window itself.
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; url?: string } | null>) => {
    const url = event.data?.url;
    if (event.data?.type === 'willow:navigate' && url && new URL(url).origin === window.location.origin) window.location.assign(url);
  });
}

/**
 * Ends this browser's push subscription, so the reminders of the person signing out stop coming
 * to a device someone else may use next (the server drops it when its push service answers 410).
 * Gives up after a moment: signing out must never hang on it.
 */
export async function unsubscribeFromPush(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const unsubscribe = navigator.serviceWorker
    .getRegistration('/')
    // Without the Push API (Safari outside a home-screen app) a registration has no pushManager.
    .then((registration) => (registration && 'pushManager' in registration ? registration.pushManager.getSubscription() : undefined))
    .then((subscription) => subscription?.unsubscribe())
    .catch(() => undefined);
  await Promise.race([unsubscribe, new Promise((resolve) => setTimeout(resolve, 1500))]);
}

/** Chromium's install prompt, kept until the person asks to install. */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let installPrompt: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Starts listening for the install prompt (call once at start). */
export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    installPrompt = null;
    emit();
  });
}

/** Whether the browser offers installing now, and the action that asks it to. */
export function useInstallPrompt() {
  const available = useSyncExternalStore(
    subscribe,
    () => installPrompt !== null,
    () => false,
  );
  const install = async () => {
    const prompt = installPrompt;
    if (!prompt) return;
    await prompt.prompt();
    await prompt.userChoice.catch(() => undefined);
    installPrompt = null;
    emit();
  };
  return { available, install };
}

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** navigator.onLine, kept current. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
