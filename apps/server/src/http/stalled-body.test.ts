import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;

// A whole request may take 20 s here, but its body may not stop for more than 400 ms.
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { requestTimeoutMs: 20_000, bodyIdleTimeoutMs: 400 });
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends a chat question's JSON in `pieces`, `gapMs` apart; what the server answered, or '' if it closed first. */
async function trickle(pieces: number, gapMs: number, stopAfter = pieces): Promise<string> {
  const body = JSON.stringify({
    sessionId: 'slow-phone',
    query: 'What does Article 40 say about the termination of membership?',
    useRag: true,
  });
  const size = Math.ceil(body.length / pieces);
  const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
  let received = '';
  socket.on('data', (data) => {
    received += data.toString();
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/chat HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
  );
  for (let index = 0; index < stopAfter; index += 1) {
    if (socket.destroyed) break;
    socket.write(body.slice(index * size, (index + 1) * size));
    await pause(gapMs);
  }
  await Promise.race([closed, pause(10_000)]);
  socket.destroy();
  return received;
}

describe('a request body sent slowly', () => {
  // A phone on weak data: twelve pieces 250 ms apart, 3 s in all, far past the 400 ms a body may
  // stop for, and answered.
  it('is let in while it keeps arriving, however long it takes', async () => {
    expect(await trickle(12, 250)).toMatch(/^HTTP\/1\.1 200/);
  }, 20_000);

  // Before, only the whole-request limit cut it: the connection was held for all 20 s.
  it('is cut once it stops arriving', async () => {
    const started = Date.now();
    expect(await trickle(12, 250, 3)).toBe('');
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 20_000);
});
