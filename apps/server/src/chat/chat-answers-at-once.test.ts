import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HeldChatModel, startHeldChatModel, until } from '../../test-support/held-chat-model';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, startTestServer, type TestServer } from '../../test-support/test-server';

// A per-minute limit counts questions asked, not answers being worked on: one address could send
// its whole minute's allowance (600) at once and have every one prepared before anyone else's.
// Here the model holds its replies, so the questions it was asked stay in preparation.
let database: TestDatabase;
let server: TestServer;
let model: HeldChatModel;

beforeAll(async () => {
  model = await startHeldChatModel();
  database = await createTestDatabase();
  // 120 questions a minute: two of them at once.
  server = await startTestServer(database, {
    trustProxy: true,
    chatLimitPerAddress: 120,
    openAiBaseUrl: model.baseUrl,
    openAiModel: 'held',
    openAiTimeoutMs: 12_000,
  });
  await server.chatIndexBuilt;
});

afterAll(async () => {
  await model.close();
  await server.close();
  await database.drop();
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
    await until(() => model.asked() >= 2, 'the model being asked twice');
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
    await until(() => model.asked() >= 3, 'the model being asked for the other address');
    // Each answer may call the model twice (rewrite, then phrase): keep releasing until all end.
    const releasing = setInterval(model.release, 20);
    try {
      for (const answer of await Promise.all([...first, other])) expect(answer.status).toBe(200);
      // Once answered, the address may ask again.
      expect((await ask('192.0.2.7', 'at-once-4')).status).toBe(200);
    } finally {
      clearInterval(releasing);
    }
  });
});
