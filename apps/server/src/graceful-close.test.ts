import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slowContentPost } from '../test-support/slow-content-post';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../test-support/test-server';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});

afterAll(async () => {
  await database.drop();
});

describe('closing the server', () => {
  it('finishes a request in flight, then stops accepting connections', async () => {
    const token = (await login(server, 'demo.editor')).body.access_token;
    const answer = slowContentPost(
      server.url,
      token,
      { title: 'Sent slowly', body: 'Arrives after close began.' },
      300,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = server.close();
    const finished = await answer;
    await closed;
    expect(finished.status).toBe(201);
    expect(JSON.parse(finished.text)).toMatchObject({ title: 'Sent slowly' });
    await expect(call(`${server.url}/api/health`)).rejects.toThrow();
  });
});

describe('starting the server', () => {
  it('refuses a port another process holds with an error, not an uncaught crash', async () => {
    const holder = createServer();
    const port = await new Promise<number>((resolve) =>
      holder.listen(0, '127.0.0.1', () => resolve((holder.address() as { port: number }).port)),
    );
    try {
      await expect(startTestServer(database, { port, host: '127.0.0.1' })).rejects.toThrow(
        /EADDRINUSE/,
      );
    } finally {
      holder.close();
    }
  });
});
