import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const body = JSON.stringify({
      title: 'Sent slowly',
      body: 'Arrives after close began.',
      imageUrl: null,
    });
    const target = new URL(`${server.url}/api/contents`);
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 300);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = server.close();
    const finished = await answer;
    await closed;
    expect(finished.status).toBe(201);
    expect(JSON.parse(finished.text)).toMatchObject({ title: 'Sent slowly' });
    await expect(call(`${server.url}/api/health`)).rejects.toThrow();
  });
});
