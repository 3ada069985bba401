import { BlockList, isIP } from 'node:net';

/**
 * Reads `TRUSTED_PROXIES`: comma-separated addresses (`10.0.0.5`, `::1`) or CIDR ranges
 * (`10.0.0.0/8`, `fd00::/8`).
 * @throws naming the setting when an entry is neither.
 */
export function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!toRange(entry)) {
      throw new Error(
        `TRUSTED_PROXIES must list IP addresses or CIDR ranges, not ${JSON.stringify(entry)}`,
      );
    }
  }
  return entries;
}

function toRange(
  entry: string,
): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | undefined {
  const [address = '', prefixText, extra] = entry.split('/');
  if (extra !== undefined) return undefined;
  const version = isIP(address);
  if (version === 0) return undefined;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const bits = version === 4 ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: bits, family };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bits) return undefined;
  return { address, prefix: Number(prefixText), family };
}

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) in its IPv4 form; others as they are. */
export function canonicalAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** Whether an address belongs to the configured proxies. */
export type ProxyMatcher = (address: string) => boolean;

/** A matcher over the entries {@link parseTrustedProxies} accepted, built on node's BlockList. */
export function trustedProxyMatcher(entries: readonly string[]): ProxyMatcher {
  const list = new BlockList();
  for (const entry of entries) {
    const range = toRange(entry);
    if (range) list.addSubnet(range.address, range.prefix, range.family);
  }
  return (address) => {
    const canonical = canonicalAddress(address);
    const version = isIP(canonical);
    if (version === 0) return false;
    return list.check(canonical, version === 4 ? 'ipv4' : 'ipv6');
  };
}
