import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constitutionExtracts } from '@coaz/content-data';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../test-support/test-config';
import { documentFromExtracts, startConstitutionIndex } from './constitution-index';

// A stand-in OpenAI-compatible endpoint: it counts what it is asked and answers with text that
// cites no Article, or never answers at all.
let endpoint: Server;
let baseUrl: string;
let asked = 0;
let silent = false;

beforeAll(async () => {
  endpoint = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      asked += 1;
      if (silent) return;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ message: { content: 'A model reply.' } }] }));
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/v1`;
});
beforeEach(() => {
  asked = 0;
  silent = false;
});
afterAll(async () => {
  endpoint.closeAllConnections();
  await new Promise((resolve) => endpoint.close(resolve));
});

async function indexWith(settings: { openAiTimeoutMs?: number; openAiRequestsPerMinute?: number }) {
  const lines: string[] = [];
  const config = await testConfig({ openAiBaseUrl: baseUrl, openAiModel: 'stand-in', ...settings });
  const index = startConstitutionIndex(
    config,
    (line) => lines.push(line),
    async () => ({ document: documentFromExtracts(constitutionExtracts), source: 'extracts' }),
  );
  await index.built;
  const engine = index.engine();
  if (!engine) throw new Error('the index was not built');
  return { engine, lines };
}

describe('the chat model as the server configures it', () => {
  it('asks the model no more than OPENAI_REQUESTS_PER_MINUTE times, whoever asks', async () => {
    const { engine, lines } = await indexWith({ openAiRequestsPerMinute: 3 });
    for (const query of [
      'Can I be expelled?',
      'How are officers elected?',
      'Can I vote by proxy?',
    ]) {
      const reply = await engine.answer({ query, useRag: true });
      expect(reply.metadata.model).toBe('extractive');
    }
    expect(asked).toBe(3);
    expect(lines).toContainEqual(expect.stringMatching(/asked 3 times in the last minute/));
  });

  it('gives up on a silent model after OPENAI_TIMEOUT_MS and answers from the clauses', async () => {
    silent = true;
    const { engine, lines } = await indexWith({ openAiTimeoutMs: 1_000 });
    const reply = await engine.answer({ query: 'Can I be expelled?', useRag: true });
    expect(reply.metadata.model).toBe('extractive');
    expect(lines).toContainEqual('chat model rewrite failed: No answer within 1000 ms');
    // The answer step did not wait a second timeout.
    expect(asked).toBe(1);
  });
});

describe('the chat model settings', () => {
  it('reads OPENAI_TIMEOUT_MS up to 12 s and OPENAI_REQUESTS_PER_MINUTE, with defaults', async () => {
    const { loadConfig } = await import('../config');
    const model = { OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'small' };
    expect(loadConfig(model)).toMatchObject({
      openAiTimeoutMs: 8_000,
      openAiRequestsPerMinute: 60,
    });
    expect(
      loadConfig({ ...model, OPENAI_TIMEOUT_MS: '5000', OPENAI_REQUESTS_PER_MINUTE: '20' }),
    ).toMatchObject({ openAiTimeoutMs: 5_000, openAiRequestsPerMinute: 20 });
    expect(() => loadConfig({ ...model, OPENAI_TIMEOUT_MS: '30000' })).toThrow(
      /OPENAI_TIMEOUT_MS must be an integer between 1000 and 12000/,
    );
  });
});
