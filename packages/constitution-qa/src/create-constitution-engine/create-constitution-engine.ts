import { asksForAmount, statesAmount } from '../answer/asks-for-amount';
import { citePassage } from '../answer/cite-passage';
import { composeExtractiveAnswer } from '../answer/compose-extractive-answer';
import type {
  AnswerSource,
  ConstitutionAnswer,
  ConstitutionResponseType,
} from '../answer/constitution-answer';
import { createEmptyHeadingFinder } from '../answer/create-empty-heading-finder';
import { declineAnswer } from '../answer/decline-answer';
import { findHighlights } from '../answer/find-highlights';
import type {
  ConstitutionArticle,
  ConstitutionDocument,
} from '../constitution-document/constitution-document';
import { normaliseLine } from '../internal/normalise-line';
import type { AnswerProvider, ProviderMessage } from '../providers/answer-provider';
import { buildPassages, type SitePage } from '../retrieval/constitution-passage';
import {
  createLexicalRetriever,
  type LexicalMatch,
  type LexicalQuery,
  type LexicalRetrieverOptions,
} from '../retrieval/lexical-retriever';
import { fuseRetrievers, type WeightedRetriever } from '../retrieval/passage-retriever';

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
  /** The website's pages, searched alongside the constitution in Search mode. */
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
}

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
const RAG_ARTICLES = 3;
const SEARCH_RESULTS = 8;
// Coverage at which confidence reaches 0.5, the line below which the assistant declines; set on
// the development questions as a whole, and the steepness of the curve around it.
const COVERAGE_AT_HALF = 0.4;
const STEEPNESS = 10;
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
  const passages = buildPassages(document, options.sitePages ?? []);
  const lexical = createLexicalRetriever(passages, options.lexical);
  const findEmptyHeading = createEmptyHeadingFinder(document);
  const fused =
    options.retrievers && options.retrievers.length > 0
      ? fuseRetrievers([{ retriever: lexical, weight: 1 }, ...options.retrievers])
      : undefined;

  function retrieve(
    question: string,
    query: LexicalQuery,
    limit: number,
    articlesOnly: boolean,
  ): LexicalMatch[] {
    const accept = articlesOnly
      ? (passage: { kind: string }) => passage.kind === 'article'
      : undefined;
    const matches = lexical.rank(query, fused ? limit * 3 : limit, accept);
    if (!fused) return matches;
    const byId = new Map(matches.map((match) => [match.passage.id, match]));
    return fused
      .search(question, limit * 3)
      .filter((result) => !articlesOnly || result.passage.kind === 'article')
      .map(
        (result) =>
          byId.get(result.passage.id) ?? {
            ...result,
            coverage: 0,
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
    if (lacksAmount(question, top))
      return { confidence: AMOUNT_MISSING_CONFIDENCE, nearest: top[0] };
    const coverage = Math.max(...top.map((match) => match.coverage));
    const confidence = 1 / (1 + Math.exp(-STEEPNESS * (coverage - COVERAGE_AT_HALF)));
    const missing =
      query.articleNumber !== undefined ? { missingArticle: query.articleNumber } : {};
    if (confidence < 0.5 && query.articleNumber !== undefined) return { confidence, ...missing };
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
    return confidence < 0.5 && emptyHeading ? { confidence, emptyHeading } : { confidence };
  }

  function reply(
    started: number,
    responseType: ConstitutionResponseType,
    text: string,
    sources: AnswerSource[],
    figures: { confidence: number; contextChunks: number; provider?: AnswerProvider },
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
    };
  }

  async function answerSafely(
    request: ConstitutionQuestion,
    started: number,
  ): Promise<ConstitutionAnswer> {
    const question = normaliseLine(String(request?.query ?? '').slice(0, MAX_QUERY_LENGTH));
    const query = lexical.read(question);
    if (request?.useRag === false) {
      const matches = question === '' ? [] : retrieve(question, query, SEARCH_RESULTS, false);
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
          confidence: assess(question, query, matches).confidence,
          contextChunks: matches.length,
        },
      );
    }
    if (question === '' || (query.words.length === 0 && query.articleNumber === undefined)) {
      return reply(started, 'fallback', declineAnswer(document, 'empty'), [], {
        confidence: 0,
        contextChunks: 0,
      });
    }
    const ranked = distinctArticles(retrieve(question, query, RAG_ARTICLES * 6, true));
    const assessment = assess(question, query, ranked);
    const { confidence } = assessment;
    if (confidence < 0.5) return general(question, started, assessment);
    const best = ranked[0]?.score ?? 0;
    const candidates = ranked.slice(0, RAG_ARTICLES);
    const strong = candidates.filter(
      (match, index) => index === 0 || match.byNumber || match.score >= best * RELATIVE_SCORE,
    );
    const sources = candidates.map((match) => sourceOf(match, query));
    const { text: extractive, used } = composeExtractiveAnswer(query, strong);
    const figures = { confidence, contextChunks: used.length };
    if (options.provider) {
      try {
        const phrased = await options.provider.complete(groundedMessages(question, used));
        return reply(started, 'ai_with_constitution', phrased, sources, {
          ...figures,
          provider: options.provider,
        });
      } catch {
        // The extractive answer below stands in for the model's.
      }
    }
    return reply(started, 'rag_qa', extractive, sources, figures);
  }

  async function general(
    question: string,
    started: number,
    { confidence, nearest, emptyHeading, missingArticle }: Assessment,
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
        });
      } catch {
        // The plain decline below stands in for the model's answer.
      }
    }
    // Asked for a sum the constitution does not state: say so, and point to the provision on the subject.
    const text = nearest
      ? `The constitution does not state that amount. The nearest provision is ${citePassage(nearest.passage).slice(1, -1)}: ${firstSentence(nearest.passage.text)}`
      : declineAnswer(document, 'not-found', emptyHeading, missingArticle);
    return reply(started, 'fallback', text, [], { confidence, contextChunks: 0 });
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
function distinctArticles(matches: readonly LexicalMatch[]): LexicalMatch[] {
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
