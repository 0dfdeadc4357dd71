import type { PushSubscriptionBody } from '../../../../shared/notifications.js';

/** What this browser can do about notifications from Willow. */
export type PushSupport = 'supported' | 'unsupported' | 'ios-needs-home-screen';

const isIos = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
const isInstalled = () =>
  window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iPhone and iPad show web notifications only from an app added to the Home Screen (iOS 16.4 and later). */
export function pushSupport(): PushSupport {
  if (isIos() && !isInstalled()) return 'ios-needs-home-screen';
  const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return supported ? 'supported' : 'unsupported';
}

export const permission = (): NotificationPermission => ('Notification' in window ? Notification.permission : 'denied');

const registration = () => navigator.serviceWorker.getRegistration('/');

/** This browser's current push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  return (await registration())?.pushManager.getSubscription() ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const current = subscription.options.applicationServerKey;
  return current !== null && new Uint8Array(current).every((byte, i) => byte === key[i]) && current.byteLength === key.length;
};

export class PushBlockedError extends Error {}

/**
 * Asks for permission (call it from a tap: browsers refuse prompts on load) and subscribes this
 * browser with the server's key; a subscription made with another key is replaced.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionBody> {
  const answer = await Notification.requestPermission();
  if (answer !== 'granted') throw new PushBlockedError(answer);
  const worker = (await registration()) ?? (await navigator.serviceWorker.register('/sw.js'));
  await navigator.serviceWorker.ready;
  const key = keyBytes(publicKey);
  const existing = await worker.pushManager.getSubscription();
  if (existing && !sameKey(existing, key)) await existing.unsubscribe();
  const subscription =
    existing && sameKey(existing, key)
      ? existing
      : await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscription.toJSON() as PushSubscriptionBody;
}

export { unsubscribeFromPush as unsubscribeThisDevice } from '@/lib/pwa';
