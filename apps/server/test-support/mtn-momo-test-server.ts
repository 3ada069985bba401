import type { ServerConfig } from '../src/config';
import { freePort } from './free-port';
import { MOMO_CREDENTIALS, type MtnMomoServer, startMtnMomoServer } from './mtn-momo-server';
import { createTestDatabase, type TestDatabase } from './test-database';
import { startTestServer, type TestServer } from './test-server';

/** A test server taking payments through a stand-in MTN MoMo, over a database of its own. */
export interface MtnMomoTestSetup {
  database: TestDatabase;
  momo: MtnMomoServer;
  server: TestServer;
  /** Stops the server and the stand-in, and drops the database. */
  close(): Promise<void>;
}

/**
 * Starts a database, a stand-in MTN MoMo and a server paying through it, whose callbacks come
 * back to its own port; `overrides` set the rest of the configuration (limits, timeouts).
 * `providerTimeoutMs` is how long the server waits for the stand-in: 300 ms by default, so the
 * tests of a provider that never answers are quick; a test that must reach it on a loaded
 * machine gives more (a token and a request to pay each timed out there at 300 ms).
 */
export async function startMtnMomoTestSetup(
  overrides: Partial<ServerConfig> = {},
  { providerTimeoutMs = 300 }: { providerTimeoutMs?: number } = {},
): Promise<MtnMomoTestSetup> {
  const database = await createTestDatabase();
  let momo: MtnMomoServer | undefined;
  let server: TestServer | undefined;
  const close = async () => {
    await server?.close();
    await momo?.close();
    await database.drop();
  };
  try {
    momo = await startMtnMomoServer();
    const port = await freePort();
    server = await startTestServer(database, {
      port,
      ...overrides,
      paymentProvider: {
        kind: 'mtn-momo',
        baseUrl: momo.url,
        ...MOMO_CREDENTIALS,
        currency: 'ZMW',
        publicUrl: `http://127.0.0.1:${port}`,
        timeoutMs: providerTimeoutMs,
      },
    });
    return { database, momo, server, close };
  } catch (error) {
    await close();
    throw error;
  }
}
