import { isIP } from 'node:net';

/** The network settings production refuses, read once the configuration is parsed. */
export interface NetworkExposureSettings {
  host: string;
  trustProxy: boolean;
  trustedProxies: readonly string[];
  corsOrigins: readonly string[];
}

/**
 * Why production must not start with these network settings, one line each (none when sound).
 *
 * - `TRUST_PROXY=true` with no `TRUSTED_PROXIES` believes `X-Forwarded-For` from whichever peer
 *   connects. Bound beyond this machine, a client that reaches the port around the proxy writes a
 *   new address into each request and escapes every per-address limit (password-recovery SMS,
 *   applications, card look-ups, chat). Naming the proxies, or binding where only a proxy on this
 *   machine reaches (`HOST=127.0.0.1`), closes that.
 * - A plain-http origin in `CORS_ORIGINS` lets a page anyone on the network can rewrite call the
 *   API with members' tokens; production already refuses a plain-http `PUBLIC_URL` for the same
 *   reason.
 */
export function networkExposureProblems(settings: NetworkExposureSettings): string[] {
  const problems: string[] = [];
  if (
    settings.trustProxy &&
    settings.trustedProxies.length === 0 &&
    !isLoopbackHost(settings.host)
  ) {
    problems.push(
      `TRUST_PROXY=true without TRUSTED_PROXIES believes X-Forwarded-For from whoever connects, ` +
        `and HOST=${settings.host} lets clients connect around the proxy and name a new address ` +
        'in every request, past every per-address limit; set TRUSTED_PROXIES to the proxies’ ' +
        'addresses or ranges (10.0.0.0/8), or HOST=127.0.0.1 when the proxy runs on this machine',
    );
  }
  const plain = settings.corsOrigins.filter((origin) => !origin.startsWith('https://'));
  if (plain.length > 0) {
    problems.push(
      `CORS_ORIGINS must be https when COAZ_MODE=production: a page served over plain http can be ` +
        `rewritten on the way and would call the API with members' tokens (${plain.join(', ')})`,
    );
  }
  return problems;
}

/** Whether only this machine can reach a server bound to `host`. */
function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1';
}
