import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatCompletionsServer,
  completionWith,
  startChatCompletionsServer,
} from '../test-support/chat-completions-server';
import { createOpenAiCompatibleProvider } from './create-open-ai-compatible-provider';
import { ProviderError } from './provider-error';
import { restAfter } from './rest-after';

const HELLO = [{ role: 'user' as const, content: 'Hello' }];

describe('an OpenAI-compatible endpoint that misbehaves', () => {
  let server: ChatCompletionsServer;
  let clock = 0;
  const now = () => clock;

  beforeAll(async () => {
    server = await startChatCompletionsServer();
  });
  afterEach(() => {
    server.received.length = 0;
    server.answer = { status: 200, body: completionWith('Phrased by the model.') };
    clock = 0;
  });
  afterAll(async () => {
    await server.close();
  });

  it('leaves the endpoint alone for its Retry-After after a 429, then asks again', async () => {
    server.answer = { status: 429, body: {}, headers: { 'retry-after': '120' } };
    const provider = createOpenAiCompatibleProvider({ baseUrl: server.baseUrl, model: 'm', now });
    await expect(provider.complete(HELLO)).rejects.toThrow('answered 429');
    server.answer = { status: 200, body: completionWith('Back.') };
    clock = 119_000;
    await expect(provider.complete(HELLO)).rejects.toThrow(
      'left alone for 1 s more, since it answered 429',
    );
    expect(server.received).toHaveLength(1);
    clock = 120_000;
    await expect(provider.complete(HELLO)).resolves.toBe('Back.');
    expect(server.received).toHaveLength(2);
  });

  it('leaves an endpoint that timed out alone for a while, so the next step fails at once', async () => {
    server.answer = { status: 200, body: completionWith('late'), delayMs: 5_000 };
    const provider = createOpenAiCompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'm',
      timeoutMs: 50,
      now,
    });
    await expect(provider.complete(HELLO)).rejects.toThrow('No answer within 50 ms');
    await expect(provider.complete(HELLO)).rejects.toThrow('did not answer in time');
    expect(server.received).toHaveLength(1);
  });

  it('sends at most maxRequestsPerMinute requests in any minute', async () => {
    const provider = createOpenAiCompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'm',
      maxRequestsPerMinute: 2,
      now,
    });
    await provider.complete(HELLO);
    clock = 30_000;
    await provider.complete(HELLO);
    await expect(provider.complete(HELLO)).rejects.toThrow('asked 2 times in the last minute');
    expect(server.received).toHaveLength(2);
    clock = 60_000;
    await expect(provider.complete(HELLO)).resolves.toBe('Phrased by the model.');
    expect(server.received).toHaveLength(3);
  });

  it('cuts off a body that trickles in past the timeout', async () => {
    server.answer = { status: 200, body: completionWith('slowly'), trickleMs: 20 };
    const provider = createOpenAiCompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'm',
      timeoutMs: 150,
    });
    await expect(provider.complete(HELLO)).rejects.toThrow('No answer within 150 ms');
  });

  it.each([
    [
      'a body of megabytes',
      { status: 200, body: completionWith('x'.repeat(200_000)) },
      'more than 64 KB',
    ],
    [
      'an answer far past max_tokens',
      { status: 200, body: completionWith('word '.repeat(1_000)) },
      '5000 characters',
    ],
    ['malformed JSON', { status: 200, body: null, raw: '{"choices": [' }, 'invalid JSON'],
    [
      'a stream it did not ask for',
      {
        status: 200,
        body: null,
        raw: 'data: {"choices":[{"delta":{"content":"Hi"}}]}\n\ndata: [DONE]\n\n',
        headers: { 'content-type': 'text/event-stream' },
      },
      'invalid JSON',
    ],
    ['an unknown shape', { status: 200, body: { output: [{ text: 'Hi' }] } }, 'without text'],
    ['JSON null', { status: 200, body: null }, 'without text'],
    [
      'content parts',
      {
        status: 200,
        body: { choices: [{ message: { content: [{ type: 'text', text: 'Hi' }] } }] },
      },
      'without text',
    ],
  ])('refuses %s with a ProviderError', async (_, answer, message) => {
    server.answer = answer;
    const provider = createOpenAiCompatibleProvider({ baseUrl: server.baseUrl, model: 'm' });
    const failure = provider.complete(HELLO);
    await expect(failure).rejects.toBeInstanceOf(ProviderError);
    await expect(failure).rejects.toThrow(message);
  });
});

describe('restAfter', () => {
  it('reads Retry-After in seconds or as a date, at most five minutes', () => {
    const now = Date.parse('2026-12-06T04:00:00Z');
    expect(restAfter(429, '7', now)).toBe(7_000);
    expect(restAfter(503, 'Sun, 06 Dec 2026 04:01:00 GMT', now)).toBe(60_000);
    expect(restAfter(429, '999999', now)).toBe(300_000);
    expect(restAfter(429, null, now)).toBe(30_000);
    expect(restAfter(500, 'soon', now)).toBe(10_000);
    expect(restAfter(400, '60', now)).toBeUndefined();
  });
});
