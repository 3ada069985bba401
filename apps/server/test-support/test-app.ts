import { dirname } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import type { AdjustableClock } from '../src/clock/clock';
import type { ServerConfig } from '../src/config';
import { type PreparedApp, prepareApp, type StartOptions } from '../src/http-server';
import { testRateLimitClock } from './rate-limit-clock';
import { removeTestFolder } from './remove-test-folder';
import { testConfig } from './test-config';
import type { TestDatabase } from './test-database';
import type { Json } from './test-server';

/** The application driven in-process through `app.request()`, with no port opened. */
export interface TestApp extends PreparedApp {
  /** The configuration it runs with. */
  config: ServerConfig;
  /** Every line it logged. */
  logLines: string[];
  /** Sends a request and answers status, content type and the parsed body (or text). */
  send(
    path: string,
    init?: {
      method?: string;
      token?: string;
      json?: unknown;
      body?: BodyInit;
      headers?: Record<string, string>;
    },
  ): Promise<{ status: number; contentType: string; body: Json }>;
}

/**
 * A demo-mode application over the given test database, with rate limits raised out of the way
 * of thousands of generated requests and held in one window (see `testRateLimitClock`), and no
 * scheduled work of its own; closing it removes its temporary folder.
 */
export async function startTestApp(
  database: TestDatabase,
  overrides: Partial<ServerConfig> = {},
  options: Pick<StartOptions, 'rateLimitClock'> = {},
): Promise<TestApp> {
  const config = await testConfig({
    databaseUrl: database.databaseUrl,
    loginLimitPerUser: 1_000_000,
    loginLimitPerAddress: 1_000_000,
    chatLimitPerSession: 1_000_000,
    chatLimitPerAddress: 1_000_000,
    paymentLimitPerMember: 1_000_000,
    ...overrides,
  });
  const logLines: string[] = [];
  const prepared = await prepareApp(config, {
    pglite: database.pglite,
    log: (line) => logLines.push(line),
    rateLimitClock: options.rateLimitClock ?? testRateLimitClock,
    // A test runs the dues job and the purges itself, when it means to (see `scheduledWork`).
    scheduledWork: false,
  });
  await prepared.chatIndexBuilt;
  return {
    ...prepared,
    config,
    logLines,
    close: async () => {
      await prepared.close();
      await removeTestFolder(dirname(config.dataDir));
    },
    send: async (path, init = {}) => {
      const headers: Record<string, string> = { ...init.headers };
      if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`;
      let body = init.body;
      if (init.json !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = JSON.stringify(init.json);
      }
      const response = await prepared.app.request(path, {
        method: init.method ?? 'GET',
        headers,
        body,
      });
      const contentType = response.headers.get('content-type') ?? '';
      // In-process answers skip the HTTP layer that would undo the content encoding a generated
      // Accept-Encoding asked for, so decode it here as a browser would.
      const text = decodeBody(
        Buffer.from(await response.arrayBuffer()),
        response.headers.get('content-encoding'),
      );
      let parsed: Json = text;
      if (contentType.includes('json') && text) parsed = JSON.parse(text);
      return { status: response.status, contentType, body: parsed };
    },
  };
}

/**
 * Moves the app's clock on to the start of the next minute (never back), where it runs on. The
 * requests a test sends next, in less than a minute, then read the same minute: two answers that
 * name a time to the minute (a reset code "valid until 00:09 (Lusaka time)") compare equal. From
 * whatever second the test began at, a minute could turn between the two (one did on a run
 * started seconds before one, 8 December 2026), and the second answer named the next minute.
 */
export function atStartOfMinute(app: Pick<TestApp, 'services'>): void {
  const clock = app.services.clock as Partial<AdjustableClock>;
  if (!clock.setNow) throw new Error('the app was given a clock that cannot be moved');
  const now = app.services.clock.now().getTime();
  clock.setNow(new Date(Math.floor(now / 60_000) * 60_000 + 60_000));
}

function decodeBody(bytes: Buffer, encoding: string | null): string {
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/** Asserts an answer is never a server error, and that any refusal is a JSON `{error, message}`. */
export function expectNoServerError(answer: { status: number; contentType: string; body: Json }) {
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(answer.contentType).toContain('application/json');
    expect(answer.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  }
}
