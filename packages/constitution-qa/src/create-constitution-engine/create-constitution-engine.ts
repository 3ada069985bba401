import { namesAskedFor } from '../answer/asked-for-word';
import { asksForAmount, asksForNoticeFact, statesAmount } from '../answer/asks-for-amount';
import { citePassage } from '../answer/cite-passage';
import { composeExtractiveAnswer } from '../answer/compose-extractive-answer';
import { type ConfidenceFeatures, confidenceOf } from '../answer/confidence-model';
import type {
  AnswerSource,
  ConstitutionAnswer,
  ConstitutionResponseType,
  SitePageLink,
} from '../answer/constitution-answer';
import { createEmptyHeadingFinder } from '../answer/create-empty-heading-finder';
import { declineAnswer } from '../answer/decline-answer';
import { findHighlights } from '../answer/find-highlights';
import type {
  ConstitutionArticle,
  ConstitutionDocument,
} from '../constitution-document/constitution-document';
import { createGlossaryReader } from '../glossary/member-glossary';
import { normaliseLine } from '../internal/normalise-line';
import type { AnswerProvider, ProviderMessage } from '../providers/answer-provider';
import { buildPassages, type SitePage } from '../retrieval/constitution-passage';
import type {
  LexicalMatch,
  LexicalQuery,
  LexicalRetrieverOptions,
} from '../retrieval/lexical-retriever';
import type { WeightedRetriever } from '../retrieval/passage-retriever';
import type { SemanticMatch } from '../semantic/semantic-retriever';
import { bundledWordVectors, type WordVectors } from '../semantic/word-vectors';
import { createEngineRankers, type EngineRankers } from './engine-rankers';

/** A passage as the engine ranks it: the lexical reading, and the semantic signal's nearness. */
interface RankedMatch extends LexicalMatch {
  /** The semantic retriever's nearness of the passage's Article to the question (0 to 1). */
  similarity: number;
}

interface Assessment {
  confidence: number;
  /** The best match, when the question asks for a sum that no passage states. */
  nearest?: LexicalMatch;
  /** An Article with a heading but no text on the question's subject. */
  emptyHeading?: ConstitutionArticle;
  /** The Article number the question names when the constitution has no such Article. */
  missingArticle?: number;
}

/** Options for {@link createConstitutionEngine}. */
export interface ConstitutionEngineOptions {
  /**
   * The website's pages, searched alongside the constitution in Search mode and linked beside
   * answers. They are indexed apart: answers rank the Articles alone, so pages never change them.
   */
  sitePages?: SitePage[];
  /** A language model to phrase answers; without one nothing calls out and answers are extractive. */
  provider?: AnswerProvider;
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
  /** The question as typed; any string is accepted. Only its first 2000 characters are read. */
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
// How deep each ranking is read before fusion, and reciprocal rank fusion's damping constant
// (60 in the original paper; a smaller one trusts the top of each list more).
const FUSION_DEPTH = 40;
const RRF_K = 20;
// The semantic ranking's weight in the fusion; on the development questions weights from 0 to 1
// measured alike, and above 1 phone-style questions lost.
const SEMANTIC_WEIGHT = 0.5;
const RAG_ARTICLES = 3;
// Site pages offered beside an answer: at most this many, each holding at least this share of the
// question's meaning and scoring at least this share of the best passage, Article or page. Without
// the score floor, a page sharing a few common words was offered beside 52 of the 123 development
// questions' answers (the CPD page for "How often are national elections held?"); with it, beside
// 42. A floor of 0.4 also dropped the membership page for "how do i become a member".
const SITE_PAGES = 2;
const SITE_PAGE_COVERAGE = 0.6;
const SITE_PAGE_SCORE = 0.3;
// Rewritten questions kept, and the longest rewrite read.
const REWRITE_CACHE_SIZE = 500;
const MAX_REWRITE_LENGTH = 300;
// Articles named, and given as sources, when the assistant declines.
const NEAREST_ARTICLES = 3;
const SEARCH_RESULTS = 8;
// An Article joins the answer when it scores at least this share of the best one.
const RELATIVE_SCORE = 0.45;
// Below this coverage, an empty heading matching the question means the constitution is silent on it.
const EMPTY_HEADING_COVERAGE = 0.55;
const EMPTY_HEADING_CONFIDENCE = 0.3;
// An empty heading whose title holds this share of the question, this much more than any title
// with text, is the question's subject.
const EMPTY_TITLE_SHARE = 0.6;
const EMPTY_TITLE_MARGIN = 0.25;
// Confidence given when a question asks for a sum and the best passages state none.
const AMOUNT_MISSING_CONFIDENCE = 0.1;
// Below this confidence the assistant declines. Chosen on the development questions: at 0.3 it
// declined 45 % of unanswerable questions with 6 % false declines, at 0.4 70 % with 9 %, at 0.5
// 70 % with 13 %; a false decline still lists the nearest Articles, a wrong answer misleads.
const DECLINE_BELOW = 0.4;
// Confidence given when a question asks who holds an office or when a meeting is (see asksForNoticeFact).
const NOTICE_FACT_CONFIDENCE = 0.05;
// Confidence at most, when the best Articles never name what the question asks for (asked-for-word.ts).
const ASKED_FOR_UNMET_CONFIDENCE = 0.2;
const PROVIDER_NAME = 'constitution-qa';
const EXTRACTIVE = 'extractive';

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
 */
export function createConstitutionEngine(
  document: ConstitutionDocument,
  options: ConstitutionEngineOptions = {},
): ConstitutionEngine {
  const now = options.now ?? (() => performance.now());
  const sitePages = options.sitePages ?? [];
  const hasSitePages = sitePages.length > 0;
  const vectors = options.wordVectors === undefined ? bundledWordVectors() : options.wordVectors;
  const rankerOptions = {
    vectors: vectors || undefined,
    ...(options.lexical && { lexical: options.lexical }),
    ...(options.retrievers && { retrievers: options.retrievers }),
  };
  // Answers rank the Articles alone; Search mode and page links rank the Articles and the pages
  // (see createEngineRankers for why they are kept apart).
  const answering = createEngineRankers(buildPassages(document), rankerOptions);
  const searching = hasSitePages
    ? createEngineRankers(buildPassages(document, sitePages), rankerOptions)
    : answering;
  const readGlossary = createGlossaryReader();
  const semanticWeight = options.semanticWeight ?? SEMANTIC_WEIGHT;
  const rewrites = new Map<string, string | undefined>();
  const findEmptyHeading = createEmptyHeadingFinder(document);

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
      ? semantic.rank(semantic.read(readGlossary(question)), depth, accept)
      : [];
    const matches = fuseByRank(lexicalMatches, semanticMatches, semanticWeight);
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

  // How sure the engine is that the best Articles answer the question, and why not when it is not.
  function assess(
    question: string,
    query: LexicalQuery,
    matches: readonly LexicalMatch[],
    { lexical }: EngineRankers = answering,
  ): Assessment {
    const top = matches.slice(0, RAG_ARTICLES);
    if (top.some((match) => match.byNumber)) return { confidence: 1 };
    if (query.articleNumber !== undefined) {
      const named = document.articles.filter((article) => article.number === query.articleNumber);
      // Named, but only as a heading with no text: nothing to quote, and worth saying so.
      if (named.length > 0) return { confidence: 0, emptyHeading: named[0] };
      if (top.length === 0) return { confidence: 0, missingArticle: query.articleNumber };
    }
    if (top.length === 0) return { confidence: 0, emptyHeading: findEmptyHeading(query)?.article };
    const asked = readGlossary(question);
    if (asksForNoticeFact(asked, top.map((match) => match.passage.text).join(' ')))
      return { confidence: NOTICE_FACT_CONFIDENCE };
    if (lacksAmount(asked, top)) return { confidence: AMOUNT_MISSING_CONFIDENCE, nearest: top[0] };
    const coverage = Math.max(...top.map((match) => match.coverage));
    const features = {
      coverage,
      similarity: Math.max(...top.map((match) => (match as RankedMatch).similarity ?? 0)),
      unexplained: unexplainedShare(query),
      focus: focusMet(query, top),
    };
    options.onAssess?.(features);
    const confidence = confidenceOf(features);
    const missing =
      query.articleNumber !== undefined ? { missingArticle: query.articleNumber } : {};
    if (confidence < DECLINE_BELOW && query.articleNumber !== undefined)
      return { confidence, ...missing };
    const empty = findEmptyHeading(query);
    const emptyHeading = empty?.article;
    // The constitution names the subject under a heading it left empty, and either the Articles
    // with text answer only part of the question, or the empty heading's title says what the
    // question asks far better than any title with text: the subject is the empty one.
    const emptyIsTheSubject =
      empty !== undefined &&
      (coverage < EMPTY_HEADING_COVERAGE ||
        (empty.share >= EMPTY_TITLE_SHARE && empty.share >= empty.textShare + EMPTY_TITLE_MARGIN));
    if (emptyIsTheSubject) {
      return { confidence: Math.min(confidence, EMPTY_HEADING_CONFIDENCE), emptyHeading };
    }
    const unmet = !namesAskedFor(asked, query, top, lexical.articleHolds);
    const stated = unmet ? Math.min(confidence, ASKED_FOR_UNMET_CONFIDENCE) : confidence;
    return stated < DECLINE_BELOW && emptyHeading
      ? { confidence: stated, emptyHeading }
      : { confidence: stated };
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
    const question = normaliseLine(String(request?.query ?? '').slice(0, MAX_QUERY_LENGTH));
    if (request?.useRag === false) {
      const query = searching.lexical.read(question);
      const matches =
        question === '' ? [] : retrieve(searching, question, query, SEARCH_RESULTS, false);
      const text =
        matches.length === 0
          ? 'No passages matched your search. Try other words, or an Article number such as "Article 40".'
          : `${matches.length} passage${matches.length === 1 ? '' : 's'} found; the best match is ${bestMatchName(matches[0])}.`;
      return reply(
        started,
        'search',
        text,
        matches.map((match) => sourceOf(match, query)),
        {
          confidence: assess(question, query, matches, searching).confidence,
          contextChunks: matches.length,
        },
      );
    }
    const query = answering.lexical.read(question);
    if (question === '' || (query.words.length === 0 && query.articleNumber === undefined)) {
      return reply(started, 'fallback', declineAnswer(document, 'empty'), [], {
        confidence: 0,
        contextChunks: 0,
      });
    }
    const links = sitePagesFor(question);
    const rewritten = await rewriteQuestion(question);
    const asked = distinctArticles(retrieve(answering, question, query, RAG_ARTICLES * 6, true));
    let ranked = asked;
    let assessment = assess(question, query, asked);
    if (rewritten !== undefined) {
      const rewrittenQuery = answering.lexical.read(rewritten);
      const reworded = distinctArticles(
        retrieve(answering, rewritten, rewrittenQuery, RAG_ARTICLES * 6, true),
      );
      ranked = fuseLists(asked, reworded);
      // The model's wording in the constitution's terms may show that it does answer; the rules on
      // sums and notices still read the member's own question.
      const second = assess(question, rewrittenQuery, reworded);
      if (second.confidence > assessment.confidence) assessment = second;
    }
    const { confidence } = assessment;
    if (confidence < DECLINE_BELOW)
      return general(question, started, assessment, nearestOf(ranked, query), links);
    const best = ranked[0]?.score ?? 0;
    const candidates = ranked.slice(0, RAG_ARTICLES);
    const strong = candidates.filter(
      (match, index) => index === 0 || match.byNumber || match.score >= best * RELATIVE_SCORE,
    );
    const sources = candidates.map((match) => sourceOf(match, query));
    const { text: extractive, used } = composeExtractiveAnswer(document, query, strong);
    const figures = { confidence, contextChunks: used.length, sitePages: links };
    if (options.provider) {
      try {
        const phrased = await options.provider.complete(groundedMessages(question, used));
        return reply(started, 'ai_with_constitution', phrased, sources, {
          ...figures,
          provider: options.provider,
        });
      } catch (error) {
        // The extractive answer below stands in for the model's.
        options.onProviderError?.(error, 'answer');
      }
    }
    return reply(started, 'rag_qa', extractive, sources, figures);
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
      if (links.some((link) => link.path === match.passage.route)) continue;
      links.push({ title: match.passage.title, path: match.passage.route });
      if (links.length === SITE_PAGES) break;
    }
    return links;
  }

  // The member's question in the constitution's terms, from the model (one short call per
  // distinct question, cached); undefined without a provider or when it fails.
  async function rewriteQuestion(question: string): Promise<string | undefined> {
    if (!options.provider) return undefined;
    const key = question.toLowerCase();
    if (rewrites.has(key)) return rewrites.get(key);
    let rewritten: string | undefined;
    try {
      const text = await options.provider.complete(rewriteMessages(question));
      const line = normaliseLine(text.split('\n')[0] ?? '').slice(0, MAX_REWRITE_LENGTH);
      rewritten = line === '' || line.toLowerCase() === key ? undefined : line;
    } catch (error) {
      options.onProviderError?.(error, 'rewrite');
      return undefined;
    }
    if (rewrites.size >= REWRITE_CACHE_SIZE) {
      const oldest = rewrites.keys().next().value;
      if (oldest !== undefined) rewrites.delete(oldest);
    }
    rewrites.set(key, rewritten);
    return rewritten;
  }

  // The best Articles the retrieval found, offered when the assistant declines.
  function nearestOf(ranked: readonly RankedMatch[], query: LexicalQuery): AnswerSource[] {
    return ranked
      .filter((match) => !match.byNumber)
      .slice(0, NEAREST_ARTICLES)
      .map((match) => sourceOf(match, query));
  }

  async function general(
    question: string,
    started: number,
    { confidence, nearest, emptyHeading, missingArticle }: Assessment,
    nearestSources: AnswerSource[] = [],
    sitePages: SitePageLink[] = [],
  ): Promise<ConstitutionAnswer> {
    // Only a question the constitution has nothing on goes to the model for a general answer; one
    // on a subject it names without a sum or a text gets the plain account of that instead.
    const offTopic = !nearest && !emptyHeading && missingArticle === undefined;
    if (options.provider && offTopic) {
      try {
        const text = await options.provider.complete(generalMessages(question));
        return reply(started, 'ai_general', text, [], {
          confidence,
          contextChunks: 0,
          provider: options.provider,
          sitePages,
        });
      } catch (error) {
        // The plain decline below stands in for the model's answer.
        options.onProviderError?.(error, 'general');
      }
    }
    // Asked for a sum the constitution does not state: say so, with the words every decline opens
    // with, and point to the provision on the subject.
    const text = nearest
      ? `I couldn't find this in the constitution: it does not state that amount. The nearest provision is ${citePassage(nearest.passage).slice(1, -1)}: ${firstSentence(nearest.passage.text)}`
      : declineAnswer(document, 'not-found', emptyHeading, missingArticle, nearestSources);
    return reply(started, 'fallback', text, nearestSources, {
      confidence,
      contextChunks: 0,
      sitePages,
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

/**
 * Reciprocal rank fusion of the lexical and semantic rankings: each passage scores the sum of
 * 1 / (k + rank) over the lists holding it. Passages of an Article the question names stay first.
 */
function fuseByRank(
  lexicalMatches: readonly LexicalMatch[],
  semanticMatches: readonly SemanticMatch[],
  semanticWeight: number,
): RankedMatch[] {
  const fusedMatches = new Map<number, RankedMatch>();
  const similarities = new Map(
    semanticMatches.map((match) => [match.passage.id, match.similarity]),
  );
  lexicalMatches.forEach((match, index) => {
    fusedMatches.set(match.passage.id, {
      ...match,
      similarity: similarities.get(match.passage.id) ?? 0,
      score: 1 / (RRF_K + index + 1) + (match.byNumber ? 1 : 0),
    });
  });
  semanticMatches.forEach((match, index) => {
    const existing = fusedMatches.get(match.passage.id);
    const score = semanticWeight / (RRF_K + index + 1);
    if (existing) existing.score += score;
    else
      fusedMatches.set(match.passage.id, {
        passage: match.passage,
        score,
        coverage: 0,
        similarity: match.similarity,
        matchedStems: new Set<string>(),
        byNumber: false,
      });
  });
  return [...fusedMatches.values()].sort((left, right) => right.score - left.score);
}

// Share of the question's word weight that no term of the reading stands for: words the document
// never uses and that neither a correction nor a neighbour in meaning explains.
function unexplainedShare(query: LexicalQuery): number {
  const total = query.wordWeights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return 0;
  const explained = new Set(query.terms.filter((term) => term.word >= 0).map((term) => term.word));
  for (const expansion of query.expansions) explained.add(expansion.word);
  const missing = query.wordWeights.reduce(
    (sum, weight, index) => sum + (explained.has(index) ? 0 : weight),
    0,
  );
  return missing / total;
}

// How well the question's heaviest word is met in the best passages (see ConfidenceFeatures.focus).
function focusMet(query: LexicalQuery, top: readonly LexicalMatch[]): number {
  let heaviest = -1;
  query.wordWeights.forEach((weight, index) => {
    if (heaviest < 0 || weight > (query.wordWeights[heaviest] ?? 0)) heaviest = index;
  });
  if (heaviest < 0) return 1;
  const credits = new Map<string, number>();
  for (const term of query.terms) {
    if (term.word === heaviest)
      credits.set(term.stem, Math.max(credits.get(term.stem) ?? 0, term.weight));
  }
  for (const expansion of query.expansions) {
    if (expansion.word === heaviest) credits.set(expansion.stem, 1);
  }
  let best = 0;
  for (const match of top) {
    for (const [stem, credit] of credits) {
      if (match.matchedStems.has(stem)) best = Math.max(best, Math.min(1, credit));
    }
  }
  return best;
}

function bestMatchName(match: LexicalMatch | undefined): string {
  if (!match) return 'none';
  return match.passage.kind === 'page'
    ? `the ${match.passage.title} page`
    : citePassage(match.passage).slice(1, -1);
}

function lacksAmount(question: string, top: readonly LexicalMatch[]): boolean {
  return (
    asksForAmount(question) &&
    top.length > 0 &&
    !top.some((match) => statesAmount(match.passage.text))
  );
}

function firstSentence(text: string): string {
  const line = (text.split('\n')[0] ?? '').replace(/^\(?[0-9a-z]{1,4}[.)]\s+/i, '');
  const end = line.search(/[.;](\s|$)/);
  return end > 0 ? `${line.slice(0, end)}.` : line;
}

// One passage per Article (its best), so three sources are three Articles; Articles sharing a
// number are kept apart.
function distinctArticles<T extends LexicalMatch>(matches: readonly T[]): T[] {
  const seen = new Set<string>();
  return matches.filter((match) => {
    const key = match.passage.route;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function groundedMessages(question: string, used: readonly LexicalMatch[]): ProviderMessage[] {
  const passages = used
    .map((match) => `${citePassage(match.passage)}\n${match.passage.text}`)
    .join('\n\n');
  return [
    {
      role: 'system',
      content:
        'You answer questions from members of the Clinical Officers Association of Zambia about its constitution. ' +
        'Use only the passages given. Answer in plain text in a few sentences, and cite each Article you use ' +
        'exactly as the passage heading shows, for example (Article 40: Title, p. 52). If the passages do not ' +
        'answer the question, say so.',
    },
    { role: 'user', content: `Passages:\n\n${passages}\n\nQuestion: ${question}` },
  ];
}

function rewriteMessages(question: string): ProviderMessage[] {
  return [
    {
      role: 'system',
      content:
        'Rewrite the question of a member of the Clinical Officers Association of Zambia in the formal words ' +
        'its constitution would use (for example "prez" as "President", "kicked out" as "termination of ' +
        'membership", "subs" as "subscriptions"). Expand abbreviations and correct spelling. Reply with the ' +
        'rewritten question only, on one line; do not answer it.',
    },
    { role: 'user', content: question },
  ];
}

// Two rankings of Articles as one, by reciprocal rank; an Article found by both keeps the first
// list's reading of it.
function fuseLists(first: readonly RankedMatch[], second: readonly RankedMatch[]): RankedMatch[] {
  const fusedMatches = new Map<string, RankedMatch>();
  for (const list of [first, second]) {
    list.forEach((match, index) => {
      const key = match.passage.route;
      const score = 1 / (RRF_K + index + 1) + (match.byNumber ? 1 : 0);
      const existing = fusedMatches.get(key);
      if (existing) existing.score += score;
      else fusedMatches.set(key, { ...match, score });
    });
  }
  return [...fusedMatches.values()].sort((left, right) => right.score - left.score);
}

function generalMessages(question: string): ProviderMessage[] {
  return [
    {
      role: 'system',
      content:
        "You are the assistant of the Clinical Officers Association of Zambia. The association's constitution " +
        'does not cover the question below. Answer briefly in plain text, say that the answer is not from the ' +
        'constitution, and never state rules, fees or figures of the association.',
    },
    { role: 'user', content: question },
  ];
}
