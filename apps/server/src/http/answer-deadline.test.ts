import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HeldChatModel, startHeldChatModel, until } from '../../test-support/held-chat-model';
import { slowContentPost } from '../../test-support/slow-content-post';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';

// Nothing cut a route that never began its answer: the connection, and the client's wait, lasted
// as long as the work did, for ever if it never settled. A model that holds its reply stands in
// for such work here (its own 12 s limit is far past the route's 400 ms).
let database: TestDatabase;
let server: TestServer;
let model: HeldChatModel;

beforeAll(async () => {
  model = await startHeldChatModel();
  database = await createTestDatabase();
  server = await startTestServer(database, {
    answerStartTimeoutMs: 400,
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

describe('a route that does not begin its answer in time', () => {
  // Only the route's deadline answers 503 answer_timeout: the held model never replies, and its own
  // 12 s limit would end in another answer. So the answer's body proves which limit cut the wait,
  // on a fast machine or a busy one.
  it('is answered 503 answer_timeout in JSON, with a time to wait', async () => {
    const answer = await call(`${server.url}/api/chat`, {
      method: 'POST',
      json: { query: 'Who chairs the annual general meeting?', sessionId: 'held', useRag: true },
    });
    await until(() => model.asked() >= 1, 'the model being asked');
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ error: 'answer_timeout', message: expect.any(String) });
    expect(answer.headers.get('retry-after')).toBe('30');
  });

  it('counts from the end of the request’s body, which a phone may send slowly', async () => {
    const editor = await login(server, 'demo.editor');
    const posted = await slowContentPost(
      server.url,
      editor.body.access_token,
      { title: 'Office closed on Friday', body: 'The secretariat is closed for the holiday.' },
      1_000,
    );
    expect(posted.status, posted.text).toBe(201);
  });
});
