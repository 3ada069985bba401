import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import { addressNetwork } from './address-network';
import type { AppEnv } from './app-env';
import { canonicalAddress, type ProxyMatcher, trustedProxyMatcher } from './trusted-proxies';

/** How far the client address may be taken from `X-Forwarded-For`. */
export interface ClientAddressOptions {
  /** Whether the server sits behind proxies at all (`TRUST_PROXY`). */
  trustProxy: boolean;
  /** The proxies whose hops are skipped (`TRUSTED_PROXIES`); empty trusts only the immediate peer. */
  trustedProxies: readonly string[];
  /** The matcher over `trustedProxies`, when already built. */
  matcher?: ProxyMatcher;
}

/**
 * The client address from the socket's peer and the `X-Forwarded-For` chain: walking from the
 * right (the hop our own proxy appended), every hop that is a trusted proxy is skipped, and the
 * first one that is not is the client. Entries to its left were written by the client and are
 * never believed. A hop that is not an IP address ends the walk at the proxy that passed it on.
 * @example clientAddressFrom('10.0.0.2', '203.0.113.9, 198.51.100.7', {...}) // '198.51.100.7'
 */
export function clientAddressFrom(
  peer: string | undefined,
  forwardedFor: string | undefined,
  options: ClientAddressOptions,
): string {
  const socketAddress = peer ? canonicalAddress(peer) : undefined;
  if (!options.trustProxy || !socketAddress || !forwardedFor) return socketAddress ?? 'unknown';
  const configured = options.matcher ?? trustedProxyMatcher(options.trustedProxies);
  const isTrusted =
    options.trustedProxies.length > 0 ? configured : (address: string) => address === socketAddress;
  if (!isTrusted(socketAddress)) return socketAddress;
  const hops = forwardedFor
    .split(',')
    .map((hop) => canonicalAddress(hop.trim()))
    .filter(Boolean);
  let nearest = socketAddress;
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index] ?? '';
    if (isIP(hop) === 0) return nearest;
    if (!isTrusted(hop)) return hop;
    nearest = hop;
  }
  return nearest;
}

/**
 * Records the client's address for rate limits (see {@link clientAddressFrom}), an IPv6 one as
 * its /64 ({@link addressNetwork}).
 */
export function clientAddress(options: ClientAddressOptions): MiddlewareHandler<AppEnv> {
  const resolved: ClientAddressOptions = {
    ...options,
    matcher: trustedProxyMatcher(options.trustedProxies),
  };
  return async (c, next) => {
    let peer: string | undefined;
    try {
      peer = getConnInfo(c).remote.address;
    } catch {
      peer = undefined;
    }
    const address = clientAddressFrom(peer, c.req.header('x-forwarded-for'), resolved);
    c.set('clientAddress', addressNetwork(address));
    await next();
  };
}
