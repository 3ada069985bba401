import type { MiddlewareHandler } from 'hono';

/**
 * `Cache-Control: no-store` on every answer to a request that carried `Authorization`, whatever
 * the route set: what a member sees with their token (their fee, their payment, their account)
 * must not stay in a shared or browser cache.
 */
export function noStoreWhenAuthorised(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.header('authorization') !== undefined) {
      c.res.headers.set('cache-control', 'no-store');
    }
  };
}

/**
 * `Cache-Control: no-store` on every refusal and failure (4xx, 5xx) that says nothing of caching
 * itself. Without it, a cache in front that keeps what is not forbidden (Varnish keeps a 404 for
 * two minutes by default) could go on answering "no such member" for a membership just approved,
 * a 404 for a post just published, or a 429 after its wait ended. A rendered 404 page says how it
 * may be kept, and keeps that.
 */
export function noStoreOnRefusals(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status >= 400 && !c.res.headers.has('cache-control')) {
      c.res.headers.set('cache-control', 'no-store');
    }
  };
}

/**
 * `Strict-Transport-Security` on answers to requests that arrived over TLS: this server's own
 * TLS, or (only behind a trusted proxy) `X-Forwarded-Proto: https` as the proxy set it. Never on
 * plain http, where a browser ignores it anyway and a development machine should not pin it.
 */
export function strictTransportSecurity(options: {
  maxAgeSeconds: number;
  trustProxy: boolean;
}): MiddlewareHandler {
  const value = `max-age=${options.maxAgeSeconds}; includeSubDomains`;
  return async (c, next) => {
    await next();
    if (options.maxAgeSeconds <= 0) return;
    const forwarded = c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase();
    const overTls =
      new URL(c.req.url).protocol === 'https:' || (options.trustProxy && forwarded === 'https');
    if (overTls) c.res.headers.set('strict-transport-security', value);
  };
}
