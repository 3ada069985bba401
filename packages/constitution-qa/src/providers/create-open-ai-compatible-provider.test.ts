import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createConstitutionEngine } from '../create-constitution-engine/create-constitution-engine';
import { parseConstitutionText } from '../parse-constitution-text/parse-constitution-text';
import {
  type ChatCompletionsServer,
  completionWith,
  startChatCompletionsServer,
} from '../test-support/chat-completions-server';
import { sampleConstitution } from '../test-support/sample-constitution';
import {
  createOpenAiCompatibleProvider,
  type OpenAiCompatibleProviderOptions,
} from './create-open-ai-compatible-provider';
import { ProviderError } from './provider-error';

// The model's answer from the passages, citing the Article it was given.
const PHRASED =
  'The Disciplinary Committee may expel a member for gross misconduct (Article 2: Expulsion of Members).';

describe('createOpenAiCompatibleProvider against a local OpenAI-compatible server', () => {
  let server: ChatCompletionsServer;

  beforeAll(async () => {
    server = await startChatCompletionsServer();
  });
  afterEach(() => {
    server.received.length = 0;
    server.answer = { status: 200, body: completionWith('Phrased by the model.') };
  });
  afterAll(async () => {
    await server.close();
  });

  it('posts a chat-completions request with model, messages and the bearer key', async () => {
    const provider = createOpenAiCompatibleProvider({
      baseUrl: `${server.baseUrl}/`,
      apiKey: 'test-key',
      model: 'small-chat',
    });
    const text = await provider.complete([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'Hello' },
    ]);
    expect(text).toBe('Phrased by the model.');
    expect(server.received).toHaveLength(1);
    const [request] = server.received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer test-key');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      model: 'small-chat',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Hello' },
      ],
      temperature: 0.2,
      max_tokens: 500,
      stream: false,
    });
    expect(provider).toMatchObject({ name: 'openai-compatible', model: 'small-chat' });
  });

  it('sends no authorization header without a key', async () => {
    const provider = createOpenAiCompatibleProvider({ baseUrl: server.baseUrl, model: 'local' });
    await provider.complete([{ role: 'user', content: 'Hi' }]);
    expect(server.received[0]?.headers.authorization).toBeUndefined();
  });

  it('gives up after the timeout with a ProviderError', async () => {
    server.answer = { status: 200, body: completionWith('Too late.'), delayMs: 2000 };
    const provider = createOpenAiCompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'slow',
      timeoutMs: 100,
    });
    // Its own message, not the late answer (which would resolve) or a fault: no clock to read.
    const failure = provider.complete([{ role: 'user', content: 'Hi' }]);
    await expect(failure).rejects.toBeInstanceOf(ProviderError);
    await expect(failure).rejects.toThrow('No answer within 100 ms');
  });

  it.each([
    [{ status: 500, body: { error: 'overloaded' } }, 'answered 500'],
    [{ status: 200, body: { choices: [] } }, 'without text'],
    [{ status: 200, body: { choices: [{ message: { content: '   ' } }] } }, 'without text'],
  ])('turns a failed answer into a ProviderError (%j)', async (answer, message) => {
    server.answer = answer;
    const provider = createOpenAiCompatibleProvider({ baseUrl: server.baseUrl, model: 'm' });
    await expect(provider.complete([{ role: 'user', content: 'Hi' }])).rejects.toThrow(message);
  });

  // A model server's 302 made the COAZ server GET another address.
  it('follows no redirect, failing with the status instead', async () => {
    server.answer = {
      status: 302,
      body: {},
      headers: { location: `${server.baseUrl}/elsewhere` },
    };
    const provider = createOpenAiCompatibleProvider({ baseUrl: server.baseUrl, model: 'm' });
    await expect(provider.complete([{ role: 'user', content: 'Hi' }])).rejects.toThrow(
      'The model endpoint answered 302',
    );
    expect(server.received.map((request) => request.url)).toEqual(['/v1/chat/completions']);
  });

  it('reports an unreachable endpoint as a ProviderError', async () => {
    const provider = createOpenAiCompatibleProvider({
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'm',
      timeoutMs: 1000,
    });
    await expect(provider.complete([{ role: 'user', content: 'Hi' }])).rejects.toBeInstanceOf(
      ProviderError,
    );
  });

  describe('inside the engine', () => {
    const document = parseConstitutionText(sampleConstitution);
    beforeEach(() => {
      server.answer = { status: 200, body: completionWith(PHRASED) };
    });

    it('has the model phrase a confident answer from the retrieved passages only', async () => {
      const provider = createOpenAiCompatibleProvider({
        baseUrl: server.baseUrl,
        model: 'small-chat',
      });
      const engine = createConstitutionEngine(document, { provider });
      const reply = await engine.answer({
        query: 'Can a member who is guilty of misconduct be expelled?',
        useRag: true,
      });
      expect(reply.responseType).toBe('ai_with_constitution');
      expect(reply.answer).toBe(PHRASED);
      expect(reply.metadata).toMatchObject({ provider: 'openai-compatible', model: 'small-chat' });
      expect(reply.ragMetadata.model).toBe('small-chat');
      expect(reply.sources[0]?.articleNumber).toBe(2);
      // First the question in the constitution's terms, then the answer from the passages.
      expect(server.received).toHaveLength(2);
      const rewrite = server.received[0]?.body as { messages: { role: string; content: string }[] };
      expect(rewrite.messages[0]?.content).toContain('Rewrite the question');
      expect(rewrite.messages[1]?.content).toBe(
        'Can a member who is guilty of misconduct be expelled?',
      );
      // The passages travel with the instructions; the member's text alone is the user's message,
      // so it cannot pass itself off as a passage.
      const body = server.received[1]?.body as { messages: { role: string; content: string }[] };
      expect(body.messages[0]?.role).toBe('system');
      expect(body.messages[0]?.content).toContain('Use only the passages below');
      expect(body.messages[0]?.content).toContain('(Article 2: Expulsion of Members)');
      expect(body.messages[0]?.content).toContain('gross misconduct');
      expect(body.messages[1]).toEqual({
        role: 'user',
        content: 'Can a member who is guilty of misconduct be expelled?',
      });
    });

    it('asks the model once per question asked again: one rewrite and one answer', async () => {
      server.answer = (body) => {
        const system = (body as { messages: { content: string }[] }).messages[0]?.content ?? '';
        return system.includes('Rewrite the question')
          ? { status: 200, body: completionWith('May a member be expelled for gross misconduct?') }
          : { status: 200, body: completionWith(PHRASED) };
      };
      const provider = createOpenAiCompatibleProvider({
        baseUrl: server.baseUrl,
        model: 'small-chat',
      });
      const engine = createConstitutionEngine(document, { provider });
      const query = 'can they chuck me out 4 bad behaviour';
      const first = await engine.answer({ query, useRag: true });
      const second = await engine.answer({ query, useRag: true });
      expect(first.responseType).toBe('ai_with_constitution');
      expect(first.sources[0]?.articleNumber).toBe(2);
      const rewrites = server.received.filter((request) =>
        JSON.stringify(request.body).includes('Rewrite the question'),
      );
      expect(rewrites).toHaveLength(1);
      // Send pressed again costs no second answer.
      expect(second.answer).toBe(first.answer);
      expect(server.received).toHaveLength(2);
    });

    it('reports every provider failure to the error hook, naming the step', async () => {
      server.answer = { status: 503, body: {} };
      const provider = createOpenAiCompatibleProvider({
        baseUrl: server.baseUrl,
        model: 'small-chat',
      });
      const failures: { error: unknown; step: string }[] = [];
      const engine = createConstitutionEngine(document, {
        provider,
        onProviderError: (error, step) => failures.push({ error, step }),
      });
      const reply = await engine.answer({
        query: 'Can a member who is guilty of misconduct be expelled?',
        useRag: true,
      });
      expect(reply.responseType).toBe('rag_qa');
      expect(failures.map((failure) => failure.step)).toEqual(['rewrite', 'answer']);
      expect(failures[0]?.error).toBeInstanceOf(ProviderError);
    });

    it('falls back to the extractive answer when the model fails or times out', async () => {
      for (const answer of [
        { status: 503, body: {} },
        { status: 200, body: completionWith('late'), delayMs: 2000 },
      ]) {
        server.answer = answer;
        const provider = createOpenAiCompatibleProvider({
          baseUrl: server.baseUrl,
          model: 'small-chat',
          timeoutMs: 100,
        });
        const reply = await createConstitutionEngine(document, { provider }).answer({
          query: 'Can a member who is guilty of misconduct be expelled?',
          useRag: true,
        });
        expect(reply.responseType).toBe('rag_qa');
        expect(reply.answer).toContain('Article 2, Expulsion of Members:');
        expect(reply.metadata).toMatchObject({ provider: 'constitution-qa', model: 'extractive' });
      }
    });

    it('lets the model answer an off-topic question generally, or declines when it fails', async () => {
      server.answer = { status: 200, body: completionWith('Lusaka is the capital of Zambia.') };
      const provider = createOpenAiCompatibleProvider({
        baseUrl: server.baseUrl,
        model: 'small-chat',
      });
      const engine = createConstitutionEngine(document, { provider });
      const general = await engine.answer({
        query: 'What is the capital city of Zambia?',
        useRag: true,
      });
      expect(general).toMatchObject({
        responseType: 'ai_general',
        answer: 'Lusaka is the capital of Zambia.',
        sources: [],
      });
      server.answer = { status: 500, body: {} };
      // The answer above is kept for that question, so another is asked.
      const declined = await engine.answer({
        query: 'What is the longest river in Zambia?',
        useRag: true,
      });
      expect(declined.responseType).toBe('fallback');
    });

    it('keeps the model out of a question whose subject the constitution names without the sum asked', async () => {
      const provider = createOpenAiCompatibleProvider({
        baseUrl: server.baseUrl,
        model: 'small-chat',
      });
      const reply = await createConstitutionEngine(document, { provider }).answer({
        query: 'How much is the annual subscription in kwacha?',
        useRag: true,
      });
      expect(reply.responseType).toBe('fallback');
      expect(reply.answer).toContain('does not state that amount');
      // Only the rewrite was asked for; the model neither phrased nor invented an answer.
      expect(server.received).toHaveLength(1);
      expect(JSON.stringify(server.received[0]?.body)).toContain('Rewrite the question');
    });

    it('keeps the model out of a question for a fact no constitution holds, such as who holds an office', async () => {
      server.answer = { status: 200, body: completionWith('The President is a Mr Example.') };
      const provider = createOpenAiCompatibleProvider({
        baseUrl: server.baseUrl,
        model: 'small-chat',
      });
      const reply = await createConstitutionEngine(document, { provider }).answer({
        query: 'Who is the current president of the association?',
        useRag: true,
      });
      expect(reply.responseType).toBe('fallback');
      expect(reply.answer).toMatch(
        /^I couldn't find this in the constitution: it sets up the offices/,
      );
      expect(reply.answer).not.toContain('Mr Example');
      // Only the rewrite was asked for: a general model does not know who holds the office.
      expect(server.received).toHaveLength(1);
    });

    it('never calls the model in Search mode', async () => {
      const provider = createOpenAiCompatibleProvider({
        baseUrl: server.baseUrl,
        model: 'small-chat',
      });
      const reply = await createConstitutionEngine(document, { provider }).answer({
        query: 'elections',
        useRag: false,
      });
      expect(reply.responseType).toBe('search');
      expect(server.received).toHaveLength(0);
    });
  });
});

// Before, each of these was accepted and failed only at each question (a missing baseUrl as
// "Cannot read properties of undefined (reading 'replace')"), every failure falling back unseen.
describe('createOpenAiCompatibleProvider options', () => {
  const required =
    "createOpenAiCompatibleProvider: baseUrl is required, the API's address up to its version segment, for example 'https://api.example.com/v1'.";

  it.each([
    ['a blank baseUrl', { baseUrl: ' ', model: 'm' }, required],
    ['no baseUrl', { model: 'm' }, required],
    ['no options', undefined, required],
    [
      'a baseUrl that is not a URL',
      { baseUrl: 'not a url', model: 'm' },
      "createOpenAiCompatibleProvider: baseUrl 'not a url' is not a full http: or https: URL, such as 'https://api.example.com/v1'.",
    ],
    [
      'a relative baseUrl',
      { baseUrl: '/v1', model: 'm' },
      "createOpenAiCompatibleProvider: baseUrl '/v1' is not a full http: or https: URL, such as 'https://api.example.com/v1'.",
    ],
    [
      'a baseUrl of another scheme',
      { baseUrl: 'ftp://api.example.com/v1', model: 'm' },
      "createOpenAiCompatibleProvider: baseUrl 'ftp://api.example.com/v1' is not a full http: or https: URL, such as 'https://api.example.com/v1'.",
    ],
    [
      'a blank model',
      { baseUrl: 'https://api.example.com/v1', model: '' },
      'createOpenAiCompatibleProvider: model is required, the name of a model the endpoint serves.',
    ],
    [
      'no model',
      { baseUrl: 'https://api.example.com/v1' },
      'createOpenAiCompatibleProvider: model is required, the name of a model the endpoint serves.',
    ],
  ])('refuses %s at creation with a TypeError', (_, options, message) => {
    expect(() =>
      createOpenAiCompatibleProvider(options as unknown as OpenAiCompatibleProviderOptions),
    ).toThrow(new TypeError(message));
  });

  it('accepts a local http endpoint', () => {
    expect(() =>
      createOpenAiCompatibleProvider({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3' }),
    ).not.toThrow();
  });
});
