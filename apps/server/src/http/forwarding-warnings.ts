import type { IncomingMessage } from 'node:http';
import { canonicalAddress, trustedProxyMatcher } from './trusted-proxies';

/** The proxy settings and the per-address limits a wrong one makes the whole site share. */
export interface ForwardingSettings {
  /** `TRUST_PROXY`. */
  trustProxy: boolean;
  /** `TRUSTED_PROXIES`. */
  trustedProxies: readonly string[];
  /** Chat answers one address may have in preparation at once. */
  chatAnswersAtOnce: number;
  /** Logins (password checks) one address may have under way at once. */
  loginsAtOnce: number;
  /** New pages one address may cause a minute (`PAGE_RENDER_LIMIT_PER_ADDRESS`). */
  pageRendersPerMinute: number;
}

/** What one request showed of the proxy settings being wrong; each kind is logged once. */
export interface ForwardingProblem {
  kind: 'not-trusted' | 'not-listed' | 'header-not-read' | 'not-forwarded';
  /** The warning, saying what it costs and what to set. */
  sentence: string;
}

/** A request as it reached the socket, before any routing. */
export interface ArrivedRequest {
  /** The socket's peer. */
  peer: string;
  /** Its headers, names in lower case. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** Its path, percent-encoded as sent. */
  path: string;
}

// The headers proxies name the client in; the server reads only the first (client-address.ts).
const FORWARDING_HEADERS = [
  ['x-forwarded-for', 'X-Forwarded-For'],
  ['forwarded', 'Forwarded'],
  ['x-real-ip', 'X-Real-IP'],
] as const;

/**
 * Whether a request shows the proxy settings wrong, as one sentence for a `warning:` line. A
 * proxy's header is never believed because of it: only `TRUST_PROXY` and `TRUSTED_PROXIES` decide
 * that. Without `TRUST_PROXY`, a request naming a client in a header most likely came through a
 * proxy, whose visitors then all count as the proxy; with it, a peer missing from
 * `TRUSTED_PROXIES`, a proxy that names the client in a header this server does not read, or a
 * request that names none means the same, or that the server is reached around the proxy. A
 * monitor asking for `/api/health` directly is expected, and not named.
 */
export function forwardingProblem(
  settings: ForwardingSettings,
  request: ArrivedRequest,
  isTrustedProxy = trustedProxyMatcher(settings.trustedProxies),
): ForwardingProblem | undefined {
  const peer = canonicalAddress(request.peer);
  const sent = FORWARDING_HEADERS.filter(([name]) => request.headers[name] !== undefined).map(
    ([, shown]) => shown,
  );
  const shared =
    `every visitor counts as ${peer} and they share one address's limits ` +
    `(${settings.chatAnswersAtOnce} chat answers and ${settings.loginsAtOnce} logins at once, ` +
    `${settings.pageRendersPerMinute} new pages a minute), so one visitor's flood refuses everyone`;
  if (!settings.trustProxy) {
    if (sent.length === 0) return undefined;
    return {
      kind: 'not-trusted',
      sentence:
        `a request from ${peer} came with ${sent.join(' and ')} while TRUST_PROXY is off, so the ` +
        `header was not believed: if ${peer} is a proxy of yours, ${shared}; set ` +
        `TRUST_PROXY=true and TRUSTED_PROXIES=${peer}. If it is not, a client wrote the header ` +
        'itself, and nothing needs changing',
    };
  }
  if (sent.includes('X-Forwarded-For')) {
    if (settings.trustedProxies.length === 0 || isTrustedProxy(peer)) return undefined;
    return {
      kind: 'not-listed',
      sentence:
        `a request from ${peer} came with X-Forwarded-For, but ${peer} is not in ` +
        'TRUSTED_PROXIES, so the header was not believed: if it is a proxy of yours (a new ' +
        `address of it), add it to TRUSTED_PROXIES, or ${shared}`,
    };
  }
  if (sent.length > 0) {
    return {
      kind: 'header-not-read',
      sentence:
        `a request from ${peer} came with ${sent.join(' and ')} but no X-Forwarded-For, the ` +
        `one header this server reads, so ${shared}; have the proxy send X-Forwarded-For ` +
        '(nginx: proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for)',
    };
  }
  if (request.path === '/api/health' || request.path.startsWith('/api/health/')) return undefined;
  const around =
    settings.trustedProxies.length === 0
      ? 'and with TRUST_PROXY alone anyone who reaches it so may write X-Forwarded-For and ' +
        'pass as any address; set TRUSTED_PROXIES to the proxy, or bind HOST where only it reaches'
      : 'past what the proxy does (TLS, its own limits)';
  return {
    kind: 'not-forwarded',
    sentence:
      `a request from ${peer} for ${request.path} came without X-Forwarded-For while ` +
      `TRUST_PROXY is on: if it came through your proxy, the proxy does not send the header and ` +
      `${shared}; if it did not, the server can be reached around the proxy, ${around}`,
  };
}

/**
 * Looks at each request as it arrives and logs each kind of {@link forwardingProblem} once per
 * process, as a `warning:` line: the start's warning says what a setting costs, this says what
 * the requests show, and once is enough to be read without filling the log.
 */
export function forwardingWarnings(
  settings: ForwardingSettings,
  log: (line: string) => void,
): (incoming: IncomingMessage) => void {
  const told = new Set<ForwardingProblem['kind']>();
  const isTrustedProxy = trustedProxyMatcher(settings.trustedProxies);
  return (incoming) => {
    if (told.size === 4) return;
    const peer = incoming.socket.remoteAddress;
    if (peer === undefined) return;
    const found = forwardingProblem(
      settings,
      { peer, headers: incoming.headers, path: pathOf(incoming.url) },
      isTrustedProxy,
    );
    if (found === undefined || told.has(found.kind)) return;
    told.add(found.kind);
    log(`warning: ${found.sentence}`);
  };
}

// Percent-encoded by the URL parser, so no path can break the line or forge another (as
// loggedPath does); the query is left out, as login takes credentials there.
function pathOf(target: string | undefined): string {
  try {
    return new URL(target ?? '/', 'http://request.invalid').pathname;
  } catch {
    return '/';
  }
}
