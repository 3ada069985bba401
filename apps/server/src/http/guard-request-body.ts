import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '../config';
import { addressNetwork } from './address-network';
import { createBodiesPerAddress } from './bodies-per-address';
import { clientAddressFrom } from './client-address';
import { closeStalledBody } from './close-stalled-body';
import { cutSlowBody } from './cut-slow-body';
import { refuseBeforeRouting } from './refuse-before-routing';
import { trustedProxyMatcher } from './trusted-proxies';

/** Seconds a client refused for sending too many bodies at once is asked to wait. */
const RETRY_AFTER_SECONDS = 30;

/**
 * The watch over request bodies, which may take 15 minutes to arrive (`HTTP_REQUEST_TIMEOUT_MS`):
 * a body that stops is cut (`HTTP_BODY_IDLE_TIMEOUT_MS`), one that trickles under the rate floor is
 * cut (`HTTP_BODY_MIN_BYTES_PER_SECOND`), and an address already sending `HTTP_BODIES_PER_ADDRESS`
 * bodies is refused a further one with 429 before it is read. The address is the one the rate
 * limits use (`TRUST_PROXY`, `TRUSTED_PROXIES`; an IPv6 one as its /64). Answers whether the
 * request may go on.
 */
export function requestBodyGuard(
  config: ServerConfig,
): (incoming: IncomingMessage, outgoing: ServerResponse) => boolean {
  const bodies = createBodiesPerAddress(config.bodiesPerAddress);
  const proxies = {
    trustProxy: config.trustProxy,
    trustedProxies: config.trustedProxies,
    matcher: trustedProxyMatcher(config.trustedProxies),
  };
  return (incoming, outgoing) => {
    // Node joins repeated X-Forwarded-For headers into one string; the type allows a list.
    const header = incoming.headers['x-forwarded-for'];
    const forwardedFor = Array.isArray(header) ? header.join(', ') : header;
    const address = addressNetwork(
      clientAddressFrom(incoming.socket.remoteAddress, forwardedFor, proxies),
    );
    if (!bodies.admit(incoming, address)) {
      outgoing.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
      refuseBeforeRouting(
        outgoing,
        429,
        'too_many_bodies',
        'Too many uploads are arriving from your address at once; try again when one has finished',
      );
      return false;
    }
    closeStalledBody(incoming, config.bodyIdleTimeoutMs);
    cutSlowBody(incoming, {
      minBytesPerSecond: config.bodyMinBytesPerSecond,
      windowMs: config.bodyRateWindowMs,
    });
    return true;
  };
}
