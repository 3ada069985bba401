import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatCompletionsServer,
  startChatCompletionsServer,
} from '../../test-support/chat-completions-server';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, startTestServer, type TestServer } from '../../test-support/test-server';
import { createModelShare, ModelShareUsed } from './model-share';

let database: TestDatabase;
let server: TestServer;
let model: ChatCompletionsServer;

beforeAll(async () => {
  // The model cites the first passage it was given, as the engine requires of its answers.
  model = await startChatCompletionsServer(([system]) => {
    const cited = system?.content.split('Passages:')[1]?.match(/\(Article \d+: [^)]+\)/)?.[0];
    return `The office holds these duties ${cited ?? '(no passage)'}.`;
  });
  database = await createTestDatabase();
  // Eight calls a minute: two for each address, one question's rewrite and answer.
  server = await startTestServer(database, {
    trustProxy: true,
    openAiBaseUrl: model.baseUrl,
    openAiModel: 'small-chat',
    openAiRequestsPerMinute: 8,
  });
  await server.chatIndexBuilt;
});

afterAll(async () => {
  await server.close();
  await model.close();
  await database.drop();
});

// Each question its own, so that no answer the engine keeps spares a call.
const ask = (address: string, query: string) =>
  call(`${server.url}/api/chat`, {
    method: 'POST',
    json: { query, sessionId: `share-${address.replaceAll('.', '-')}`, useRag: true },
    headers: { 'x-forwarded-for': address },
  });

describe('one address’s share of the model’s calls', () => {
  it('is a quarter of the minute’s; past it the address is answered without the model, others with it', async () => {
    const first = await ask('192.0.2.10', 'What are the functions of the Secretary General?');
    expect(first.body).toMatchObject({ metadata: { model: 'small-chat' } });
    const sent = model.received.length;
    expect(sent).toBe(2);

    const past = await ask('192.0.2.10', 'What are the functions of the Treasurer General?');
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({
      responseType: 'rag_qa',
      metadata: { provider: 'constitution-qa', model: 'extractive' },
      ragMetadata: { model: 'extractive' },
    });
    expect(past.body.answer).toMatch(/Article \d+/);
    expect(model.received.length).toBe(sent);

    const other = await ask('198.51.100.20', 'What are the functions of the President?');
    expect(other.body.metadata.model).toBe('small-chat');
    expect(model.received.length).toBe(sent + 2);

    await ask('192.0.2.10', 'What are the functions of the Deputy Secretary General?');
    const told = server.logLines.filter((line) => line.startsWith('chat model: an address'));
    expect(told).toEqual([
      'chat model: an address asked it 2 times in a minute, its share of 8; its questions are answered without the model until the minute passes',
    ]);
    expect(server.logLines.join('\n')).not.toMatch(/chat model \w+ failed/);
  });
});

describe('createModelShare', () => {
  const provider = { name: 'stand-in', model: 'small', complete: async () => 'A reply.' };

  it('gives an address its share again once a minute has passed since its calls', async () => {
    let clock = 0;
    const share = createModelShare({ callsPerMinute: 60, now: () => clock });
    expect(share.callsPerAddress).toBe(15);
    const guarded = share.guard(provider);
    const callFrom = (address: string) => share.askedBy(address, () => guarded.complete([]));
    for (let call = 0; call < 15; call += 1) await callFrom('192.0.2.1');
    await expect(callFrom('192.0.2.1')).rejects.toBeInstanceOf(ModelShareUsed);
    await expect(callFrom('192.0.2.2')).resolves.toBe('A reply.');
    // Work on behalf of no address is not counted.
    await expect(guarded.complete([])).resolves.toBe('A reply.');
    clock += 60_000;
    await expect(callFrom('192.0.2.1')).resolves.toBe('A reply.');
  });

  it('leaves at least one call to an address when the minute has fewer than four', () => {
    expect(createModelShare({ callsPerMinute: 1 }).callsPerAddress).toBe(1);
    expect(createModelShare({ callsPerMinute: 6 }).callsPerAddress).toBe(2);
  });
});
