import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Records the client's address for rate limits: the socket's address, or the first
 * `X-Forwarded-For` entry when the server sits behind a trusted proxy.
 */
export function clientAddress(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let address: string | undefined;
    if (trustProxy) address = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (!address) {
      try {
        address = getConnInfo(c).remote.address;
      } catch {
        address = undefined;
      }
    }
    c.set('clientAddress', address || 'unknown');
    await next();
  };
}
