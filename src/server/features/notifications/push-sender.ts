import webpush from 'web-push';
import type { PushPayload } from '../../../shared/notifications.js';
import type { VapidDetails } from './vapid.js';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the push service answered: delivered, gone (404/410: remove the subscription) or failed. */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

export type PushSender = (target: PushTarget, payload: PushPayload, options: { ttlSeconds: number }) => Promise<PushOutcome>;

const TIMEOUT_MS = 10_000;

/**
 * Sends one push with web-push's encryption (aes128gcm) and VAPID headers. The request itself
 * goes through fetch, so a push service on plain http (a local one, in tests) works too.
 */
export function webPushSender(vapid: VapidDetails, onError: (err: unknown) => void = () => {}): PushSender {
  return async (target, payload, { ttlSeconds }) => {
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        { vapidDetails: vapid, TTL: ttlSeconds, urgency: 'normal', contentEncoding: 'aes128gcm' },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return 'delivered';
      if (response.status === 404 || response.status === 410) return 'gone';
      onError(new Error(`push service answered ${response.status}`));
      return 'failed';
    } catch (err) {
      onError(err);
      return 'failed';
    }
  };
}
