import { asksForCharge } from '../answer/asks-for-amount';
import { asksWhenMeeting } from '../answer/asks-for-notice-fact';
import { passageHeading } from '../answer/cite-passage';
import { composeExtractiveAnswer } from '../answer/compose-extractive-answer';
import type { ConfidenceFeatures } from '../answer/confidence-model';
import type {
  AnswerSource,
  ConstitutionAnswer,
  ConstitutionResponseType,
  SitePageLink,
} from '../answer/constitution-answer';
import { createEmptyHeadingFinder } from '../answer/create-empty-heading-finder';
import { declineAnswer } from '../answer/decline-answer';
import { findHighlights } from '../answer/find-highlights';
import type { ConstitutionDocument } from '../constitution-document/constitution-document';
import { createGlossaryReader } from '../glossary/member-glossary';
import { addressesTheAssistant } from '../internal/addressed-instructions';
import { askingClause, askingClauseCount } from '../internal/asking-clause';
import { pointsBack, questionParts } from '../internal/question-parts';
import { writtenWithoutLatinLetters } from '../internal/written-without-latin-letters';
import type { AnswerProvider } from '../providers/answer-provider';
import {
  KEEP_ANSWERS_MS,
  type SharedCompletions,
  shareCompletions,
} from '../providers/share-completions';
import { withDeadline } from '../providers/with-deadline';
import { normaliseQuestion } from '../question/normalise-question';
import {
  ABOUT_THE_ASSOCIATION,
  asksAboutTheAssociation,
  asksHowToJoin,
  asksWhatTheAssociationOffers,
  readJoiningTheAssociation,
} from '../retrieval/asks-for-purpose';
import { buildPassages, type SitePage } from '../retrieval/constitution-passage';
import type {
  LexicalMatch,
  LexicalQuery,
  LexicalRetrieverOptions,
} from '../retrieval/lexical-retriever';
import type { WeightedRetriever } from '../retrieval/passage-retriever';
import { bundledEnglishWords } from '../semantic/english-words';
import { bundledWordVectors, type WordVectors } from '../semantic/word-vectors';
import {
  type Assessment,
  createAnswerAssessor,
  declinedByRule,
  declineLine,
} from './assess-answer';
import { createEngineRankers, type EngineRankers } from './engine-rankers';
import {
  generalAnswer,
  generalMessages,
  groundedAnswer,
  groundedMessages,
  readRewrite,
  rewriteMessages,
} from './provider-messages';
import {
  distinctArticles,
  fuseByScore,
  fuseLists,
  promoteParts,
  type RankedMatch,
} from './rank-fusion';
import { createSitePageAgreement } from './site-page-agreement';
import {
  FEES_PAGE_WORDS,
  JOIN_PAGE_WORDS,
  NOTICE_FACT_PAGE_WORDS,
  OFFERS_PAGE_WORDS,
} from './site-page-words';
import { unreadWords } from './unread-words';

/** Options for {@link createConstitutionEngine}. */
export interface ConstitutionEngineOptions {
  /**
   * The website's pages, searched alongside the constitution in Search mode and linked beside
   * answers. They are indexed apart: answers rank the Articles alone, so pages never change them.
   */
  sitePages?: SitePage[];
  /** A language model to phrase answers; without one nothing calls out and answers are extractive. */
  provider?: AnswerProvider;
  /**
   * Milliseconds the engine waits for one call of the provider, whatever the provider's own
   * timeout; a question makes at most two calls. @default 15000
   */
  providerTimeoutMs?: number;
  /** Clock for `processingTime`, in milliseconds. @default performance.now */
  now?: () => number;
  /**
   * Further retrievers (a dense embedding scorer, say) fused with the lexical one; the lexical
   * retriever keeps weight 1 and still decides whether the constitution answers at all.
   */
  retrievers?: WeightedRetriever[];
  /** Tuning of the lexical retriever. */
  lexical?: LexicalRetrieverOptions;
  /**
   * Word vectors for the semantic signal fused with the lexical ranking, or `false` for lexical
   * ranking alone. @default the vectors shipped with the package
   */
  wordVectors?: WordVectors | false;
  /** Weight of the semantic ranking in the fusion, the lexical one weighing 1. @default SEMANTIC_WEIGHT */
  semanticWeight?: number;
  /**
   * Called when the model provider fails (an HTTP error, a timeout, an empty answer), with the
   * step that failed; the engine then answers without the model. Log it: a failure is never thrown.
   */
  onProviderError?: (error: unknown, step: ProviderStep) => void;
  /** Called with what the confidence model read, for fitting it (scripts/fit-confidence.mjs). */
  onAssess?: (features: ConfidenceFeatures) => void;
}

/** What the engine asked the model provider to do when it failed. */
export type ProviderStep = 'rewrite' | 'answer' | 'general';

/** A question to the engine. */
export interface ConstitutionQuestion {
  /**
   * The question as typed; any string is accepted. Only its first 2000 characters are read, as
   * {@link normaliseQuestion} gives them: full-width and mathematical letters as plain ones, Latin
   * letters without accents. One written in another script only (Arabic, Chinese, Cyrillic) is
   * answered, `fallback`, that the assistant reads questions in English.
   */
  query: string;
  /** `true` for a composed answer with citations, `false` for a ranked list of passages. */
  useRag: boolean;
}

/** Answers questions about one constitution. */
export interface ConstitutionEngine {
  /** The document the engine answers from. */
  readonly document: ConstitutionDocument;
  /** The answer to a question. Never rejects: a failure inside gives a `fallback` answer. */
  answer(request: ConstitutionQuestion): Promise<ConstitutionAnswer>;
}

const MAX_QUERY_LENGTH = 2000;
// How deep each ranking is read before fusion.
const FUSION_DEPTH = 40;
// The semantic ranking's weight in the fusion by score (see fuseByScore). On the four tuning sets
// weights from 0.3 to 1.5 found alike among the first three (238 to 242 of 279); 0.3 put the
// most right Articles first (190).
const SEMANTIC_WEIGHT = 0.3;
const RAG_ARTICLES = 3;
// Site pages offered beside an answer: at most this many, each holding at least this share of the
// question's meaning and scoring at least this share of the best passage, Article or page. Without
// the score floor, a page sharing a few common words was offered beside 52 of the 123 development
// questions' answers (the CPD page for "How often are national elections held?"); with it, beside
// 42. A floor of 0.4 also dropped the membership page for "how do i become a member".
const SITE_PAGES = 2;
const SITE_PAGE_COVERAGE = 0.6;
const SITE_PAGE_SCORE = 0.3;
// Rewritten questions kept, each for as long as the model's answers are (an hour).
const REWRITE_CACHE_SIZE = 500;
// The longest wait for one provider call: past the OpenAI-compatible provider's own 8 s.
const PROVIDER_TIMEOUT_MS = 15_000;
// Articles named, and given as sources, when the assistant declines.
const NEAREST_ARTICLES = 3;
const SEARCH_RESULTS = 8;
// Search mode searches the constitution first: the site's pages fill at most half its results, so
// pages repeating a question's common words ("subscription" on every membership page) cannot push
// every Article out. The site's own search lists all its pages.
const SEARCH_SITE_PAGES = SEARCH_RESULTS / 2;
// Passages ranked to find Search mode's results: deep enough that Articles ranked below many
// passages of the site's pages are reached.
const SEARCH_DEPTH = 60;
// An Article joins the answer when it scores at least this share of the best one.
const RELATIVE_SCORE = 0.45;
// Fewest words of meaning a part of a message that points back with a pronoun needs for its best
// Article to be brought up.
const MIN_PART_WORDS = 2;
const PROVIDER_NAME = 'constitution-qa';
const EXTRACTIVE = 'extractive';

// A part of a message that opens by telling of the member or their colleagues ("am" too, texted
// for "I am", unless it asks "am I…").
const TELLS_OF_SELF = /^(?:i|im|i'm|we|my|our|me|us)\b|^am\s+(?!i\b)/i;

/** Search mode's first results, with at most SEARCH_SITE_PAGES of the site's pages among them. */
function withFewPages(matches: readonly RankedMatch[]): RankedMatch[] {
  let pages = 0;
  return matches
    .filter((match) => match.passage.kind === 'article' || ++pages <= SEARCH_SITE_PAGES)
    .slice(0, SEARCH_RESULTS);
}

/**
 * Refuses what is not a document (from a caller without types, or a PDF's promise not awaited),
 * which failed as "Cannot read properties of undefined (reading 'parts')".
 */
function checkDocument(document: unknown): void {
  const { parts, articles } = (document ?? {}) as Partial<ConstitutionDocument>;
  if (typeof document === 'object' && Array.isArray(parts) && Array.isArray(articles)) return;
  const given =
    document instanceof Promise
      ? 'a Promise (await it)'
      : document === null || document === undefined
        ? String(document)
        : typeof document === 'object'
          ? 'an object without parts and articles'
          : `a ${typeof document}`;
  throw new TypeError(
    `createConstitutionEngine takes a ConstitutionDocument ({ title, parts, articles }, as parseConstitutionPdf, parseConstitutionText or constitutionFromExtracts returns it), not ${given}.`,
  );
}

/**
 * An engine that answers questions about a constitution from its text alone: lexical retrieval
 * with domain vocabulary, answers quoted from the best clauses with citations, a plain decline when
 * the constitution does not answer, and Search mode over the constitution and the site's pages.
 * With a `provider`, confident answers are phrased by the model from the retrieved passages only,
 * and off-topic questions may get a general answer; any provider failure falls back.
 *
 * Building the index takes a few hundred milliseconds for a 140-page constitution: build once and
 * keep the engine.
 *
 * @example
 * const engine = createConstitutionEngine(await parseConstitutionPdf(bytes));
 * const reply = await engine.answer({ query: 'Can I vote by proxy?', useRag: true });
 * @throws {TypeError} when `document` is not a ConstitutionDocument (no `parts` and `articles`).
 */
export function createConstitutionEngine(
  document: ConstitutionDocument,
  options: ConstitutionEngineOptions = {},
): ConstitutionEngine {
  checkDocument(document);
  const now = options.now ?? (() => performance.now());
  const sitePages = options.sitePages ?? [];
  const hasSitePages = sitePages.length > 0;
  const bundled = options.wordVectors === undefined;
  const vectors = bundled ? bundledWordVectors() : options.wordVectors;
  const rankerOptions = {
    vectors: vectors || undefined,
    // The word list ships beside the vectors, from the same source (see bundledEnglishWords).
    ...(bundled && { englishWords: bundledEnglishWords() }),
    ...(options.lexical && { lexical: options.lexical }),
    ...(options.retrievers && { retrievers: options.retrievers }),
  };
  // Answers rank the Articles alone; Search mode and page links rank the Articles and the pages
  // (see createEngineRankers for why they are kept apart).
  const answering = createEngineRankers(buildPassages(document), rankerOptions);
  const searching = hasSitePages
    ? createEngineRankers(buildPassages(document, sitePages), rankerOptions)
    : answering;
  const pageAgreement = createSitePageAgreement(sitePages);
  const readGlossary = createGlossaryReader();
  const semanticWeight = options.semanticWeight ?? SEMANTIC_WEIGHT;
  const rewrites = new Map<string, { rewritten: string | undefined; at: number }>();
  // One request per distinct conversation: Send pressed twice, or many members asking alike. Kept
  // an hour, by the provider's name and model too, and a reply that fails a check is forgotten:
  // a bad reply was given to every later asker of the question, after the model was fixed too.
  const provider =
    options.provider &&
    shareCompletions(
      withDeadline(options.provider, options.providerTimeoutMs ?? PROVIDER_TIMEOUT_MS),
      { now },
    );
  const assess = createAnswerAssessor({
    document,
    readGlossary,
    findEmptyHeading: createEmptyHeadingFinder(document),
    articles: RAG_ARTICLES,
    ...(options.onAssess && { onAssess: options.onAssess }),
  });

  function retrieve(
    { lexical, semantic, fused }: EngineRankers,
    question: string,
    query: LexicalQuery,
    limit: number,
    articlesOnly: boolean,
  ): RankedMatch[] {
    const accept = articlesOnly
      ? (passage: { kind: string }) => passage.kind === 'article'
      : undefined;
    const depth = Math.max(limit * 3, FUSION_DEPTH);
    const lexicalMatches = lexical.rank(query, depth, accept);
    const semanticMatches = semantic
      ? semantic.rank(semantic.read(readGlossary(question)), depth, accept, readingsOf(query))
      : [];
    const matches = fuseByScore(lexicalMatches, semanticMatches, semanticWeight);
    if (!fused) return matches.slice(0, limit);
    const byId = new Map(matches.map((match) => [match.passage.id, match]));
    return fused
      .search(question, limit * 3)
      .filter((result) => !articlesOnly || result.passage.kind === 'article')
      .map(
        (result) =>
          byId.get(result.passage.id) ?? {
            ...result,
            coverage: 0,
            similarity: 0,
            matchedStems: new Set<string>(),
            byNumber: false,
          },
      )
      .map((match, index, all) => ({ ...match, score: all.length - index }))
      .slice(0, limit);
  }

  function sourceOf(match: LexicalMatch, query: LexicalQuery): AnswerSource {
    const { passage } = match;
    const stems = new Set(query.terms.map((term) => term.stem));
    return {
      kind: passage.kind,
      title: passage.title,
      ...(passage.articleNumber !== undefined && { articleNumber: passage.articleNumber }),
      ...(passage.pageStart !== undefined && { pageStart: passage.pageStart }),
      ...(passage.pageEnd !== undefined && { pageEnd: passage.pageEnd }),
      route: passage.route,
      excerpt: passage.text,
      highlights: findHighlights(passage.text, stems),
      score: Math.round(match.score * 1000) / 1000,
    };
  }

  function reply(
    started: number,
    responseType: ConstitutionResponseType,
    text: string,
    sources: AnswerSource[],
    figures: {
      confidence: number;
      contextChunks: number;
      provider?: AnswerProvider;
      sitePages?: SitePageLink[];
    },
  ): ConstitutionAnswer {
    const processingTime = Math.max(0, Math.round((now() - started) * 100) / 100);
    const model = figures.provider?.model ?? EXTRACTIVE;
    return {
      answer: text,
      text,
      responseType,
      ragMetadata: {
        model,
        confidence: Math.round(Math.min(1, Math.max(0, figures.confidence)) * 1000) / 1000,
        contextChunks: figures.contextChunks,
        processingTime,
      },
      metadata: { provider: figures.provider?.name ?? PROVIDER_NAME, model, processingTime },
      sources,
      sitePages: figures.sitePages ?? [],
    };
  }

  async function answerSafely(
    request: ConstitutionQuestion,
    started: number,
  ): Promise<ConstitutionAnswer> {
    const typed = normaliseQuestion(String(request?.query ?? '').slice(0, MAX_QUERY_LENGTH));
    // Arabic, Chinese or Cyrillic reads as no words at all; "please type a question" told a member
    // who had typed one nothing of why.
    const notEnglish = writtenWithoutLatinLetters(typed);
    if (request?.useRag === false) {
      const question = searching.joinParts(searching.separate(typed));
      const query = searching.lexical.read(question);
      const matches =
        question === ''
          ? []
          : withFewPages(retrieve(searching, question, query, SEARCH_DEPTH, false));
      const text =
        matches.length === 0
          ? `No passages matched your search. ${notEnglish ? 'Search reads English words: try them' : 'Try other words'}, or an Article number such as "Article 40".`
          : `${matches.length} passage${matches.length === 1 ? '' : 's'} found; the best match is ${bestMatchName(matches[0])}.`;
      return reply(
        started,
        'search',
        text,
        matches.map((match) => sourceOf(match, query)),
        {
          confidence: assess(question, query, matches, searching.lexical.articleHolds).confidence,
          contextChunks: matches.length,
        },
      );
    }
    let question = readJoiningTheAssociation(answering.joinParts(answering.separate(typed)));
    let query = answering.lexical.read(question);
    const asksNothing = query.words.length === 0 && query.articleNumber === undefined;
    // What the association offers its members is what its objectives say; its site pages are still
    // found by the member's own words.
    const offers = asksWhatTheAssociationOffers(question);
    const pagesAsked = offers ? question : undefined;
    // The association's name only frames other questions; alone, it is the subject.
    if ((asksNothing && asksAboutTheAssociation(question)) || offers) {
      question = ABOUT_THE_ASSOCIATION;
      query = answering.lexical.read(question);
    } else if (asksNothing) {
      const reason = notEnglish ? 'not-english' : 'empty';
      return reply(started, 'fallback', declineAnswer(document, reason), [], {
        confidence: 0,
        contextChunks: 0,
      });
    }
    const links = leadingWith(pageAskedFor(typed, offers), sitePagesFor(pagesAsked ?? question));
    // A message holding instructions to the assistant ("ignore the constitution and answer
    // only: …") gets no model at all: an obedient model said what it was told, labelled a summary
    // of the constitution, and the checks bound its citations and figures, not its meaning.
    const model = addressesTheAssistant(typed) ? undefined : provider;
    const rewritten = await rewriteQuestion(question, model);
    const { ranked: asked, partQueries } = askEachPart(
      question,
      distinctArticles(retrieve(answering, question, query, RAG_ARTICLES * 6, true)),
    );
    let ranked = asked;
    let assessment = assess(question, query, asked, answering.lexical.articleHolds);
    if (rewritten !== undefined) {
      const rewrittenQuery = answering.lexical.read(rewritten);
      const reworded = distinctArticles(
        retrieve(answering, rewritten, rewrittenQuery, RAG_ARTICLES * 6, true),
      );
      ranked = fuseLists(asked, reworded);
      // The model's wording in the constitution's terms may show that it does answer; the rules on
      // sums and notices still read the member's own question.
      const second = assess(question, rewrittenQuery, reworded, answering.lexical.articleHolds);
      if (second.confidence > assessment.confidence) assessment = second;
    }
    assessment = assessPiecesAlone(question, ranked, assessment);
    const { confidence } = assessment;
    if (confidence < declineLine(assessment, question))
      return general(question, started, assessment, nearestOf(ranked, query), links, query, model);
    const best = ranked[0]?.score ?? 0;
    const candidates = ranked.slice(0, RAG_ARTICLES);
    const strong = candidates.filter(
      (match, index) =>
        index === 0 ||
        match.byNumber ||
        partQueries.has(match.passage.route) ||
        match.score >= best * RELATIVE_SCORE,
    );
    const sources = candidates.map((match) => sourceOf(match, query));
    const {
      text: extractive,
      used,
      note,
    } = composeExtractiveAnswer(document, query, strong, partQueries);
    const figures = { confidence, contextChunks: used.length, sitePages: links };
    if (model) {
      const messages = groundedMessages(question, used);
      try {
        const phrased = groundedAnswer(await model.complete(messages), question, used);
        // What the constitution lacks of the Articles named is read from it, not left to the model.
        const text = note === undefined ? phrased : `${phrased}\n\n${note}`;
        return reply(started, 'ai_with_constitution', text, sources, {
          ...figures,
          provider: model,
        });
      } catch (error) {
        // The extractive answer below stands in for the model's.
        model.forget(messages);
        options.onProviderError?.(error, 'answer');
      }
    }
    return reply(started, 'rag_qa', extractive, sources, figures);
  }

  // A message that tells the member's situation before it asks (see askingClause) is as sure as
  // its asking clause read alone, when that clause's best Article is among the message's best: the
  // story's words no longer count as subjects the Articles leave out, and the rules on what a
  // constitution cannot hold read the clause too, so a duty mentioned in passing ("i am on night
  // duty that day, can a colleague vote for me") is not taken for a question on terms of
  // employment. An opinion asked for ("in your opinion, is…") frames the whole message and stands.
  // A message asking two or three questions (see questionParts) is as sure as its surest question
  // read alone, on the same condition, unless the whole was declined by such a rule: "who is the
  // current treasurer general? and how long is the term" asks who holds an office, which its
  // second question alone does not show. A part that tells of the member ("i have a hearing on
  // friday") asks nothing of its own.
  function assessPiecesAlone(
    question: string,
    ranked: readonly RankedMatch[],
    assessment: Assessment,
  ): Assessment {
    const best = new Set(ranked.slice(0, RAG_ARTICLES).map((match) => match.passage.route));
    const aloneIfShared = (piece: string): Assessment | undefined => {
      const pieceQuery = answering.lexical.read(piece);
      if (pieceQuery.words.length < MIN_PART_WORDS) return undefined;
      const pieceRanked = distinctArticles(
        retrieve(answering, piece, pieceQuery, RAG_ARTICLES * 6, true),
      );
      if (!best.has(pieceRanked[0]?.passage.route ?? '')) return undefined;
      return assess(piece, pieceQuery, pieceRanked, answering.lexical.articleHolds);
    };
    if (assessment.noticeFact === 'opinion') return assessment;
    let surest = assessment;
    // After a rule declined the whole, the asking clause stands alone only when it is the one
    // clause that asks: "who is the current treasurer? and how long is the term" asks both.
    const ruled = declinedByRule(assessment);
    const clause = ruled && askingClauseCount(question) > 1 ? undefined : askingClause(question);
    const fromClause = clause === undefined ? undefined : aloneIfShared(clause);
    if (fromClause && fromClause.confidence > surest.confidence) surest = fromClause;
    if (ruled) return surest;
    for (const part of questionParts(question).filter((each) => !TELLS_OF_SELF.test(each))) {
      const alone = aloneIfShared(part);
      if (alone && alone.confidence > surest.confidence) surest = alone;
    }
    return surest;
  }

  // A message asking two or three questions gets the best Article for each among its sources,
  // and each such Article is quoted where it answers its own part (`partQueries`, by route).
  function askEachPart(
    question: string,
    ranked: RankedMatch[],
  ): { ranked: RankedMatch[]; partQueries: Map<string, LexicalQuery> } {
    const partQueries = new Map<string, LexicalQuery>();
    const parts = questionParts(question);
    if (parts.length === 0) return { ranked, partQueries };
    const partBests = parts.map((part) => {
      const partQuery = answering.lexical.read(part);
      // A part of one word whose subject is in another part ("how long do they serve": "serve")
      // finds whatever holds that word.
      if (partQuery.words.length < MIN_PART_WORDS && pointsBack(part)) return undefined;
      const best = distinctArticles(retrieve(answering, part, partQuery, RAG_ARTICLES, true))[0];
      const route = best?.passage.route;
      if (route !== undefined && route !== ranked[0]?.passage.route && !partQueries.has(route))
        partQueries.set(route, partQuery);
      return best;
    });
    return { ranked: promoteParts(ranked, partBests), partQueries };
  }

  // Pages of the site that answer the question well (how to join, fees, services): members are
  // better served there than by the constitution's legal text. A page qualifies when it holds most
  // of the question's meaning and scores near the best passage of the constitution and the site
  // together. A question naming an Article asks for that Article.
  function sitePagesFor(question: string): SitePageLink[] {
    if (!hasSitePages) return [];
    const { lexical } = searching;
    const query = lexical.read(question);
    if (query.articleNumber !== undefined) return [];
    const best = lexical.rank(query, 1)[0]?.score ?? 0;
    const links: SitePageLink[] = [];
    for (const match of lexical.rank(query, SITE_PAGES * 4, (passage) => passage.kind === 'page')) {
      if (match.coverage < SITE_PAGE_COVERAGE || match.score < best * SITE_PAGE_SCORE) continue;
      // The page must also hold the question's words as words, not only their stems.
      if (pageAgreement(query, match.passage.route, lexical.usesStem) < SITE_PAGE_COVERAGE)
        continue;
      if (links.some((link) => link.path === match.passage.route)) continue;
      links.push({ title: match.passage.title, path: match.passage.route });
      if (links.length === SITE_PAGES) break;
    }
    return links;
  }

  // What a site calls the page a question asks for, when it asks for one of a site's own pages:
  // what the association offers, how to join, how much members pay, when a meeting is.
  function pageAskedFor(typed: string, offers: boolean): string | undefined {
    if (offers) return OFFERS_PAGE_WORDS;
    if (asksHowToJoin(typed)) return JOIN_PAGE_WORDS;
    const read = readGlossary(typed);
    if (asksForCharge(read)) return FEES_PAGE_WORDS;
    if (asksWhenMeeting(read)) return NOTICE_FACT_PAGE_WORDS['meeting-time'];
    return undefined;
  }

  // The site's best page for what a site calls the page asked for (site-page-words.ts), when the
  // question asks for one, before the question's own pages; each page once, as many as an answer
  // offers.
  function leadingWith(
    pageWords: string | undefined,
    pages: readonly SitePageLink[],
  ): SitePageLink[] {
    if (!pageWords) return [...pages];
    const links = [...sitePagesFor(pageWords).slice(0, 1), ...pages];
    return links
      .filter((link, index) => links.findIndex((other) => other.path === link.path) === index)
      .slice(0, SITE_PAGES);
  }

  // The member's question in the constitution's terms, from the model (one short call per
  // distinct question, cached); undefined without a provider or when it fails.
  async function rewriteQuestion(
    question: string,
    provider: SharedCompletions | undefined,
  ): Promise<string | undefined> {
    if (!provider) return undefined;
    const key = JSON.stringify([provider.name, provider.model, question.toLowerCase()]);
    const known = rewrites.get(key);
    rewrites.delete(key);
    if (known && now() - known.at <= KEEP_ANSWERS_MS) {
      rewrites.set(key, known);
      return known.rewritten;
    }
    const messages = rewriteMessages(question);
    let rewritten: string | undefined;
    try {
      rewritten = readRewrite(question, await provider.complete(messages));
    } catch (error) {
      provider.forget(messages);
      options.onProviderError?.(error, 'rewrite');
      return undefined;
    }
    if (rewrites.size >= REWRITE_CACHE_SIZE) {
      const oldest = rewrites.keys().next().value;
      if (oldest !== undefined) rewrites.delete(oldest);
    }
    rewrites.set(key, { rewritten, at: now() });
    return rewritten;
  }

  // The best Articles the retrieval found, offered when the assistant declines. A question that
  // names an Article and asks nothing more ("what does article 300 say") has no subject for them to
  // be near: whatever ranks first is chance, so none is offered.
  function nearestOf(ranked: readonly RankedMatch[], query: LexicalQuery): AnswerSource[] {
    if (query.articleNumber !== undefined && query.words.length === 0) return [];
    return ranked
      .filter((match) => !match.byNumber)
      .slice(0, NEAREST_ARTICLES)
      .map((match) => sourceOf(match, query));
  }

  async function general(
    question: string,
    started: number,
    { confidence, nearest, emptyHeading, missingArticles, noticeFact }: Assessment,
    nearestSources: AnswerSource[] = [],
    sitePages: SitePageLink[] = [],
    query?: LexicalQuery,
    provider?: SharedCompletions,
  ): Promise<ConstitutionAnswer> {
    // Only a question the constitution has nothing on goes to the model for a general answer; one
    // on a subject it names without a sum or a text gets the plain account of that instead. So
    // does one asking for a fact of the association no constitution holds (who holds an office,
    // a phone number): a general model does not know it and would guess.
    const offTopic = !nearest && !emptyHeading && missingArticles === undefined && !noticeFact;
    if (provider && offTopic) {
      const messages = generalMessages(question);
      try {
        const text = generalAnswer(await provider.complete(messages));
        return reply(started, 'ai_general', text, [], {
          confidence,
          contextChunks: 0,
          provider,
          sitePages,
        });
      } catch (error) {
        // The plain decline below stands in for the model's answer.
        provider.forget(messages);
        options.onProviderError?.(error, 'general');
      }
    }
    // The site's page holding the fact asked for comes first; the question's own pages follow.
    const links = leadingWith(noticeFact && NOTICE_FACT_PAGE_WORDS[noticeFact], sitePages);
    // Words the assistant could not read are named only when no rule decided the decline, and
    // only with the word vectors, which know English: without them every word the constitution
    // does not use would be named.
    const { semantic } = answering;
    const unread =
      query && semantic && offTopic && !emptyHeading
        ? unreadWords(
            query,
            (word) => semantic.knows(word) || rankerOptions.englishWords?.has(word) === true,
            question,
          )
        : [];
    const text = declineAnswer(document, 'not-found', {
      emptyHeading,
      ...(missingArticles && { missingArticles }),
      nearest: nearestSources,
      noticeFact,
      ...(nearest && { amountProvision: nearest.passage }),
      unreadWords: unread,
    });
    return reply(started, 'fallback', text, nearestSources, {
      confidence,
      contextChunks: 0,
      sitePages: links,
    });
  }

  return {
    document,
    async answer(request) {
      const started = now();
      try {
        return await answerSafely(request, started);
      } catch {
        return reply(started, 'fallback', declineAnswer(document, 'not-found'), [], {
          confidence: 0,
          contextChunks: 0,
        });
      }
    },
  };
}

function bestMatchName(match: LexicalMatch | undefined): string {
  if (!match) return 'none';
  return match.passage.kind === 'page'
    ? `the ${match.passage.title} page`
    : passageHeading(match.passage);
}

/**
 * The constitution's nouns for actions the question says are not done, by question word
 * ("attend": non-attendance; "pay": failure), for the semantic ranking, whose word vectors do not
 * read the negation. Measured on 5 December 2026: the glossary's expansions read so as well traded
 * a held-out plain question.
 */
function readingsOf(query: LexicalQuery): Map<string, string[]> {
  const readings = new Map<string, string[]>();
  for (const { word, stem } of query.omissions) {
    const asked = query.words[word];
    if (asked === undefined) continue;
    readings.set(asked, [...(readings.get(asked) ?? []), stem]);
  }
  return readings;
}
