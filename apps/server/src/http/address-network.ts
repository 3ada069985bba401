import { isIP } from 'node:net';

/**
 * The network an address is counted as for rate limits: an IPv4 address itself, an IPv6 address
 * its /64. One IPv6 subscriber (a phone on a mobile network, a home line, a rented server) is
 * given a whole /64 and may send from any of its 2^64 addresses, so counting each address apart
 * let one sender step past every per-address limit (logins, recovery codes, membership checks,
 * applications, chat) by changing the last half of its address. A /64 is one subscriber on the
 * networks members use, as an IPv4 address behind a carrier's NAT is many.
 *
 * Addresses with an IPv4 address written into their end (`64:ff9b::192.0.2.1`, a NAT64
 * translator's) are kept whole, since their last 32 bits are the sender. Anything that is not an
 * IP address (`unknown`) is answered as it is.
 * @example addressNetwork('2001:db8:1:2:a:b:c:d') // '2001:db8:1:2::/64'
 */
export function addressNetwork(address: string): string {
  const bare = address.split('%')[0] ?? address;
  if (isIP(bare) !== 6 || bare.includes('.')) return address;
  const [head = '', tail] = bare.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
