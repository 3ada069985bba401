import { isIP } from 'node:net';

/**
 * The network an address is counted as for rate limits: an IPv4 address itself, an IPv6 address
 * its /64. One IPv6 subscriber (a phone on a mobile network, a home line, a rented server) is
 * given a whole /64 and may send from any of its 2^64 addresses, so counting each address apart
 * let one sender step past every per-address limit (logins, recovery codes, membership checks,
 * applications, chat) by changing the last half of its address. A /64 is one subscriber on the
 * networks members use, as an IPv4 address behind a carrier's NAT is many.
 *
 * An IPv6 address that carries an IPv4 sender in its last 32 bits is counted as that sender, however
 * it is written: an IPv4-mapped one (`::ffff:192.0.2.1`, `::ffff:c000:201`) as the IPv4 address,
 * one of the NAT64 well-known prefix (`64:ff9b::c000:201`, as a translator in front of an
 * IPv6-only server shows every IPv4 client) as `64:ff9b::192.0.2.1`. Node writes both in hex, so
 * taking their /64 counted every IPv4 client as one, and one sender's attempts refused everyone.
 * Anything that is not an IP address (`unknown`) is answered as it is.
 * @example addressNetwork('2001:db8:1:2:a:b:c:d') // '2001:db8:1:2::/64'
 */
export function addressNetwork(address: string): string {
  const bare = address.split('%')[0] ?? address;
  if (isIP(bare) !== 6) return address;
  const groups = ipv6Groups(bare);
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups;
  const sender = `${g >> 8}.${g & 0xff}.${h >> 8}.${h & 0xff}`;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) return sender;
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) {
    return `64:ff9b::${sender}`;
  }
  return `${[a, b, c, d].map((group) => group.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, a dotted IPv4 tail read as the last two. */
function ipv6Groups(address: string): number[] {
  const lower = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(lower);
  const [o1 = 0, o2 = 0, o3 = 0, o4 = 0] = dotted?.slice(1).map(Number) ?? [];
  const hex = dotted
    ? `${lower.slice(0, dotted.index)}${((o1 << 8) | o2).toString(16)}:${((o3 << 8) | o4).toString(16)}`
    : lower;
  const [head = '', tail] = hex.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((group) =>
    Number.parseInt(group, 16),
  );
}
