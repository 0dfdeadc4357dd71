import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { RATE_LIMIT_KEYS } from './accounts.js';

/**
 * Sign-in failures slow the guesser, never lock the owner out. Failures are counted per account
 * and address together (a browser that signed in to the account before counts as its own address),
 * and per account across addresses; past a few free failures each counter asks for a growing wait
 * (1 s, 2 s, 4 s ... up to 15 minutes) since its last failure. Failures per address across
 * accounts never refuse anyone: past 30, the address only loses its free failures, so each
 * account gets one try from it before the waits begin and the other people behind a shared
 * address (an office, a carrier's NAT) still sign in with their right password. A browser holding
 * the account's device cookie skips the account-wide counter, so guesses against the account from
 * elsewhere cannot keep its owner out.
 */
export const SIGN_IN_THROTTLE = {
  pairFreeFailures: 5,
  accountFreeFailures: 50,
  addressFreeFailures: 30,
  maxDelaySeconds: 15 * 60,
} as const;

export const DEVICE_COOKIE = 'willow_device';

export interface SignInAttempt {
  email: string;
  ip: string;
  /** The device id from a valid device cookie for this e-mail, else null. */
  device: string | null;
}

interface Counter {
  key: string;
  free: number;
}

/** A refused attempt: the wait, and whether the account-wide counter refused it (guesses from many places). */
export interface SignInWait {
  seconds: number;
  accountWide: boolean;
}

function deviceProof(secret: string, email: string, nonce: string) {
  return createHmac('sha256', secret).update(`device:${email}:${nonce}`).digest('base64url');
}

/** A cookie value that proves this browser signed in to the account before. */
export function deviceCookieFor(secret: string, email: string): string {
  const nonce = randomBytes(12).toString('base64url');
  return `${nonce}.${deviceProof(secret, email, nonce)}`;
}

/** The device's id when the cookie proves an earlier sign-in to this e-mail, else null. */
export function knownDevice(secret: string, email: string, cookie: string | undefined): string | null {
  const [nonce, proof] = (cookie ?? '').split('.');
  if (!nonce || !proof) return null;
  const expected = Buffer.from(deviceProof(secret, email, nonce));
  const given = Buffer.from(proof);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

const pairKey = ({ email, ip, device }: SignInAttempt) => RATE_LIMIT_KEYS.signInPair(email, device ? `device:${device}` : `ip:${ip}`);

async function refusingCounters(db: Db, attempt: SignInAttempt): Promise<Counter[]> {
  const { pairFreeFailures, accountFreeFailures, addressFreeFailures } = SIGN_IN_THROTTLE;
  if (attempt.device) return [{ key: pairKey(attempt), free: pairFreeFailures }];
  const [address] = await queryRows(
    db,
    z.object({ count: z.number() }),
    sql`select count from rate_limits where key = ${RATE_LIMIT_KEYS.signInIp(attempt.ip)} and window_start > now() - interval '1 day'`,
  );
  const busyAddress = (address?.count ?? 0) >= addressFreeFailures;
  return [
    { key: pairKey(attempt), free: busyAddress ? 0 : pairFreeFailures },
    { key: RATE_LIMIT_KEYS.signInAccount(attempt.email), free: accountFreeFailures },
  ];
}

const delaySql = (free: number) =>
  sql`make_interval(secs => least(power(2, greatest(rate_limits.count - ${free}, 0)), ${SIGN_IN_THROTTLE.maxDelaySeconds}))`;

/**
 * Claims one attempt: each counter counts it as a failure in one atomic statement unless that
 * counter still asks the guesser to wait, so parallel guesses cannot slip past the wait. Returns
 * the wait when refused, or null when the attempt may go ahead. A success gives the claim back
 * with `forgiveAttempt`.
 */
export async function claimSignInAttempt(db: Db, attempt: SignInAttempt): Promise<SignInWait | null> {
  for (const { key, free } of await refusingCounters(db, attempt)) {
    const [claimed] = await queryRows(
      db,
      z.object({ count: z.number() }),
      sql`
      insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
      on conflict (key) do update set count = rate_limits.count + 1, window_start = now()
      where rate_limits.count < ${free} or rate_limits.window_start + ${delaySql(free)} <= now()
      returning count`,
    );
    if (claimed) continue;
    const [wait] = await queryRows(
      db,
      z.object({ seconds: z.number() }),
      sql`select ceil(extract(epoch from (window_start + ${delaySql(free)} - now())))::int as seconds from rate_limits where key = ${key}`,
    );
    return { seconds: Math.max(1, wait?.seconds ?? 1), accountWide: key === RATE_LIMIT_KEYS.signInAccount(attempt.email) };
  }
  if (!attempt.device) {
    await db.execute(sql`
      insert into rate_limits (key, window_start, count) values (${RATE_LIMIT_KEYS.signInIp(attempt.ip)}, now(), 1)
      on conflict (key) do update set count = rate_limits.count + 1, window_start = now()`);
  }
  return null;
}

/** After a right password: the account-and-address counter starts over and the others forget this attempt. */
export async function forgiveAttempt(db: Db, attempt: SignInAttempt): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${pairKey(attempt)}`);
  if (attempt.device) return;
  for (const key of [RATE_LIMIT_KEYS.signInAccount(attempt.email), RATE_LIMIT_KEYS.signInIp(attempt.ip)]) {
    await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
  }
}
