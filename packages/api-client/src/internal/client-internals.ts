import type { HttpClient } from '../http/http-client';
import type { TokenStore } from '../tokens/token-store';
import type { ServiceCall } from './service-call';

/** What a subpath client (`@coaz/api-client/membership`) needs from the core client it extends. */
export interface ClientInternals {
  call: ServiceCall;
  memberBaseUrl: string;
  http: HttpClient;
  tokenStore: TokenStore;
}

// Kept off the client object so the machinery stays private; the entries share this module (one
// chunk), so a client made by `createApiClient` is found from every entry.
const internalsByClient = new WeakMap<object, ClientInternals>();

/** Remembers the machinery behind a client made by `createApiClient`. */
export function registerClientInternals(client: object, internals: ClientInternals): void {
  internalsByClient.set(client, internals);
}

/**
 * The machinery behind `client`.
 * @throws {TypeError} when `client` was not made by `createApiClient` (of this copy of the package).
 */
export function clientInternals(client: object): ClientInternals {
  const internals = internalsByClient.get(client);
  if (!internals) {
    throw new TypeError(
      'Expected a client made by createApiClient from @coaz/api-client (the same installed copy).',
    );
  }
  return internals;
}
