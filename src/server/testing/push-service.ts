import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushPayload } from '../../shared/notifications.js';
import { asyncHandler } from './async-handler.js';

/** A browser's side of a push subscription: its keys stay here, the server gets `subscription`. */
export interface TestDevice {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Answer 410 Gone from now on, as a push service does for an unsubscribed browser. */
  gone: boolean;
}

export interface ReceivedPush {
  deviceId: string;
  payload: PushPayload;
  ttl: number;
  /** The VAPID JWT's claims (aud, exp, sub), after its signature checked out. */
  claims: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/**
 * A push service for tests, standing in for FCM or Mozilla's: it accepts pushes only with a valid
 * VAPID signature (ES256 JWT over the endpoint's origin, RFC 8292) and decrypts each payload with
 * the device's private key and auth secret (aes128gcm, RFC 8188 and RFC 8291), as a browser would.
 * What could not be verified or decrypted is answered 400/401 and recorded in `rejected`.
 */
export async function startTestPushService() {
  const devices = new Map<string, TestDevice & { ecdh: ReturnType<typeof createECDH>; authSecret: Buffer }>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];

  const server = createServer(
    asyncHandler(async (request, response) => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
      const device = id ? devices.get(id) : undefined;
      const body = await readBody(request);
      if (request.method !== 'POST' || !device) return void response.writeHead(404).end();
      if (device.gone) return void response.writeHead(410).end();
      try {
        const { claims, publicKey } = checkVapid(request, `http://${request.headers.host}`);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        const ttl = Number(request.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error('missing TTL');
        const plaintext = decrypt(body, device.ecdh, device.authSecret);
        received.push({ deviceId: device.id, payload: JSON.parse(plaintext) as PushPayload, ttl, claims, vapidPublicKey: publicKey });
        response.writeHead(201).end();
      } catch (err) {
        rejected.push(String((err as Error).message));
        response.writeHead(err instanceof VapidError ? 401 : 400).end();
      }
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    rejected,
    /** A new browser: fresh P-256 keys and auth secret, and its endpoint on this service. */
    device(): TestDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const id = randomUUID();
      const device = {
        id,
        ecdh,
        authSecret,
        gone: false,
        subscription: { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(authSecret) } },
      };
      devices.set(id, device);
      return device;
    },
    /** What one device received, oldest first. */
    to: (device: TestDevice) => received.filter((r) => r.deviceId === device.id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestPushService = Awaited<ReturnType<typeof startTestPushService>>;

class VapidError extends Error {}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>`: an ES256 signature by that key, for this origin, not expired. */
function checkVapid(request: IncomingMessage, audience: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(request.headers.authorization ?? '');
  if (!match) throw new VapidError('no VAPID authorization header');
  const [, token, key] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new VapidError('VAPID key is not an uncompressed P-256 point');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new VapidError('VAPID signature does not verify');
  if ((JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: unknown }).alg !== 'ES256')
    throw new VapidError('VAPID JWT is not ES256');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (body.aud !== audience) throw new VapidError(`VAPID audience ${body.aud}, expected ${audience}`);
  const now = Date.now() / 1000;
  if (!(body.exp > now && body.exp <= now + 24 * 3600)) throw new VapidError('VAPID JWT expired or valid for over 24 hours');
  if (!/^(mailto:|https:)/.test(body.sub)) throw new VapidError('VAPID subject is not mailto: or https:');
  return { claims: body, publicKey: key };
}

/** RFC 8291 key derivation and RFC 8188 aes128gcm decryption of a single-record payload. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('payload spans more than one record');
  const ecdhSecret = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('last record lacks its padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}
