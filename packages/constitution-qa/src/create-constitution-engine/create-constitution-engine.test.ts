import { beforeAll, describe, expect, it } from 'vitest';
import type { ConstitutionAnswer } from '../answer/constitution-answer';
import type { ConstitutionDocument } from '../constitution-document/constitution-document';
import { parseConstitutionPdf } from '../parse-constitution-pdf/parse-constitution-pdf';
import { parseConstitutionText } from '../parse-constitution-text/parse-constitution-text';
import { buildPassages } from '../retrieval/constitution-passage';
import type { PassageRetriever } from '../retrieval/passage-retriever';
import { sampleConstitution } from '../test-support/sample-constitution';
import { readConstitutionPdf } from '../test-support/shared-constitution';
import { type ConstitutionEngine, createConstitutionEngine } from './create-constitution-engine';

const sitePages = [
  {
    title: 'Membership',
    route: '/membership',
    headings: ['How to join', 'Annual subscription'],
    text: 'Clinical officers join by applying through the member portal.\nThe annual subscription is paid online.',
  },
];

// The keys of the chat contract's ChatReply, its ragMetadata and metadata, and a source.
const REPLY_KEYS = [
  'answer',
  'metadata',
  'ragMetadata',
  'responseType',
  'sitePages',
  'sources',
  'text',
];
const RAG_KEYS = ['confidence', 'contextChunks', 'model', 'processingTime'];
const METADATA_KEYS = ['model', 'processingTime', 'provider'];
const SOURCE_KEYS = [
  'articleNumber',
  'excerpt',
  'highlights',
  'kind',
  'pageEnd',
  'pageStart',
  'route',
  'score',
  'title',
];

function expectChatReply(reply: ConstitutionAnswer) {
  expect(Object.keys(reply).sort()).toEqual(REPLY_KEYS);
  expect(Object.keys(reply.ragMetadata).sort()).toEqual(RAG_KEYS);
  expect(Object.keys(reply.metadata).sort()).toEqual(METADATA_KEYS);
  expect(reply.text).toBe(reply.answer);
  expect(reply.answer.length).toBeGreaterThan(0);
  expect(reply.ragMetadata.confidence).toBeGreaterThanOrEqual(0);
  expect(reply.ragMetadata.confidence).toBeLessThanOrEqual(1);
  for (const source of reply.sources) {
    expect(SOURCE_KEYS).toEqual(expect.arrayContaining(Object.keys(source)));
    for (const { start, end } of source.highlights) {
      expect(0 <= start && start < end && end <= source.excerpt.length).toBe(true);
    }
  }
}

describe('createConstitutionEngine on the real constitution', () => {
  let engine: ConstitutionEngine;

  beforeAll(async () => {
    engine = createConstitutionEngine(await parseConstitutionPdf(readConstitutionPdf()), {
      sitePages,
    });
  });

  it('answers with quoted clauses and citations of Article, title and pages', async () => {
    const reply = await engine.answer({
      query: 'Can a colleague vote for me by proxy at the AGM?',
      useRag: true,
    });
    expectChatReply(reply);
    expect(reply.responseType).toBe('rag_qa');
    expect(reply.answer).toContain('Proxy voting shall not be permitted');
    // It leads with the best clause under its Article's number and title.
    expect(reply.answer).toMatch(/^Article 78, Voting in the General Assembly \(p\. 72\): /);
    expect(reply.sources[0]).toMatchObject({
      kind: 'article',
      articleNumber: 78,
      title: 'Voting in the General Assembly',
      pageStart: 72,
      pageEnd: 72,
      route: '/constitution#article-78',
    });
    const first = reply.sources[0];
    const marked = first?.highlights.map(({ start, end }) =>
      first.excerpt.slice(start, end).toLowerCase(),
    );
    expect(marked).toEqual(expect.arrayContaining(['proxy voting']));
    const routes = reply.sources.map((source) => source.route);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes.length).toBeLessThanOrEqual(3);
    expect(reply.ragMetadata).toMatchObject({ model: 'extractive' });
    expect(reply.ragMetadata.confidence).toBeGreaterThan(0.5);
    expect(reply.ragMetadata.contextChunks).toBeGreaterThanOrEqual(1);
    expect(reply.metadata).toMatchObject({ provider: 'constitution-qa', model: 'extractive' });
  });

  it('cites only constitution Articles in RAG mode', async () => {
    const reply = await engine.answer({
      query: 'How do I pay my annual subscription?',
      useRag: true,
    });
    expect(reply.sources.every((source) => source.kind === 'article')).toBe(true);
  });

  it('reads misspelt and casual questions', async () => {
    const join = await engine.answer({ query: 'hw do i jion coaz', useRag: true });
    expect(join.responseType).toBe('rag_qa');
    // Admission (41), registration (37) or eligibility (35) all say how one joins.
    expect(join.sources.some((source) => [35, 37, 41].includes(source.articleNumber ?? 0))).toBe(
      true,
    );
    const yelling = await engine.answer({
      query: 'my boss keeps shouting at me, will coaz back me up',
      useRag: true,
    });
    expect(yelling.sources[0]?.articleNumber).toBe(15);
  });

  it.each([
    ['What does Article 40 say?', 40],
    ['art. 40', 40],
    ['section 40 please', 40],
  ])('looks up the Article named in %j', async (query, number) => {
    const reply = await engine.answer({ query, useRag: true });
    expect(reply.responseType).toBe('rag_qa');
    expect(reply.sources[0]?.articleNumber).toBe(number);
    // Under the heading every answer has, its list items labelled "(a)" as in other answers.
    expect(reply.answer).toMatch(
      /^Article 40, Renunciation and Termination of Membership \(pp\. 44–45\): Renunciation of Membership: \(a\) Any member may /,
    );
    expect(reply.answer).not.toMatch(/\s[a-z]\.\s/);
  });

  it('says when a named Article has a heading but no text, or does not exist', async () => {
    const empty = await engine.answer({ query: 'What does Article 207 say?', useRag: true });
    expect(empty.responseType).toBe('fallback');
    expect(empty.answer).toContain(
      'Article 207, Borrowing and lending by the Association (p. 140), but no provisions under it yet',
    );
    const missing = await engine.answer({ query: 'What does Article 190 say?', useRag: true });
    expect(missing.responseType).toBe('fallback');
    expect(missing.answer).toContain(
      'It has no Article 190; it has 181 Articles with text and 39 headings with no text yet, numbered from 1 to 275, with gaps.',
    );
  });

  it.each([
    ['please explain article 31 and article 35', [31, 35]],
    ['what do sections 31 and 35 say', [31, 35]],
    ['art 35, 31 and 10', [35, 31, 10]],
  ])('gives every Article named in %j, in the order named', async (query, numbers) => {
    const reply = await engine.answer({ query, useRag: true });
    expect(reply.responseType).toBe('rag_qa');
    expect(reply.sources.slice(0, numbers.length).map((source) => source.articleNumber)).toEqual(
      numbers,
    );
    // Each is quoted under its heading, in the same order.
    const quoted = [...reply.answer.matchAll(/^Article (\d+), /gm)].map((match) =>
      Number(match[1]),
    );
    expect(quoted).toEqual(numbers);
  });

  it.each(['show me article 290 pls', 'give me article 300', 'can you read me article 281 please'])(
    'declines %j plainly: the request frames it, and no such Article exists',
    async (query) => {
      const reply = await engine.answer({ query, useRag: true });
      expect(reply.responseType).toBe('fallback');
      expect(reply.sources).toEqual([]);
      expect(reply.answer).toMatch(
        /^I couldn't find this in the constitution\. It has no Article \d+; /,
      );
      // Headings with no text are counted apart from Articles with text, and together they are
      // every heading the document has.
      expect(reply.answer).toContain(
        'it has 181 Articles with text and 39 headings with no text yet',
      );
      expect(181 + 39).toBe(engine.document.articles.length);
      expect(reply.answer).not.toContain('The nearest Article');
    },
  );

  it('keeps one named Article first when the message goes on to ask of it', async () => {
    const reply = await engine.answer({
      query: 'article 40 and what does it say about appeals',
      useRag: true,
    });
    expect(reply.responseType).toBe('rag_qa');
    expect(reply.sources[0]?.articleNumber).toBe(40);
    expect(reply.answer).toMatch(/^Article 40, Renunciation and Termination of Membership/);
  });

  it('offers no nearest Articles for a question that names an Article and asks nothing more', async () => {
    for (const query of ['What does Article 207 say?', 'article 290']) {
      const reply = await engine.answer({ query, useRag: true });
      expect(reply.responseType).toBe('fallback');
      expect(reply.sources).toEqual([]);
      expect(reply.answer).not.toContain('The nearest Article');
    }
    // A subject of its own still has its nearest Articles.
    const subject = await engine.answer({
      query: 'what does article 290 say about the membership fee',
      useRag: true,
    });
    expect(subject.sources.length).toBeGreaterThan(0);
  });

  it('declines a named Article that does not exist, even when the rest of the message has an answer', async () => {
    const reply = await engine.answer({
      query: 'article 280 on proxy voting in the general assembly',
      useRag: true,
    });
    expect(reply.responseType).toBe('fallback');
    expect(reply.answer).toMatch(
      /^I couldn't find this in the constitution\. It has no Article 280; /,
    );
    // Its subject still has its nearest Articles, which the member may have meant.
    expect(reply.sources.map((source) => source.articleNumber)).toContain(78);
  });

  it('gives both Articles that share a repeated number', async () => {
    const reply = await engine.answer({ query: 'What does Article 61 provide?', useRag: true });
    expect(reply.sources.map((source) => source.route).slice(0, 2)).toEqual([
      '/constitution#article-61',
      '/constitution#article-61-2',
    ]);
  });

  it.each([
    'What is the capital of France?',
    'How much is the monthly pension of a former President in kwacha?',
    'What are the rules on the Association taking out bank loans?',
  ])('declines plainly when the constitution does not answer %j', async (query) => {
    const reply = await engine.answer({ query, useRag: true });
    expectChatReply(reply);
    expect(reply.responseType).toBe('fallback');
    // What it offers instead are the nearest Articles, never more than three.
    expect(reply.sources.every((source) => source.kind === 'article')).toBe(true);
    expect(reply.sources.length).toBeLessThanOrEqual(3);
    expect(reply.ragMetadata.confidence).toBeLessThan(0.4);
    expect(reply.ragMetadata.contextChunks).toBe(0);
    expect(reply.answer).toMatch(/couldn't find this in the constitution|does not state/);
  });

  it('suggests what it can answer when it declines an off-topic question', async () => {
    const reply = await engine.answer({ query: 'What is the capital of France?', useRag: true });
    expect(reply.answer).toMatch(/^I couldn't find this in the constitution\./);
    const nearest = reply.sources.map(
      (source) => `Article ${source.articleNumber}, ${source.title}`,
    );
    if (nearest.length > 0)
      expect(reply.answer).toContain(`The nearest Articles are ${nearest[0]}`);
    else expect(reply.answer).toContain('Membership; Representation of the membership');
    expect(reply.answer).toContain('"What does Article 1 say?"');
  });

  it.each(['what is coaz?', 'what does the association actually do'])(
    'answers %j, which names nothing but the association, from its mission',
    async (query) => {
      const reply = await engine.answer({ query, useRag: true });
      expect(reply.responseType).toBe('rag_qa');
      expect(reply.answer).toMatch(/^Article 10, Mission, Aim and Objectives/);
    },
  );

  it('reads leaving the association as renouncing membership', async () => {
    // The lexical reading alone, where the glossary acts: the word vectors find Article 40 either way.
    const lexical = createConstitutionEngine(await parseConstitutionPdf(readConstitutionPdf()), {
      wordVectors: false,
    });
    const reply = await lexical.answer({ query: 'how can a member leave coaz', useRag: true });
    expect(reply.sources[0]?.articleNumber).toBe(40);
  });

  it('reads a question on what a body is for as one on its functions', async () => {
    const reply = await engine.answer({ query: 'what is the general assembly for?', useRag: true });
    expect(reply.sources[0]?.title).toBe('Functions of the General Assembly');
  });

  it.each([
    [
      'what is the phone number of the secretariat',
      "it does not give the association's contact or bank details",
    ],
    ['how many members does coaz have', 'it does not hold figures on membership'],
    [
      'how many days of annual leave do clinical officers get',
      "it does not set members' terms of employment",
    ],
  ])('says why it declines %j, a fact no constitution holds', async (query, reason) => {
    const reply = await engine.answer({ query, useRag: true });
    expect(reply.responseType).toBe('fallback');
    expect(reply.answer.startsWith(`I couldn't find this in the constitution: ${reason}`)).toBe(
      true,
    );
    expect(reply.answer).toContain('The nearest Articles are Article ');
  });

  it('names the words it could not read when it declines, never a word of English', async () => {
    // Words of no language the reader knows, in a question on the Council.
    const unread = await engine.answer({ query: 'council zorbling vexquat plimsk?', useRag: true });
    expect(unread.responseType).toBe('fallback');
    expect(unread.answer).toContain('I did not know the words "zorbling", "vexquat" and "plimsk"');
    // "Chef" and "picnic" are English the constitution does not use: read, and not found.
    const english = await engine.answer({
      query: 'may the council hire a chef for its picnic',
      useRag: true,
    });
    expect(english.responseType).toBe('fallback');
    expect(english.answer).not.toContain('did not know');
  });

  it('names the Article that has a heading but no text when declining a question on its subject', async () => {
    const reply = await engine.answer({
      query: 'Can the Association borrow money from a bank?',
      useRag: true,
    });
    expect(reply.responseType).toBe('fallback');
    // Article 207 (borrowing) and Article 213 (banking) are both headings without text.
    expect(reply.answer).toMatch(
      /It has a heading on the subject, Article (207, Borrowing and lending by the Association|213, Association Banking and Financial Management) \(p\. 140\), but no provisions under it yet\./,
    );
  });

  it('declines a question whose subject is an empty heading even when other Articles mention its words', async () => {
    const reply = await engine.answer({
      query: 'What is the official language of the Association?',
      useRag: true,
    });
    expect(reply.responseType).toBe('fallback');
    expect(reply.answer).toContain(
      'Article 226, Official language and use and satus of local languages (p. 141)',
    );
  });

  it('declines a question its Articles with text leave to an empty heading named as a noun', async () => {
    // "Definitions" (Article 233) has no text; no titled Article with text defines the words.
    const reply = await engine.answer({
      query: 'Which words does the constitution define?',
      useRag: true,
    });
    expect(reply.responseType).toBe('fallback');
    expect(reply.answer).toContain('Article 233, Definitions');
  });

  it('reads a Zambian language as the local languages, a heading with no text', async () => {
    // Answered from Articles on rights in writing until Bemba was read as a local language.
    const reply = await engine.answer({
      query: 'Can I write to the association in Bemba?',
      useRag: true,
    });
    expect(reply.responseType).toBe('fallback');
    expect(reply.answer).toContain('Article 226, Official language');
  });

  it('keeps an opinion asked for in a clause before the question', async () => {
    // Read alone, the clause after the comma asks about the disciplinary process (Article 18).
    const reply = await engine.answer({
      query: 'In your opinion, is the disciplinary process fair to members?',
      useRag: true,
    });
    expect(reply.responseType).toBe('fallback');
    expect(reply.answer).toContain('holds no opinions');
  });

  it('answers from the text when a passage states the words of an empty heading together', async () => {
    // An empty heading is titled "Electoral Commission"; Article 48 says the Commission is
    // "appointed by the National Executive Committee".
    const reply = await engine.answer({
      query: 'Who appoints the Electoral Commission?',
      useRag: true,
    });
    expect(reply.responseType).toBe('rag_qa');
    expect(reply.sources.slice(0, 3).map((source) => source.articleNumber)).toContain(48);
  });

  it('declines when the best Articles never name the thing a question asks for', async () => {
    // The constitution sets up the secretariat and its offices but never speaks of holidays.
    const holidays = await engine.answer({
      query: 'What holidays do staff of the secretariat get?',
      useRag: true,
    });
    expect(holidays.responseType).toBe('fallback');
    expect(holidays.ragMetadata.confidence).toBeLessThanOrEqual(0.2);
    // The same subject asked for a thing its Articles name is answered.
    const committees = await engine.answer({
      query: 'What committees does the National Executive Committee have?',
      useRag: true,
    });
    expect(committees.responseType).toBe('rag_qa');
  });

  it('declines asking whether the association has a thing its best Articles never name', async () => {
    // No Article speaks of funerals; scholarships are named (Article 123).
    const funeral = await engine.answer({
      query: 'does coaz have a funeral policy for members',
      useRag: true,
    });
    expect(funeral.responseType).toBe('fallback');
    const scholarships = await engine.answer({
      query: 'does coaz provide scholarships to members',
      useRag: true,
    });
    expect(scholarships.responseType).toBe('rag_qa');
  });

  it('declines a quorum or meeting frequency asked of a body no clause states it of', async () => {
    // The constitution gives the quorum of the Council, the General Assembly and several
    // committees, and how often some of them sit, but neither for the National Executive
    // Committee: another body's quorum does not answer.
    for (const query of [
      'whats the quorum for nec meetings',
      'how many times a year does the nec meet',
    ]) {
      const reply = await engine.answer({ query, useRag: true });
      expect(reply.responseType, query).toBe('fallback');
    }
    const council = await engine.answer({
      query: 'what is the quorum for council meetings',
      useRag: true,
    });
    expect(council.responseType).toBe('rag_qa');
    expect(council.sources[0]?.articleNumber).toBe(134);
  });

  it('declines who sits on a body whose make-up no clause states', async () => {
    // Procurement is named (its Article is a heading with no text), but no clause says who would
    // sit on a committee for it; the Council's structure is stated.
    const procurement = await engine.answer({
      query: 'who sits on the procurement committee',
      useRag: true,
    });
    expect(procurement.responseType).toBe('fallback');
    const council = await engine.answer({ query: 'who sits on the council', useRag: true });
    expect(council.responseType).toBe('rag_qa');
  });

  it('says when the constitution names no sum, pointing to the provision on the subject', async () => {
    const reply = await engine.answer({
      query: 'How much is the membership subscription per year?',
      useRag: true,
    });
    expect(reply.responseType).toBe('fallback');
    expect(reply.answer).toMatch(
      /^I couldn't find this in the constitution: it does not state that amount\. The nearest provision is Article (199, Imposition of Member Levies or fees \(p\. 137\)|126, Finances of the National Executive \(pp\. 103–104\)): /,
    );
  });

  it('reads CPD as the constitution writes it out, and "obligatory" as required', async () => {
    // Article 123: the National Secretary for PT&D runs CPD and monitors its requirements. Before
    // the glossary's entries "obligatory" was a word nothing explains and this was declined (0.06).
    const reply = await engine.answer({ query: 'is it obligatory to do cpd', useRag: true });
    expect(reply.responseType).toBe('rag_qa');
    expect(reply.sources[0]?.articleNumber).toBe(123);
  });

  it('searches the constitution and the site pages in Search mode', async () => {
    const reply = await engine.answer({
      query: 'annual subscription member portal',
      useRag: false,
    });
    expectChatReply(reply);
    expect(reply.responseType).toBe('search');
    expect(reply.answer).toMatch(/^\d passages found; the best match is /);
    const page = reply.sources.find((source) => source.kind === 'page');
    expect(page).toMatchObject({ title: 'Membership', route: '/membership' });
    expect(page?.articleNumber).toBeUndefined();
    expect(reply.sources.some((source) => source.kind === 'article')).toBe(true);
    const scores = reply.sources.map((source) => source.score);
    expect(scores).toEqual([...scores].sort((left, right) => right - left));
  });

  // Pages repeating a common word of the question filled every result, and no Article was shown.
  it('gives the site pages at most half the results of Search mode', async () => {
    const pagesOnSubscriptions = Array.from({ length: 8 }, (_, index) => ({
      title: `Subscription page ${index + 1}`,
      route: `/subscriptions/${index + 1}`,
      headings: ['Annual subscription'],
      text: 'The annual subscription is paid by every member.\nA subscription unpaid is a subscription owed.',
    }));
    const crowded = createConstitutionEngine(parseConstitutionText(sampleConstitution), {
      sitePages: pagesOnSubscriptions,
    });
    const reply = await crowded.answer({ query: 'unpaid annual subscription', useRag: false });
    const kinds = reply.sources.map((source) => source.kind);
    expect(kinds.filter((kind) => kind === 'page').length).toBeLessThanOrEqual(4);
    expect(reply.sources.some((source) => source.articleNumber === 1)).toBe(true);
  });

  it.each([
    ['an empty question', ''],
    ['only spaces', '   \n\t '],
    ['10 000 characters', 'membership fees '.repeat(625)],
    ['control characters', '\u0000\u0001what\u0007 are\u001b[31m membership\u0008 fees?\u007f'],
    ['symbols only', '?!#$%^&*()'],
    ['a lone surrogate', '\ud800 article 40'],
  ])('answers %s without failing, in both modes', async (_, query) => {
    for (const useRag of [true, false]) {
      const reply = await engine.answer({ query, useRag });
      expectChatReply(reply);
    }
  });

  it('answers even when handed something other than a string', async () => {
    const reply = await engine.answer({ query: undefined as unknown as string, useRag: true });
    expectChatReply(reply);
    expect(reply.responseType).toBe('fallback');
  });
});

describe('createConstitutionEngine options', () => {
  const document = parseConstitutionText(sampleConstitution);

  it('reports processing time from the given clock', async () => {
    let tick = 0;
    const engine = createConstitutionEngine(document, { now: () => (tick += 7) });
    const reply = await engine.answer({ query: 'Who can expel a member?', useRag: true });
    expect(reply.ragMetadata.processingTime).toBe(7);
    expect(reply.metadata.processingTime).toBe(7);
  });

  it('lets a further retriever, such as a dense scorer, change the ranking', async () => {
    const favourite = buildPassages(document).find((passage) => passage.articleNumber === 4);
    expect(favourite).toBeDefined();
    const dense: PassageRetriever = {
      name: 'dense',
      search: (_, limit) => (favourite ? [{ passage: favourite, score: 0.9 }].slice(0, limit) : []),
    };
    const plain = createConstitutionEngine(document);
    const withDense = createConstitutionEngine(document, {
      retrievers: [{ retriever: dense, weight: 5 }],
    });
    const before = await plain.answer({ query: 'members', useRag: false });
    const after = await withDense.answer({ query: 'members', useRag: false });
    expect(before.sources[0]?.articleNumber).not.toBe(4);
    expect(after.sources[0]?.articleNumber).toBe(4);
  });
});

// A plain-JavaScript caller handing over nothing, or a parse not awaited, got "Cannot read
// properties of undefined (reading 'parts')".
describe('createConstitutionEngine given something other than a document', () => {
  const takes =
    'createConstitutionEngine takes a ConstitutionDocument ({ title, parts, articles }, as parseConstitutionPdf, parseConstitutionText or constitutionFromExtracts returns it), not';

  it.each([
    ['undefined', undefined, 'undefined'],
    ['null', null, 'null'],
    ['a path', '/srv/COAZ_CONSTITUTION_2025.pdf', 'a string'],
    [
      'an object without Parts and Articles',
      { title: 'Constitution' },
      'an object without parts and articles',
    ],
    [
      'a parse not awaited',
      Promise.resolve(parseConstitutionText(sampleConstitution)),
      'a Promise (await it)',
    ],
  ])('refuses %s with a TypeError naming what it takes', (_, value, given) => {
    expect(() => createConstitutionEngine(value as unknown as ConstitutionDocument)).toThrow(
      new TypeError(`${takes} ${given}.`),
    );
  });
});
