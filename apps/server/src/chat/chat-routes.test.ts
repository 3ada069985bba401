import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constitutionExtracts } from '@coaz/content-data';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startChatCompletionsServer } from '../../test-support/chat-completions-server';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, startTestServer, type TestServer } from '../../test-support/test-server';
import { documentFromExtracts, type LoadedConstitution } from './constitution-index';

const CONSTITUTION_PDF = join(
  fileURLToPath(new URL('../../../../..', import.meta.url)),
  'shared/constitution/COAZ_CONSTITUTION_2025.pdf',
);

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { chatLimitPerSession: 3, trustProxy: true });
  await server.chatIndexBuilt;
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

const ask = (target: TestServer, json: unknown, address = '192.0.2.1') =>
  call(`${target.url}/api/chat`, { method: 'POST', json, headers: { 'x-forwarded-for': address } });

describe('POST /api/chat', () => {
  it('answers a question with the chat wire shape and cited Articles', async () => {
    const { status, body } = await ask(server, {
      query: 'What are the functions of the Secretary General?',
      sessionId: 'session-answer',
      useRag: true,
    });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      ['answer', 'metadata', 'ragMetadata', 'responseType', 'sitePages', 'sources', 'text'].sort(),
    );
    expect(body.text).toBe(body.answer);
    expect(body.responseType).toBe('rag_qa');
    expect(body.sources[0]).toMatchObject({
      kind: 'article',
      title: 'Functions of the Secretary General',
    });
    expect(body.answer).toMatch(/Article \d+/);
    expect(body.ragMetadata).toMatchObject({ model: 'extractive', confidence: expect.any(Number) });
    expect(body.metadata).toMatchObject({ provider: 'constitution-qa' });
    for (const source of body.sources) {
      expect(source).toMatchObject({
        kind: expect.stringMatching(/^(article|page)$/),
        route: expect.any(String),
      });
    }
  });

  it('answers Search mode with a ranked list', async () => {
    const { status, body } = await ask(server, {
      query: 'membership fees',
      sessionId: 'session-search',
      useRag: false,
    });
    expect(status).toBe(200);
    expect(body.responseType).toBe('search');
    expect(body.sources.length).toBeGreaterThan(0);
  });

  it('never offers the page summarising the constitution, which the assistant holds itself', async () => {
    const questions = [
      'How do I join the association?',
      'Can a member be expelled for not paying fees?',
      'What are the functions of the Secretary General?',
    ];
    for (const [index, query] of questions.entries()) {
      for (const useRag of [true, false]) {
        const { status, body } = await ask(
          server,
          { query, sessionId: `session-summary-${index}-${useRag}`, useRag },
          `192.0.2.${20 + index}`,
        );
        expect(status).toBe(200);
        const routes = [
          ...body.sources.map((source: { route: string }) => source.route),
          ...body.sitePages.map((page: { path: string }) => page.path),
        ];
        expect(routes).not.toContain('/readmore');
      }
    }
  });

  it('points to the site where it answers better: joining, and who holds an office', async () => {
    const pathsFor = async (query: string, index: number) => {
      const { status, body } = await ask(
        server,
        { query, sessionId: `session-links-${index}`, useRag: true },
        `192.0.2.${40 + index}`,
      );
      expect(status).toBe(200);
      return body.sitePages.map((page: { path: string }) => page.path);
    };
    expect(await pathsFor('how do i become a member', 0)).toContain('/membership/full_membership');
    expect(await pathsFor('who is the president', 1)).toContain(
      '/organisation/governance/national_executive_committee',
    );
    // "current" says when, not what: read as a word it kept the officers' page from the question.
    expect(await pathsFor('who is the current treasurer general', 3)).toContain(
      '/organisation/governance/national_executive_committee',
    );
    // News items report a day's events (the site's own search finds them); the assistant never
    // offers them, even for a question about one.
    const paths = await pathsFor('what did the 2024 AGM resolve', 2);
    expect(paths.filter((path: string) => /^\/news[/?]/.test(path))).toEqual([]);
  });

  it('declining what the constitution leaves to the secretariat, points to where the site has it', async () => {
    const declined = async (query: string, index: number) => {
      const { status, body } = await ask(
        server,
        { query, sessionId: `session-facts-${index}`, useRag: true },
        `192.0.2.${60 + index}`,
      );
      expect(status).toBe(200);
      expect(body.responseType).toBe('fallback');
      return body.sitePages.map((page: { path: string }) => page.path);
    };
    // The home page's contact band itself (before, the top of the home page), and the page of
    // upcoming events and notices.
    expect(await declined("what is the association's phone number", 0)).toContain(
      '/home#contact-heading',
    );
    expect(await declined('when is the next annual general meeting', 1)).toContain('/news');
  });

  it('refuses malformed questions with 400 JSON', async () => {
    for (const json of [
      {},
      { query: '', sessionId: 's', useRag: true },
      { query: '   ', sessionId: 's', useRag: true },
      { query: 'x'.repeat(2001), sessionId: 's', useRag: true },
      { query: 'Who is the president?', sessionId: '../../etc', useRag: true },
      { query: 'Who is the president?', sessionId: 's', useRag: 'yes' },
      { query: 'nul\u0000', sessionId: 's', useRag: true },
      'just a string',
    ]) {
      const response = await ask(server, json);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        error: expect.any(String),
        message: expect.any(String),
      });
    }
  });

  it('answers markup in a question as plain text', async () => {
    const { status, body } = await ask(server, {
      query: '<script>alert(1)</script> can I vote?',
      sessionId: 'session-markup',
      useRag: true,
    });
    expect(status).toBe(200);
    expect(body.answer).not.toContain('<script>');
  });

  // Attacker's tour: full-width letters were asked to type a question, and a question in Arabic
  // was told the same, though text was typed.
  it('reads a question typed in full-width letters as the letters it shows, and says it reads English', async () => {
    const plain = await ask(
      server,
      { query: 'what is the quorum', sessionId: 'letters-1' },
      '192.0.2.61',
    );
    const wide = await ask(
      server,
      { query: 'ｗｈａｔ ｉｓ ｔｈｅ ｑｕｏｒｕｍ', sessionId: 'letters-2' },
      '192.0.2.62',
    );
    expect(wide.status).toBe(200);
    expect(wide.body.answer).toBe(plain.body.answer);
    const card = await ask(
      server,
      { query: 'ＣＯＡＺ－０００１２３', sessionId: 'letters-3', useRag: false },
      '192.0.2.63',
    );
    expect(card.body.sources[0]).toMatchObject({ route: '/verify/COAZ-000123' });
    const arabic = await ask(
      server,
      { query: 'ما هو النصاب؟', sessionId: 'letters-4' },
      '192.0.2.64',
    );
    expect(arabic.status).toBe(200);
    expect(arabic.body).toMatchObject({ responseType: 'fallback' });
    expect(arabic.body.answer).toMatch(/^I read questions in English only/);
  });

  it('limits questions per session, and per address, with 429', async () => {
    const question = (sessionId: string, address: string) =>
      ask(server, { query: 'Who may vote?', sessionId, useRag: true }, address);
    for (let index = 0; index < 3; index += 1) {
      expect((await question('session-busy', '198.51.100.1')).status).toBe(200);
    }
    const limited = await question('session-busy', '198.51.100.1');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(
        /^Too many questions were sent in a short time\. Try again in (\d+ seconds?|1 minute)\.$/,
      ),
      retryAfterSeconds: expect.any(Number),
    });
    expect(Number(limited.headers.get('retry-after'))).toBe(
      (limited.body as { retryAfterSeconds: number }).retryAfterSeconds,
    );
    expect((await question('session-other', '198.51.100.1')).status).toBe(200);

    const strict = await startTestServer(database, { chatLimitPerAddress: 2, trustProxy: true });
    try {
      await strict.chatIndexBuilt;
      expect(
        (await ask(strict, { query: 'Dues?', sessionId: 'a1', useRag: true }, '203.0.113.50'))
          .status,
      ).toBe(200);
      expect(
        (await ask(strict, { query: 'Dues?', sessionId: 'a2', useRag: true }, '203.0.113.50'))
          .status,
      ).toBe(200);
      expect(
        (await ask(strict, { query: 'Dues?', sessionId: 'a3', useRag: true }, '203.0.113.50'))
          .status,
      ).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('a configured language model', () => {
  it('phrases answers through the OpenAI-compatible endpoint of the configuration', async () => {
    // The model cites the first passage it was given, as the engine requires of its answers.
    const model = await startChatCompletionsServer(([system]) => {
      const cited = system?.content.split('Passages:')[1]?.match(/\(Article \d+: [^)]+\)/)?.[0];
      return `The Secretary General keeps the records ${cited ?? '(no passage)'}.`;
    });
    const phrased = await startTestServer(database, {
      openAiBaseUrl: model.baseUrl,
      openAiApiKey: 'test-key',
      openAiModel: 'small-chat',
    });
    try {
      await phrased.chatIndexBuilt;
      const { status, body } = await ask(phrased, {
        query: 'What are the functions of the Secretary General?',
        sessionId: 'session-model',
        useRag: true,
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        responseType: 'ai_with_constitution',
        answer: expect.stringMatching(
          /^The Secretary General keeps the records \(Article \d+: [^)]*Secretary General/,
        ),
        metadata: { model: 'small-chat' },
      });
      expect(model.received).toContainEqual({
        authorization: 'Bearer test-key',
        model: 'small-chat',
      });
      expect(phrased.logLines.join('\n')).not.toContain('test-key');
    } finally {
      await phrased.close();
      await model.close();
    }
  });
});

describe('a configured language model that fails', () => {
  it('answers without it and logs each failure through the error hook', async () => {
    // Nothing listens on the discard port: every call to the model is refused.
    const failing = await startTestServer(database, {
      openAiBaseUrl: 'http://127.0.0.1:9/v1',
      openAiModel: 'small-chat',
    });
    try {
      await failing.chatIndexBuilt;
      const { status, body } = await ask(failing, {
        query: 'What are the functions of the Secretary General?',
        sessionId: 'session-failing-model',
        useRag: true,
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ responseType: 'rag_qa', metadata: { model: 'extractive' } });
      const logged = failing.logLines.join('\n');
      expect(logged).toContain('chat model rewrite failed');
      expect(logged).toContain('chat model answer failed');
    } finally {
      await failing.close();
    }
  });
});

describe('the constitution', () => {
  it('answers the indexed Parts and Articles; from the extracts when no PDF is configured', async () => {
    const { status, body } = await call(`${server.url}/api/constitution`);
    expect(status).toBe(200);
    expect(body.source).toBe('extracts');
    expect(body.articles).toHaveLength(constitutionExtracts.length);
    expect(body.articles[0]).toMatchObject({
      number: constitutionExtracts[0]?.articleNumber,
      title: constitutionExtracts[0]?.title,
      anchor: `article-${constitutionExtracts[0]?.articleNumber}`,
      text: expect.any(String),
    });
    expect(body.parts.length).toBeGreaterThan(0);
  });

  // Public and unchanging, yet serialised (and gzipped) at every request: 10 ms of the server's
  // one thread each (audit of 5 December 2026), so a few dozen requests a second filled a core.
  it('serialises the constitution once, however many ask for it', async () => {
    await call(`${server.url}/api/constitution`);
    const serialise = vi.spyOn(JSON, 'stringify');
    try {
      for (let index = 0; index < 3; index += 1) {
        expect((await call(`${server.url}/api/constitution`)).status).toBe(200);
      }
      const documents = serialise.mock.results.filter(
        (result) => typeof result.value === 'string' && result.value.includes('"articles"'),
      );
      expect(documents).toHaveLength(0);
    } finally {
      serialise.mockRestore();
    }
  });

  it('answers 404 JSON for the document when no PDF is configured', async () => {
    const response = await call(`${server.url}/api/constitution/document`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: 'not_found', message: expect.any(String) });
  });

  it('indexes the configured PDF and offers it for download', async () => {
    const withPdf = await startTestServer(database, { constitutionPdf: CONSTITUTION_PDF });
    try {
      await withPdf.chatIndexBuilt;
      const constitution = await call(`${withPdf.url}/api/constitution`);
      expect(constitution.body.source).toBe('pdf');
      expect(constitution.body.articles.length).toBeGreaterThan(constitutionExtracts.length);
      const download = await fetch(`${withPdf.url}/api/constitution/document`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toContain('attachment');
      const bytes = new Uint8Array(await download.arrayBuffer());
      expect(bytes).toEqual(new Uint8Array(await readFile(CONSTITUTION_PDF)));
      // The page's download link tells the size before a phone spends it.
      expect(constitution.body.documentBytes).toBe(bytes.length);
      // Headings with no text are counted apart from Articles with text.
      expect(withPdf.logLines).toContain(
        'constitution index ready: 181 Articles with text and 39 headings with no text, from pdf',
      );
    } finally {
      await withPdf.close();
    }
  });
});

describe('GET /api/health', () => {
  it('answers 503 while the index builds and 200 healthy once it is ready', async () => {
    let release: (loaded: LoadedConstitution) => void = () => {};
    const gate = new Promise<LoadedConstitution>((resolve) => {
      release = resolve;
    });
    const starting = await startTestServer(database, {}, { loadConstitution: () => gate });
    try {
      const before = await call(`${starting.url}/api/health`);
      expect(before.status).toBe(503);
      expect(before.body).toMatchObject({ error: 'not_ready', message: expect.any(String) });
      const early = await ask(starting, { query: 'Fees?', sessionId: 'early', useRag: true });
      expect(early.status).toBe(503);
      expect((await call(`${starting.url}/api/constitution`)).status).toBe(503);
      release({ document: documentFromExtracts(constitutionExtracts), source: 'extracts' });
      await starting.chatIndexBuilt;
      const after = await call(`${starting.url}/api/health`);
      expect(after.status).toBe(200);
      expect(after.body).toEqual({ status: 'healthy' });
    } finally {
      await starting.close();
    }
  });
});
