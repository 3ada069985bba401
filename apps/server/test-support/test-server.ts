import { dirname } from 'node:path';
import type { ServerConfig } from '../src/config';
import { type RunningServer, type StartOptions, startServer } from '../src/http-server';
import { testRateLimitClock } from './rate-limit-clock';
import { removeTestFolder } from './remove-test-folder';
import { testConfig } from './test-config';
import type { TestDatabase } from './test-database';

/** A started server and what the tests need around it. */
export interface TestServer extends RunningServer {
  /** The configuration it runs with. */
  config: ServerConfig;
  /** Every line it logged. */
  logLines: string[];
  /** `${url}/${prefix}/api`. */
  memberApi: string;
}

/** A parsed answer; tests inspect it with expect(), which does the checking. */
// biome-ignore lint/suspicious/noExplicitAny: see above
export type Json = any;

/**
 * Starts a demo-mode server on a free port over the given test database; closing it also removes
 * its temporary folder (data, uploads, web root). Its rate limits count in one window that never
 * ends (see `testRateLimitClock`) unless `options` bring their own clock. Like `startTestApp`, it
 * runs no scheduled work unless `options` ask for it (`scheduledWork: true`): the dues job's first
 * run, 5 s after start, and the purges a minute after it read the clock a test moves (the dev
 * clock, a test's own `AdjustableClock`), so a slow test file could see a member lapsed, a reminder
 * sent or a deleted entry purged by work it never started, between two of its own steps.
 */
export async function startTestServer(
  database: TestDatabase,
  overrides: Partial<ServerConfig> = {},
  options: StartOptions = {},
): Promise<TestServer> {
  const config = await testConfig({ databaseUrl: database.databaseUrl, ...overrides });
  const folder = dirname(config.dataDir);
  const logLines: string[] = [];
  let server: RunningServer;
  try {
    server = await startServer(config, {
      pglite: database.pglite,
      log: (line) => logLines.push(line),
      rateLimitClock: testRateLimitClock,
      scheduledWork: false,
      ...options,
    });
  } catch (error) {
    await removeTestFolder(folder);
    throw error;
  }
  return {
    ...server,
    close: async () => {
      await server.close();
      await removeTestFolder(folder);
    },
    config,
    logLines,
    memberApi: `${server.url}/${config.apiPrefix}/api`,
  };
}

/** Logs in with JSON and answers the parsed body (and status). */
export async function login(server: TestServer, username: string, password = 'Demo-2026!') {
  const response = await fetch(`${server.memberApi}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/** JSON request helper: answers status, headers and the parsed body (or text). */
export async function call(
  url: string,
  init: { method?: string; token?: string; json?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await response.text();
  let body: Json = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text)
    body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body };
}
