import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { normaliseQuestion } from '@coaz/constitution-qa';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppServices } from '../app-services';
import { answersAtOnceFor, answersAtOncePerAddress } from '../http/answers-at-once';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { plainText } from '../http/input-schemas';
import { type PreparedJson, preparedJson } from '../http/prepared-json';
import { tooManyAttempts } from '../rate-limit/too-many-attempts';
import { siteAssistantPages } from './assistant-site-pages';
import type { ConstitutionIndex, LoadedConstitution } from './constitution-index';
import { membershipNumberSearch, withMembershipCheck } from './membership-number-search';
import { createPartnerSearch, withPartners } from './partner-search';
import { otherWaysOfSaying } from './site-synonyms';

const ChatRequest = z
  .object({
    query: plainText(1, 2000),
    sessionId: z
      .string()
      .trim()
      .regex(/^[\w-]{1,128}$/, 'sessionId must be 1 to 128 letters, digits, - or _'),
    useRag: z.boolean().optional().default(true),
  })
  .openapi('ChatRequest');

const ChatSource = z.object({
  kind: z.enum(['article', 'page']),
  title: z.string(),
  articleNumber: z.number().optional(),
  pageStart: z.number().optional(),
  pageEnd: z.number().optional(),
  route: z.string(),
  excerpt: z.string(),
  highlights: z.array(z.object({ start: z.number(), end: z.number() })),
  score: z.number(),
});

const ChatReply = z
  .object({
    answer: z.string(),
    text: z.string(),
    responseType: z.enum(['rag_qa', 'ai_with_constitution', 'ai_general', 'fallback', 'search']),
    ragMetadata: z.object({
      model: z.string(),
      confidence: z.number(),
      contextChunks: z.number(),
      processingTime: z.number(),
    }),
    metadata: z.object({ provider: z.string(), model: z.string(), processingTime: z.number() }),
    sources: z.array(ChatSource),
    sitePages: z.array(z.object({ title: z.string(), path: z.string() })).optional(),
  })
  .openapi('ChatReply');

const Constitution = z
  .object({
    title: z.string(),
    source: z.enum(['pdf', 'extracts']).openapi({
      description: '`pdf` for the configured document, `extracts` for content-data’s summaries',
    }),
    documentBytes: z.number().int().optional().openapi({
      description: 'Size of the PDF offered at /constitution/document, so its link can say it',
    }),
    parts: z.array(
      z.object({ number: z.string(), title: z.string(), articleNumbers: z.array(z.number()) }),
    ),
    articles: z.array(
      z.object({
        number: z.number(),
        title: z.string(),
        partNumber: z.string().optional(),
        pageStart: z.number().optional(),
        pageEnd: z.number().optional(),
        anchor: z.string(),
        text: z.string(),
        clauses: z.array(z.object({ label: z.string(), text: z.string() })),
      }),
    ),
  })
  .openapi('Constitution');

const notReady = errorResponse('The index is still being built');

const askRoute = createRoute({
  method: 'post',
  path: '/chat',
  summary: 'Asks the constitution assistant a question',
  description:
    '`useRag: true` (the default) composes an answer with citations; `false` answers a ranked ' +
    'list of passages (Search mode). Rate limited per session and per address.',
  request: { body: { required: true, content: { 'application/json': { schema: ChatRequest } } } },
  responses: {
    200: { description: 'The answer', content: { 'application/json': { schema: ChatReply } } },
    400: errorResponse('Missing or malformed query or sessionId'),
    429: errorResponse(
      'Too many questions from this session or address in a minute, or from this address at once (`rate_limited`)',
    ),
    503: notReady,
  },
});

const constitutionRoute = createRoute({
  method: 'get',
  path: '/constitution',
  summary: 'The indexed constitution: its Parts and Articles with their text',
  responses: {
    200: { description: 'The document', content: { 'application/json': { schema: Constitution } } },
    503: notReady,
  },
});

const documentRoute = createRoute({
  method: 'get',
  path: '/constitution/document',
  summary: 'The configured constitution PDF, for download',
  responses: {
    200: {
      description: 'The PDF',
      content: {
        'application/pdf': { schema: z.any().openapi({ type: 'string', format: 'binary' }) },
      },
    },
    404: errorResponse('No constitution PDF is configured'),
  },
});

/** The constitution assistant (`/chat`) and the constitution itself (`/constitution`). */
export function chatRoutes(
  { config, limiter, db, siteContent, clock, log }: AppServices,
  index: ConstitutionIndex,
) {
  // Partners are kept by editors, not in the engine's site pages: Search mode finds them apart.
  const partners = createPartnerSearch(
    db,
    siteContent,
    clock,
    log,
    siteAssistantPages().map((page) => page.title),
  );
  const perSession = { name: 'chat-session', limit: config.chatLimitPerSession, windowSeconds: 60 };
  const perAddress = { name: 'chat-address', limit: config.chatLimitPerAddress, windowSeconds: 60 };
  const notReadyError = () =>
    new ApiError(503, 'not_ready', 'The assistant is getting ready; please ask again shortly', {
      'retry-after': '5',
    });

  // The limiter's own words ("Too many attempts") are the login's; a member asking questions
  // reads what was refused and how long to wait, with the same header and body fields.
  const askedTooOften = (error: unknown): never => {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    const seconds = error.details.retryAfterSeconds;
    throw tooManyAttempts(
      typeof seconds === 'number' ? seconds : 60,
      'Too many questions were sent in a short time',
    );
  };

  const router = createRouter();
  // A minute's allowance spread over its seconds: an address asking as fast as it may, with
  // answers of up to a second, never meets this; one sending its minute's worth at once does.
  router.post(
    '/chat',
    answersAtOncePerAddress(
      answersAtOnceFor(config.chatLimitPerAddress),
      'Several questions from your address are still being answered',
    ),
  );
  router.openapi(askRoute, async (c) => {
    const { query: typed, sessionId, useRag } = c.req.valid('json');
    // Read as the engine reads it, so Search mode's other ways of saying, partners and membership
    // numbers see the same letters: "ＣＯＡＺ－０００１２３" typed full-width is COAZ-000123.
    const query = normaliseQuestion(typed);
    const engine = index.engine();
    if (!engine) throw notReadyError();
    await limiter
      .hitEach([
        { rule: perAddress, key: c.get('clientAddress') },
        { rule: perSession, key: sessionId },
      ])
      .catch(askedTooOften);
    // Search mode also looks for the site's other ways of saying the search's words ("jobs":
    // vacancies, careers; "MoMo": mobile money), as the site search does.
    const asked = useRag ? query : [query, ...otherWaysOfSaying(query)].join(' ');
    // On behalf of the asking address: the model's calls it makes use that address's share.
    const reply = await index.askedBy(c.get('clientAddress'), () =>
      engine.answer({ query: asked, useRag }),
    );
    if (useRag) return c.json(reply, 200, { 'cache-control': 'no-store' });
    const found = await partners.find(query);
    const searched = withMembershipCheck(withPartners(reply, found), membershipNumberSearch(query));
    return c.json(searched, 200, { 'cache-control': 'no-store' });
  });

  let answered:
    | { loaded: LoadedConstitution; documentBytes: number | undefined; json: PreparedJson }
    | undefined;
  router.openapi(constitutionRoute, async (c) => {
    const loaded = index.loaded();
    if (!loaded) throw notReadyError();
    const { document, source } = loaded;
    const documentBytes =
      source === 'pdf' && config.constitutionPdf
        ? await stat(config.constitutionPdf).then(
            (info) => (info.isFile() ? info.size : undefined),
            () => undefined,
          )
        : undefined;
    // Serialised once per indexed document (and PDF size), not at every request.
    if (answered?.loaded !== loaded || answered.documentBytes !== documentBytes) {
      answered = {
        loaded,
        documentBytes,
        json: preparedJson(() => ({
          title: document.title,
          source,
          documentBytes,
          parts: document.parts,
          articles: document.articles,
        })),
      };
    }
    return answered.json.answer(c.req.raw, { 'cache-control': 'public, max-age=300' }) as never;
  });

  router.openapi(documentRoute, async (c) => {
    const path = config.constitutionPdf;
    const missing = () =>
      new ApiError(404, 'not_found', 'No constitution document is available for download');
    if (!path) throw missing();
    let size: number;
    try {
      const info = await stat(path);
      if (!info.isFile()) throw missing();
      size = info.size;
    } catch {
      throw missing();
    }
    const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
    return c.body(body, 200, {
      'content-type': 'application/pdf',
      'content-length': String(size),
      'content-disposition': 'attachment; filename="coaz-constitution.pdf"',
      'cache-control': 'public, max-age=3600',
    });
  });
  return router;
}
