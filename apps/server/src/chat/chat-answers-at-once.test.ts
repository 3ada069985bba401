import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, startTestServer, type TestServer } from '../../test-support/test-server';

// A per-minute limit counts questions asked, not answers being worked on: one address could send
// its whole minute's allowance (600) at once and have every one prepared before anyone else's.
// Here the model holds its replies, so the questions it was asked stay in preparation.
let database: TestDatabase;
let server: TestServer;
let held: ServerResponse[] = [];
let asked = 0;
const model = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    asked += 1;
    held.push(response);
  });
});

function releaseModel(): void {
  for (const response of held) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'No.' } }] }));
  }
  held = [];
}

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5_000) throw new Error(`the model was asked ${asked} times`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  const { port } = model.address() as AddressInfo;
  database = await createTestDatabase();
  // 120 questions a minute: two of them at once.
  server = await startTestServer(database, {
    trustProxy: true,
    chatLimitPerAddress: 120,
    openAiBaseUrl: `http://127.0.0.1:${port}/v1`,
    openAiModel: 'held',
    openAiTimeoutMs: 12_000,
  });
  await server.chatIndexBuilt;
});

afterAll(async () => {
  releaseModel();
  await server.close();
  await database.drop();
  await new Promise((resolve) => model.close(resolve));
});

// Each question its own, so that no rewrite the engine keeps answers one without the model.
const ask = (address: string, sessionId: string) =>
  call(`${server.url}/api/chat`, {
    method: 'POST',
    json: { query: `Who may vote at the meeting of ${sessionId}?`, sessionId, useRag: true },
    headers: { 'x-forwarded-for': address },
  });

describe('questions from one address being answered at once', () => {
  it('are a second’s share of the minute’s allowance; a further one is refused at once', async () => {
    const first = [ask('192.0.2.7', 'at-once-1'), ask('192.0.2.7', 'at-once-2')];
    await until(() => asked >= 2);
    const refused = await Promise.race([
      ask('192.0.2.7', 'at-once-3'),
      new Promise<undefined>((resolve) => setTimeout(resolve, 3_000)),
    ]);
    expect(refused?.status).toBe(429);
    expect(refused?.body).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(/^Several questions from your address are still being/),
      retryAfterSeconds: expect.any(Number),
    });
    // Another address is answered meanwhile.
    const other = ask('198.51.100.9', 'at-once-other');
    await until(() => asked >= 3);
    releaseModel();
    // Each answer may call the model twice (rewrite, then phrase): keep releasing until all end.
    const releasing = setInterval(releaseModel, 20);
    try {
      for (const answer of await Promise.all([...first, other])) expect(answer.status).toBe(200);
      // Once answered, the address may ask again.
      expect((await ask('192.0.2.7', 'at-once-4')).status).toBe(200);
    } finally {
      clearInterval(releasing);
    }
  });
});
