// A small stand-in for apps/server that keeps issue 7's contract shapes, for this package's tests
// only: never exported, never built. It runs over real HTTP (node:http) so the client is tested
// through its real transport, and it counts what it receives so tests can prove single-flight
// refresh and the one-retry rule. Each behaviour the tests need is a mode they switch on.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestCollections } from './test-collections';

/** The password of every demo account, as in the reference server. */
export const DEMO_PASSWORD = 'Demo-2026!';

interface Account {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  status: string;
  loginStatus: 'SUCCESSFUL' | 'PENDING_PAYMENT' | 'OTP' | 'INCOMPLETE_REGISTRATION';
  editor: boolean;
}

const ACCOUNTS: Account[] = [
  {
    id: 1,
    username: 'demo.active',
    firstName: 'Demo',
    lastName: 'Active Member',
    status: 'ACTIVE',
    loginStatus: 'SUCCESSFUL',
    editor: false,
  },
  {
    id: 2,
    username: 'demo.editor',
    firstName: 'Demo',
    lastName: 'Editor',
    status: 'ACTIVE',
    loginStatus: 'SUCCESSFUL',
    editor: true,
  },
  {
    id: 3,
    username: 'demo.payment',
    firstName: 'Demo',
    lastName: 'Payment Member',
    status: 'PENDING_PAYMENT',
    loginStatus: 'PENDING_PAYMENT',
    editor: false,
  },
  {
    id: 4,
    username: 'demo.otp',
    firstName: 'Demo',
    lastName: 'OTP Member',
    status: 'OTP',
    loginStatus: 'OTP',
    editor: false,
  },
  {
    id: 5,
    username: 'demo.registration',
    firstName: 'Demo',
    lastName: 'Registration Member',
    status: 'INCOMPLETE_REGISTRATION',
    loginStatus: 'INCOMPLETE_REGISTRATION',
    editor: false,
  },
  {
    id: 6,
    username: 'demo.suspended',
    firstName: 'Demo',
    lastName: 'Suspended Member',
    status: 'SUSPENDED',
    loginStatus: 'SUCCESSFUL',
    editor: false,
  },
];

/** A request the server received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
}

/** The switches tests flip. Reset before each test with `server.reset()`. */
export interface TestServerModes {
  /** How `token/refresh` answers: new tokens, a refusal (401), or a server failure (500). */
  refresh: 'rotate' | 'refuse' | 'fail';
  /** Also hand out a new refresh token on every refresh. */
  rotateRefreshToken: boolean;
  /** Milliseconds `token/refresh` waits before answering, so requests pile up behind it. */
  refreshDelayMs: number;
  /** Refuse every access token with 401 `token_invalid`, even fresh ones. */
  refuseAllAccessTokens: boolean;
  /** Make the count routes wait `slowMs` before answering. */
  slowCounts: boolean;
  /** Body of each count route; `null` answers 500 with a JSON error body. */
  counts: Record<'users' | 'active' | 'districts' | 'partners', string | null>;
  /** What `GET health` says. */
  health: 'healthy' | 'starting' | 'down';
  /** How `POST chat` behaves. */
  chat: 'answer' | 'slow' | 'rate-limited' | 'broken';
  /** Milliseconds the slow modes wait. */
  slowMs: number;
  /** The answer of the `test/error` route, for the error-message table. */
  errorReply: {
    status: number;
    contentType: string;
    body: string;
    headers?: Record<string, string>;
  };
}

/** A running test server. */
export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The member service, `origin/coaz/api/`. */
  memberBaseUrl: string;
  /** The chat and content service, `origin/api/`. */
  apiBaseUrl: string;
  modes: TestServerModes;
  /** Every request since the last reset, in arrival order. */
  received: ReceivedRequest[];
  /** How many `token/refresh` calls arrived since the last reset. */
  refreshCalls(): number;
  /** How many requests matched `method path` since the last reset. */
  count(method: string, path: string): number;
  /** Makes every access token issued so far expired (401 `token_expired`). */
  expireAccessTokens(): void;
  /** Makes the refresh token invalid, as after a server-side logout. */
  revokeRefreshTokens(): void;
  /** Issues tokens for a user without a login call, for tests that start logged in. */
  issueTokens(username: string): { accessToken: string; refreshToken: string };
  /** Forgets tokens, contents, counters and modes. */
  reset(): void;
  close(): Promise<void>;
}

function defaultModes(): TestServerModes {
  return {
    refresh: 'rotate',
    rotateRefreshToken: false,
    refreshDelayMs: 0,
    refuseAllAccessTokens: false,
    slowCounts: false,
    counts: { users: '1250', active: '980', districts: '116', partners: '8' },
    health: 'healthy',
    chat: 'answer',
    slowMs: 2_000,
    errorReply: { status: 400, contentType: 'application/json', body: '{}' },
  };
}

interface StoredEntry {
  id: number;
  title: string;
  body: string;
  imageUrl: string | null;
  imageAlt: string;
  showUntil: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/**
 * The bytes of the multipart part named `file`. Parsed by hand: undici's own parser refuses to
 * run under jsdom, whose File class replaces Node's.
 */
function filePart(body: Buffer, contentType: string): Buffer | undefined {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const delimiter = `--${boundary?.[1] ?? boundary?.[2] ?? ''}`;
  if (delimiter === '--') return undefined;
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) return undefined;
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString('utf8');
    if (headerEnd !== -1 && /name="file"/.test(headers)) return part.subarray(headerEnd + 4);
    start = next;
  }
  return undefined;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** Starts the server on a free port of 127.0.0.1. */
export async function startTestServer(): Promise<TestServer> {
  let modes = defaultModes();
  let received: ReceivedRequest[] = [];
  let refreshCalls = 0;
  let serial = 0;
  let accessTokens = new Map<string, string>();
  let refreshTokens = new Map<string, string>();
  let entries: StoredEntry[] = [];
  let nextEntryId = 1;
  let uploads = 0;
  const sockets = new Set<import('node:net').Socket>();

  const issue = (username: string) => {
    serial += 1;
    const accessToken = `access-${serial}`;
    const refreshToken = `refresh-${serial}`;
    accessTokens.set(accessToken, username);
    refreshTokens.set(refreshToken, username);
    return { accessToken, refreshToken };
  };

  const send = (
    response: ServerResponse,
    status: number,
    body: unknown,
    contentType = 'application/json',
  ) => {
    const text =
      typeof body === 'string' && contentType !== 'application/json' ? body : JSON.stringify(body);
    response
      .writeHead(status, { 'content-type': contentType })
      .end(status === 204 ? undefined : text);
  };
  const fail = (response: ServerResponse, status: number, error: string, message: string) =>
    send(response, status, { error, message });

  const bearer = (request: IncomingMessage) =>
    /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];

  const member = (request: IncomingMessage, response: ServerResponse): Account | undefined => {
    const token = bearer(request);
    const username = token ? accessTokens.get(token) : undefined;
    if (!token) {
      fail(response, 401, 'unauthorized', 'A bearer access token is required');
      return undefined;
    }
    if (!username || modes.refuseAllAccessTokens) {
      fail(
        response,
        401,
        modes.refuseAllAccessTokens ? 'token_invalid' : 'token_expired',
        'Access token expired or invalid',
      );
      return undefined;
    }
    return ACCOUNTS.find((account) => account.username === username);
  };

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const readJson = async (request: IncomingMessage) => {
    try {
      return JSON.parse((await readBody(request)).toString('utf8')) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  };
  const collections = createTestCollections({
    send,
    fail,
    readJson,
    member: (request, response) => member(request, response),
    hasToken: (request) => bearer(request) !== undefined,
  });
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const routes = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const route = `${request.method} ${url.pathname}`;

    if (route === 'POST /coaz/api/login' || route === 'GET /coaz/api/login') {
      const body = request.method === 'POST' ? await readJson(request) : undefined;
      const username = String(body?.username ?? url.searchParams.get('username') ?? '');
      const password = String(body?.password ?? url.searchParams.get('password') ?? '');
      const account = ACCOUNTS.find((candidate) => candidate.username === username);
      if (!account || password !== DEMO_PASSWORD) {
        return fail(response, 401, 'unauthorized', 'Bad credentials');
      }
      const tokens = issue(account.username);
      return send(response, 200, {
        access_token: tokens.accessToken,
        refresh_token: tokens.refreshToken,
        status: account.loginStatus,
        user: { id: account.id, username: account.username, status: account.status },
        tariff:
          account.loginStatus === 'PENDING_PAYMENT' ? { receivableId: 7001, criteriaId: 12 } : null,
      });
    }

    if (route === 'GET /coaz/api/current') {
      const account = member(request, response);
      if (!account) return;
      const { loginStatus: _login, editor: _editor, ...user } = account;
      return send(response, 200, { status: 'SUCCESS', content: { user }, message: 'Current user' });
    }

    if (route === 'POST /coaz/api/logout') {
      const token = bearer(request);
      if (!token || !refreshTokens.delete(token)) {
        return fail(response, 401, 'token_invalid', 'Unknown or already revoked refresh token');
      }
      return send(response, 200, { message: 'Logged out' });
    }

    if (route === 'GET /coaz/api/token/refresh') {
      refreshCalls += 1;
      if (modes.refreshDelayMs > 0) await wait(modes.refreshDelayMs);
      if (modes.refresh === 'fail') return fail(response, 500, 'internal', 'Token service is down');
      const token = bearer(request);
      const username = token ? refreshTokens.get(token) : undefined;
      if (!username || modes.refresh === 'refuse') {
        return fail(response, 401, 'unauthorized', 'Refresh token expired or revoked');
      }
      const tokens = issue(username);
      if (!modes.rotateRefreshToken)
        return send(response, 200, { access_token: tokens.accessToken });
      refreshTokens.delete(token as string);
      return send(response, 200, {
        access_token: tokens.accessToken,
        refresh_token: tokens.refreshToken,
      });
    }

    const countRoutes: Record<string, keyof TestServerModes['counts']> = {
      'GET /coaz/api/users/count': 'users',
      'GET /coaz/api/users/count/active': 'active',
      'GET /coaz/api/districts/count': 'districts',
      'GET /coaz/api/partners/count': 'partners',
    };
    const countName = countRoutes[route];
    if (countName) {
      if (modes.slowCounts) await wait(modes.slowMs);
      const value = modes.counts[countName];
      if (value === null) return fail(response, 500, 'internal', 'Count unavailable');
      return send(response, 200, value, 'text/plain; charset=utf-8');
    }

    if (route === 'GET /coaz/api/test/error') {
      const { status, contentType, body, headers } = modes.errorReply;
      response.writeHead(status, { ...headers, 'content-type': contentType }).end(body);
      return;
    }

    if (route === 'GET /coaz/api/members/card') {
      if (!member(request, response)) return;
      response
        .writeHead(200, {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="card.pdf"; filename*=UTF-8''membership%20card%20%E2%80%93%202026.pdf`,
        })
        .end('%PDF-1.7 membership card');
      return;
    }

    if (route === 'GET /api/contents') return send(response, 200, entries);

    if (url.pathname === '/api/contents' || url.pathname.startsWith('/api/contents/')) {
      const account = member(request, response);
      if (!account) return;
      if (!account.editor)
        return fail(response, 403, 'forbidden', 'Only editors may change contents');
      const id = Number(url.pathname.split('/')[3]);
      const existing = entries.find((entry) => entry.id === id);
      if (request.method === 'DELETE') {
        if (!existing) return fail(response, 404, 'not_found', 'No such content entry');
        entries = entries.filter((entry) => entry !== existing);
        return send(response, 204, null);
      }
      const body = await readJson(request);
      if (
        typeof body?.title !== 'string' ||
        typeof body.body !== 'string' ||
        body.title.trim() === ''
      ) {
        return fail(response, 400, 'validation', 'A title and a body are required');
      }
      const now = new Date().toISOString();
      const imageUrl = typeof body.imageUrl === 'string' ? body.imageUrl : null;
      const imageAlt = typeof body.imageAlt === 'string' ? body.imageAlt : '';
      const showUntil = typeof body.showUntil === 'string' ? body.showUntil : null;
      if (request.method === 'POST' && url.pathname === '/api/contents') {
        const entry = {
          id: nextEntryId++,
          title: body.title,
          body: body.body,
          imageUrl,
          imageAlt,
          showUntil,
          createdAt: now,
          updatedAt: now,
          version: 1,
        };
        entries.push(entry);
        return send(response, 201, entry);
      }
      if (request.method === 'PUT' && existing) {
        if (body.version !== existing.version) {
          return fail(response, 409, 'conflict', 'Version mismatch');
        }
        Object.assign(existing, {
          title: body.title,
          body: body.body,
          imageUrl,
          imageAlt,
          showUntil,
          updatedAt: now,
          version: existing.version + 1,
        });
        return send(response, 200, existing);
      }
      return fail(response, 404, 'not_found', 'No such content entry');
    }

    if (route === 'POST /api/uploads') {
      const account = member(request, response);
      if (!account) return;
      if (!account.editor) return fail(response, 403, 'forbidden', 'Only editors may upload');
      const file = filePart(await readBody(request), request.headers['content-type'] ?? '');
      if (!file) return fail(response, 400, 'validation', 'Attach an image as "file"');
      const head = [...file.subarray(0, 4)];
      const isPng = PNG_SIGNATURE.every((byte, index) => head[index] === byte);
      const isJpeg = JPEG_SIGNATURE.every((byte, index) => head[index] === byte);
      if (!isPng && !isJpeg) return fail(response, 415, 'unsupported', 'Only PNG or JPEG images');
      uploads += 1;
      return send(response, 201, { url: `/uploads/image-${uploads}.${isPng ? 'png' : 'jpg'}` });
    }

    if (await collections.handle(request, response, url)) return;

    if (route === 'GET /api/constitution') {
      return send(response, 200, {
        title: 'Constitution of the Clinical Officers Association of Zambia',
        source: 'pdf',
        parts: [{ number: 'II', title: 'Membership', articleNumbers: [40] }],
        articles: [
          {
            number: 40,
            title: 'Renunciation and Termination of Membership',
            partNumber: 'II',
            pageStart: 44,
            pageEnd: 45,
            anchor: 'article-40',
            text: '(1) A member may renounce membership in writing.',
            clauses: [{ label: '(1)', text: 'A member may renounce membership in writing.' }],
          },
        ],
      });
    }

    if (route === 'GET /api/health') {
      if (modes.health === 'down') return fail(response, 503, 'unavailable', 'Index not ready');
      return send(response, 200, { status: modes.health });
    }

    if (route === 'POST /api/chat') {
      const body = await readJson(request);
      if (modes.chat === 'slow') await wait(modes.slowMs);
      if (modes.chat === 'rate-limited') {
        return fail(
          response,
          429,
          'rate_limited',
          'You have asked many questions. Please wait a minute.',
        );
      }
      if (modes.chat === 'broken') {
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal failure');
        return;
      }
      const query = String(body?.query ?? '');
      return send(response, 200, {
        answer: `You asked: ${query}. Members pay the annual fee set by the Council (Article 40).`,
        text: `You asked: ${query}. Members pay the annual fee set by the Council (Article 40).`,
        responseType: body?.useRag === false ? 'search' : 'rag_qa',
        ragMetadata: { model: 'extractive', confidence: 0.8, contextChunks: 1, processingTime: 3 },
        metadata: { provider: 'constitution-qa', model: 'extractive', processingTime: 3 },
        sources: [],
      });
    }

    return fail(response, 404, 'not_found', 'No such API route');
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    // jsdom's XMLHttpRequest enforces CORS like a browser, from origin http://localhost:3000.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-expose-headers', 'content-disposition');
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, {
          'access-control-allow-methods': 'GET, POST, PUT, DELETE',
          'access-control-allow-headers': 'authorization, content-type',
        })
        .end();
      return;
    }
    received.push({
      method: request.method ?? '',
      path: url.pathname,
      authorization: request.headers.authorization,
    });
    routes(request, response, url).catch(() => {
      if (!response.headersSent) fail(response, 400, 'bad_request', 'Could not read the request');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    memberBaseUrl: `${origin}/coaz/api/`,
    apiBaseUrl: `${origin}/api/`,
    get modes() {
      return modes;
    },
    get received() {
      return received;
    },
    refreshCalls: () => refreshCalls,
    count: (method, path) =>
      received.filter((request) => request.method === method && request.path === path).length,
    expireAccessTokens: () => {
      accessTokens = new Map();
    },
    revokeRefreshTokens: () => {
      refreshTokens = new Map();
    },
    issueTokens: issue,
    reset: () => {
      modes = defaultModes();
      received = [];
      refreshCalls = 0;
      accessTokens = new Map();
      refreshTokens = new Map();
      entries = [];
      nextEntryId = 1;
      uploads = 0;
      collections.reset();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
