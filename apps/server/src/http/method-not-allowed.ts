import type { Hono } from 'hono';
import { inspectRoutes } from 'hono/dev';
import { TrieRouter } from 'hono/router/trie-router';
import { ApiError } from './api-error';

// Middleware (`use`, or a guard such as requireEditor registered for one method) only passes a
// request on, and wildcard paths are middleware or the site's catch-alls: none says that an
// address answers a method.
const ANY_METHOD = 'ALL';

/**
 * The methods each address answers, read from the application's own routes the first time it is
 * asked (every route is registered by then), for a 405's `Allow` header. `HEAD` comes with `GET`
 * (Hono answers it as `GET` without the body) and `OPTIONS` with every API address (the CORS
 * preflight answers it).
 * @param app the application, all of whose routes are registered before the first request
 * @example
 * const allowedAt = allowedMethods(app);
 * allowedAt('/api/news/4'); // ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PUT']
 * allowedAt('/api/no-such-thing'); // []
 */
// biome-ignore lint/suspicious/noExplicitAny: any application's routes will do
export function allowedMethods(app: Hono<any, any, any>): (path: string) => string[] {
  let router: TrieRouter<string> | undefined;
  const build = () => {
    const built = new TrieRouter<string>();
    const seen = new Set<string>();
    for (const { method, path, isMiddleware } of inspectRoutes(app)) {
      const key = `${method} ${path}`;
      if (isMiddleware || method === ANY_METHOD || path.includes('*') || seen.has(key)) continue;
      seen.add(key);
      // Every route under one method, its own method as the handler: one match finds them all.
      built.add(ANY_METHOD, path, method);
    }
    return built;
  };
  return (path) => {
    router ??= build();
    const methods = new Set(router.match(ANY_METHOD, path)[0].map(([method]) => method));
    if (methods.size === 0) return [];
    if (methods.has('GET')) methods.add('HEAD');
    methods.add('OPTIONS');
    return [...methods].sort();
  };
}

/**
 * The 405 for a method an existing address does not answer: `Allow` lists the ones it does, and
 * the message names them, so a client that used the wrong method is told which to use instead
 * of being told the address does not exist.
 */
export function methodNotAllowed(method: string, allowed: readonly string[]): ApiError {
  const usable = allowed.filter((name) => name !== 'HEAD' && name !== 'OPTIONS');
  const list =
    usable.length > 1 ? `${usable.slice(0, -1).join(', ')} or ${usable.at(-1)}` : usable[0];
  return new ApiError(
    405,
    'method_not_allowed',
    `This address does not take ${method}; use ${list}`,
    { allow: allowed.join(', ') },
  );
}
