import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { ServerConfig } from '../config';

let database: TestDatabase;
let server: TestServer;

// The body watches act in about a second here, and the whole-request limit, ten times that, ends
// whatever they let be. It does not cut silently: Node's request timeout is answered with a JSON
// 408. So a body the watches cut gets no answer at all, one they let through gets the route's
// answer, and one they fail to cut gets the 408: what the connection received says which it was,
// and no test measures how long anything took.
const REQUEST_LIMIT: Partial<ServerConfig> = { requestTimeoutMs: 10_000 };

// A body may not stop for more than 1 s, may not average under 10 bytes a second over any 1 s
// window, and one address may send three at once. The 1 s leaves four times the 250 ms gaps below,
// which a loaded machine stretched past 400 ms.
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, {
    ...REQUEST_LIMIT,
    bodyIdleTimeoutMs: 1_000,
    bodyMinBytesPerSecond: 10,
    bodyRateWindowMs: 1_000,
    bodiesPerAddress: 3,
  });
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const question = JSON.stringify({
  sessionId: 'slow-phone',
  query: 'What does Article 40 say about the termination of membership?',
  useRag: true,
});

/**
 * Sends `body` as a chat question to `to` in `pieces`, `gapMs` apart, and waits until the server
 * closes the connection (it always does: the request asks it to, and the whole-request limit ends
 * any body left hanging); what the server answered, or '' if it closed without a word.
 */
async function trickle(
  pieces: number,
  gapMs: number,
  stopAfter = pieces,
  body = question,
  to = server,
): Promise<string> {
  const size = Math.ceil(body.length / pieces);
  const socket = connect(Number(new URL(to.url).port), '127.0.0.1');
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
  // Nothing here gives up: only the server's side ends the connection.
  await closed;
  return received;
}

describe('a request body sent slowly', () => {
  // A phone on weak data: twelve pieces 250 ms apart, 3 s in all, far past the 1 s a body may
  // stop for, and answered.
  it('is let in while it keeps arriving, however long it takes', async () => {
    expect(await trickle(12, 250)).toMatch(/^HTTP\/1\.1 200/);
  }, 20_000);
});

describe('a request body that stops arriving', () => {
  // The rate floor is off here, so only the idle limit can cut the body before the request limit.
  let idleOnly: TestServer;
  beforeAll(async () => {
    idleOnly = await startTestServer(database, {
      ...REQUEST_LIMIT,
      bodyIdleTimeoutMs: 1_000,
      bodyMinBytesPerSecond: 0,
    });
  });
  afterAll(() => idleOnly.close());

  // Before, only the whole-request limit cut it: the connection was held for all of it, and then
  // answered 408.
  it('is cut by the idle limit, without an answer', async () => {
    expect(await trickle(12, 250, 3, question, idleOnly)).toBe('');
  }, 20_000);
});

describe('a request body sent too slowly', () => {
  // The idle limit is far beyond the request limit here, so only the rate floor can cut the body
  // before the request limit does.
  let floorOnly: TestServer;
  beforeAll(async () => {
    floorOnly = await startTestServer(database, {
      ...REQUEST_LIMIT,
      bodyIdleTimeoutMs: 600_000,
      bodyMinBytesPerSecond: 10,
      bodyRateWindowMs: 1_000,
    });
  });
  afterAll(() => floorOnly.close());

  // One byte every 300 ms never stops long enough for an idle cut, but averages 3 bytes a second,
  // under the floor; sent whole it would take 25 s. Before, it was held until the request limit.
  it('is cut when its average over the window falls under the floor, without an answer', async () => {
    const padded = JSON.stringify({ sessionId: 'trickler', query: 'x'.repeat(60), useRag: true });
    expect(await trickle(padded.length, 300, padded.length, padded, floorOnly)).toBe('');
  }, 20_000);
});

describe('bodies arriving at once from one address', () => {
  // Three bodies held open fill the address's share; a fourth is refused before its body is read.
  it('are refused past the limit with a JSON 429, and let in again once one ends', async () => {
    const held = [trickle(12, 150), trickle(12, 150), trickle(12, 150)];
    await pause(300);
    const refused = await trickle(1, 0);
    expect(refused).toMatch(/^HTTP\/1\.1 429/);
    expect(refused).toContain('"error":"too_many_bodies"');
    for (const answer of await Promise.all(held)) expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(await trickle(1, 0)).toMatch(/^HTTP\/1\.1 200/);
  }, 20_000);
});

describe('a body refused for its size before it was read', () => {
  // A client announces a body over the JSON limit, gets its 413 and drops the connection. Node had
  // already detached the request from the connection, so before, the request never ended or closed
  // and kept its place: after three, the address was refused every body for good.
  it('gives its place back once the connection closes', async () => {
    const oversized = 1024 * 1024;
    for (let index = 0; index < 3; index += 1) {
      const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
      socket.on('error', () => undefined);
      const answered = new Promise<string>((resolve) => {
        socket.once('data', (data) => resolve(data.toString()));
      });
      socket.write(
        `POST /api/chat HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${oversized}\r\n\r\n{"query":"`,
      );
      expect(await answered).toMatch(/^HTTP\/1\.1 413/);
      socket.destroy();
    }
    // The server sees each close a moment after the client makes it; ask until it has.
    let answer = '';
    for (let attempt = 0; attempt < 50; attempt += 1) {
      answer = await trickle(1, 0);
      if (!answer.startsWith('HTTP/1.1 429')) break;
      await pause(100);
    }
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  }, 20_000);
});
