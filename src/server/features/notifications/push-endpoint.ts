import { badRequest } from '../../lib/http-errors.js';
import { addressesOf, isLoopbackAddress, refusedAddress } from '../../lib/public-address.js';

/** Where push endpoints may point. */
export interface PushEndpointPolicy {
  /**
   * On a development or test install (a plain http APP_URL on this machine) a push service on
   * this machine is allowed, over http or https and on any port.
   */
  allowLoopback: boolean;
}

export function pushEndpointPolicy(appUrl: string): PushEndpointPolicy {
  const url = new URL(appUrl);
  return {
    allowLoopback:
      url.protocol === 'http:' && (url.hostname === 'localhost' || isLoopbackAddress(url.hostname.replace(/^\[(.*)\]$/, '$1'))),
  };
}

/** Why the server may not connect to this address under the policy, or null. */
export function refusedPushAddress(address: string, policy: PushEndpointPolicy): string | null {
  if (policy.allowLoopback && isLoopbackAddress(address)) return null;
  return refusedAddress(address);
}

/**
 * Checks a push endpoint before it is stored and again before each send, and answers the 400 that
 * says what is wrong: https on port 443 without a user name or password, at a host whose every
 * address is public (after DNS resolution; IPv4 and IPv6, IPv4-mapped included). The send's own
 * connection checks the addresses it connects to once more (`vettedLookup`).
 */
export async function checkPushEndpoint(endpoint: string, policy: PushEndpointPolicy): Promise<void> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest('endpoint must be a URL');
  }
  if (url.username || url.password) throw badRequest('endpoint must not carry a user name or password');
  const notHttps = () => badRequest('endpoint must be an https URL of a push service');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowLoopback)) throw notHttps();
  let addresses: string[];
  try {
    addresses = await addressesOf(url.hostname);
  } catch {
    throw badRequest(`endpoint's host ${url.hostname} could not be found`);
  }
  const local = policy.allowLoopback && addresses.length > 0 && addresses.every(isLoopbackAddress);
  if (!local && url.protocol !== 'https:') throw notHttps();
  if (!local && url.port !== '') throw badRequest('endpoint must use port 443, the https port');
  for (const address of addresses) {
    const refused = refusedPushAddress(address, policy);
    if (refused) throw badRequest(`endpoint must be a public push service: ${url.hostname} is ${refused}`);
  }
}
