import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Global unicast IPv6 (RFC 4291): anything outside it (IPv4-compatible, ORCHID, ...) is no public host. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

const RANGE_TEXT: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  uniqueLocal: 'a private address',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
  unspecified: 'an unspecified address',
};

/**
 * Why the server must not connect to `address`, or null when it is a public unicast address.
 * An IPv4-mapped IPv6 address is judged as the IPv4 address it carries; every special range
 * (loopback, RFC 1918, link-local, CGNAT, multicast, documentation, 6to4, Teredo, NAT64, ...)
 * is refused.
 */
export function refusedAddress(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  let ip = ipaddr.parse(address);
  if (ip instanceof ipaddr.IPv6 && ip.isIPv4MappedAddress()) ip = ip.toIPv4Address();
  const range = ip.range();
  if (range === 'unicast' && (ip instanceof ipaddr.IPv4 || ip.match(GLOBAL_UNICAST_V6))) return null;
  return RANGE_TEXT[range] ?? 'a reserved address';
}

export const isLoopbackAddress = (address: string) => {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.parse(address);
  return (ip instanceof ipaddr.IPv6 && ip.isIPv4MappedAddress() ? ip.toIPv4Address() : ip).range() === 'loopback';
};

/** A host name or IP literal (brackets taken off) as the addresses a connection would go to. */
export async function addressesOf(host: string): Promise<string[]> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare)) return [bare];
  const found = await new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(bare, { all: true, order: 'verbatim' }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );
  return found.map((entry) => entry.address);
}

export class RefusedAddressError extends Error {}

/**
 * A DNS lookup for http(s).request that lets a connection go only where `refusal` finds nothing
 * wrong with every address a name resolves to. The check and the connection use the same answer,
 * so a name that resolves elsewhere between a check and the send (DNS rebinding) cannot slip by.
 */
export function vettedLookup(refusal: (address: string) => string | null): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true, order: 'verbatim' }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const refused = addresses.map((entry) => refusal(entry.address)).find((reason) => reason !== null);
      const [first] = addresses;
      if (refused || !first) return callback(new RefusedAddressError(`${hostname} is ${refused ?? 'not found'}`), '', 0);
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      callback(null, first.address, first.family);
    });
  };
}
