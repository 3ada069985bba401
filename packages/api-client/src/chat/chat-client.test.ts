import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error';
import { NetworkError } from '../errors/network-error';
import { TimeoutError } from '../errors/timeout-error';
import { createTestClient } from '../test-support/test-client';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { createChatClient } from './chat-client';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const question = { query: 'How much is the annual fee?', sessionId: 'page-1', useRag: true };
const chat = () => createTestClient(server).client.chat;

describe('chat.health', () => {
  it('is ready for a 200 reply with status healthy', async () => {
    expect(await chat().health()).toEqual({ ready: true });
  });

  it.each(['starting', 'down'] as const)('is not ready when the service is %s', async (health) => {
    server.modes.health = health;
    expect(await chat().health()).toEqual({ ready: false });
  });

  it('is not ready when nothing listens, and never throws', async () => {
    const client = createChatClient({ baseUrl: 'http://127.0.0.1:9/api/' });
    expect(await client.health()).toEqual({ ready: false });
  });

  it('is not ready for a garbled body', async () => {
    const client = createChatClient({
      baseUrl: server.apiBaseUrl,
      fetch: async () => new Response('not json', { status: 200 }),
    });
    expect(await client.health()).toEqual({ ready: false });
  });
});

describe('chat.ask', () => {
  it('sends the question and resolves the reply', async () => {
    const reply = await chat().ask(question);
    expect(reply).toMatchObject({
      answer: expect.stringContaining('How much is the annual fee?'),
      responseType: 'rag_qa',
      sources: [],
    });
  });

  it('gives up after its time limit with the timeout message', async () => {
    server.modes.chat = 'slow';
    const { client } = createTestClient(server, { timeouts: { chatAsk: 300 } });
    const failure = client.chat.ask(question);
    await expect(failure).rejects.toBeInstanceOf(TimeoutError);
    await expect(failure).rejects.toMatchObject({
      message: 'Request timed out. The server is taking longer than expected to respond.',
    });
  });

  it("passes on the server's message", async () => {
    server.modes.chat = 'rate-limited';
    const failure = chat().ask(question);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 429,
      message: 'You have asked many questions. Please wait a minute.',
    });
  });

  it("says it couldn't reach the server when the failure has no message", async () => {
    server.modes.chat = 'broken';
    await expect(chat().ask(question)).rejects.toMatchObject({
      status: 500,
      message: "Sorry, I couldn't reach the server.",
    });
  });

  it("says it couldn't reach the server when nothing answers", async () => {
    const client = createChatClient({ baseUrl: 'http://127.0.0.1:9/api/' });
    const failure = client.ask(question);
    await expect(failure).rejects.toBeInstanceOf(NetworkError);
    await expect(failure).rejects.toMatchObject({ message: "Sorry, I couldn't reach the server." });
  });

  it('stops when aborted, with an AbortError rather than a timeout', async () => {
    server.modes.chat = 'slow';
    const controller = new AbortController();
    const pending = chat().ask(question, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
