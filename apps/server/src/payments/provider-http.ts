import { PaymentProviderError } from './mobile-money-provider';

/**
 * `fetch` with a deadline: a provider that does not answer within `timeoutMs` is reported as an
 * unknown outcome rather than holding the member's request open.
 * @throws {PaymentProviderError} `unknown` on a timeout or a network failure.
 */
export async function providerFetch(
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new PaymentProviderError(
      `${provider} ${timedOut ? `did not answer within ${timeoutMs} ms` : 'could not be reached'}`,
      'unknown',
    );
  }
}

/** A bearer token kept until shortly before it expires, fetched once when several calls need it. */
export function cachedToken(
  fetchToken: () => Promise<{ token: string; expiresInSeconds: number }>,
) {
  let current: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;
  return {
    /** A token with at least a minute left. */
    async get(): Promise<string> {
      if (current && current.expiresAt - 60_000 > Date.now()) return current.token;
      pending ??= fetchToken()
        .then(({ token, expiresInSeconds }) => {
          current = { token, expiresAt: Date.now() + expiresInSeconds * 1000 };
          return token;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    /** Forgets the token (the provider refused it). */
    clear(): void {
      current = undefined;
    },
  };
}

/** The JSON body of a provider's answer, or undefined when it is not JSON. */
export async function jsonBody(response: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
