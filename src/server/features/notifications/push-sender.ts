import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '../../../shared/notifications.js';
import { vettedLookup } from '../../lib/public-address.js';
import { checkPushEndpoint, refusedPushAddress, type PushEndpointPolicy } from './push-endpoint.js';
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

/** One POST without following redirects, connecting only to addresses the policy allows; answers the status. */
function post(endpoint: string, details: ReturnType<typeof webpush.generateRequestDetails>, policy: PushEndpointPolicy) {
  const url = new URL(endpoint);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: details.method,
        headers: details.headers,
        lookup: vettedLookup((address) => refusedPushAddress(address, policy)),
        agent: false,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}

/**
 * Sends one push with web-push's encryption (aes128gcm) and VAPID headers. The endpoint is checked
 * again first (it may have been stored under older rules, or its name may now resolve elsewhere),
 * and the connection itself goes only to the addresses that passed. A push service on plain http
 * works on a local install (tests, development) only.
 */
export function webPushSender(vapid: VapidDetails, policy: PushEndpointPolicy, onError: (err: unknown) => void = () => {}): PushSender {
  return async (target, payload, { ttlSeconds }) => {
    try {
      await checkPushEndpoint(target.endpoint, policy);
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        { vapidDetails: vapid, TTL: ttlSeconds, urgency: 'normal', contentEncoding: 'aes128gcm' },
      );
      const status = await post(target.endpoint, details, policy);
      if (status >= 200 && status < 300) return 'delivered';
      if (status === 404 || status === 410) return 'gone';
      onError(new Error(`push service answered ${status}`));
      return 'failed';
    } catch (err) {
      onError(err);
      return 'failed';
    }
  };
}
