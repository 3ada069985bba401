import MiniSearch from 'minisearch';
import type { AnswerSource, ConstitutionAnswer } from '../answer/constitution-answer';
import type { ConstitutionDocument } from '../constitution-document/constitution-document';
import type { EvaluationQuestion, QuestionKind } from './evaluation-question';

/** How one question fared. */
export interface QuestionResult {
  id: string;
  kind: QuestionKind;
  /** 1-based rank of the first right source, 0 when none is right. */
  rank: number;
  declined: boolean;
  confidence: number;
  /** Milliseconds of each timed pass. */
  times: number[];
}

/** Figures over a set of results. */
export interface Summary {
  count: number;
  answerable: number;
  hit1: number;
  hit3: number;
  mrr: number;
  /** Share of unanswerable questions declined; undefined when there are none. */
  declined?: number;
  /** Share of answerable questions declined; undefined when there are none. */
  falseDeclined?: number;
  p95: number;
}

/** Anything that answers a question: the engine, or the baseline. */
export type Answerer = (
  question: string,
) => Promise<Pick<ConstitutionAnswer, 'responseType' | 'sources' | 'ragMetadata'>>;

const BASELINE_WINDOW = 800;
const HIT_DEPTH = 3;

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ');
}

/** Whether a source answers a question: one of its Articles, or an excerpt holding a required phrase. */
export function isHit(
  question: EvaluationQuestion,
  source: Pick<AnswerSource, 'articleNumber' | 'excerpt'>,
): boolean {
  if (source.articleNumber !== undefined && question.articles.includes(source.articleNumber))
    return true;
  const text = normalise(source.excerpt);
  return question.must_contain_any.some((phrase) => text.includes(normalise(phrase)));
}

/** Asks every question `passes` times (after one untimed warm-up pass) and records how each fared. */
export async function measureQuestions(
  answer: Answerer,
  questions: EvaluationQuestion[],
  passes = 1,
): Promise<QuestionResult[]> {
  for (const question of questions) await answer(question.question);
  const results: QuestionResult[] = [];
  for (const question of questions) {
    const times: number[] = [];
    let reply = await answer(question.question);
    for (let pass = 0; pass < passes; pass += 1) {
      const before = performance.now();
      reply = await answer(question.question);
      times.push(performance.now() - before);
    }
    const index = reply.sources.findIndex((source) => isHit(question, source));
    results.push({
      id: question.id,
      kind: question.kind,
      rank: index + 1,
      declined: reply.responseType === 'fallback',
      confidence: reply.ragMetadata.confidence,
      times,
    });
  }
  return results;
}

function share<T>(list: T[], test: (item: T) => boolean): number | undefined {
  return list.length === 0 ? undefined : list.filter(test).length / list.length;
}

/** The nearest-rank percentile of some values. */
export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/** hit@1, hit@3 and MRR over answerable questions, decline shares, and p95 time. */
export function summarise(results: QuestionResult[]): Summary {
  const answerable = results.filter((row) => row.kind !== 'unanswerable');
  const unanswerable = results.filter((row) => row.kind === 'unanswerable');
  return {
    count: results.length,
    answerable: answerable.length,
    hit1: share(answerable, (row) => row.rank === 1) ?? 0,
    hit3: share(answerable, (row) => row.rank >= 1 && row.rank <= HIT_DEPTH) ?? 0,
    mrr:
      answerable.length === 0
        ? 0
        : answerable.reduce((sum, row) => sum + (row.rank ? 1 / row.rank : 0), 0) /
          answerable.length,
    declined: share(unanswerable, (row) => row.declined),
    falseDeclined: share(answerable, (row) => row.declined),
    p95: percentile(
      results.flatMap((row) => row.times),
      0.95,
    ),
  };
}

/** One row of a reliability table: answers whose confidence fell in a bin, and how many were right. */
export interface ReliabilityBin {
  from: number;
  to: number;
  count: number;
  /** Mean stated confidence in the bin. */
  meanConfidence: number;
  /** Share right: an answerable question with a right source in the top 3 and not declined, or an unanswerable one declined… counted as wrong when answered. */
  shareRight: number;
}

/**
 * Confidence against correctness: for each confidence bin, the share of replies that were right to
 * answer (an answerable question answered with a right source in the first three).
 */
export function reliability(results: QuestionResult[], bins = 5): ReliabilityBin[] {
  const table: ReliabilityBin[] = [];
  for (let bin = 0; bin < bins; bin += 1) {
    const from = bin / bins;
    const to = (bin + 1) / bins;
    const inside = results.filter(
      (row) =>
        row.confidence >= from &&
        (row.confidence < to || (bin === bins - 1 && row.confidence <= to)),
    );
    const right = inside.filter(
      (row) => row.kind !== 'unanswerable' && row.rank >= 1 && row.rank <= HIT_DEPTH,
    );
    table.push({
      from,
      to,
      count: inside.length,
      meanConfidence:
        inside.length === 0
          ? 0
          : inside.reduce((sum, row) => sum + row.confidence, 0) / inside.length,
      shareRight: inside.length === 0 ? 0 : right.length / inside.length,
    });
  }
  return table;
}

/**
 * The naive baseline: MiniSearch with its defaults over 800-character windows of each Article with
 * text; it never declines.
 */
export function createBaseline(document: ConstitutionDocument): Answerer {
  const windows: { id: number; articleNumber: number; text: string }[] = [];
  for (const article of document.articles) {
    if (article.text === '') continue;
    const text = `Article ${article.number}: ${article.title}\n${article.text}`;
    for (let offset = 0; offset < text.length; offset += BASELINE_WINDOW) {
      windows.push({
        id: windows.length,
        articleNumber: article.number,
        text: text.slice(offset, offset + BASELINE_WINDOW),
      });
    }
  }
  const index = new MiniSearch({ fields: ['text'], storeFields: ['articleNumber', 'text'] });
  index.addAll(windows);
  return async (question) => ({
    responseType: 'rag_qa',
    ragMetadata: { model: 'bm25', confidence: 1, contextChunks: HIT_DEPTH, processingTime: 0 },
    sources: index
      .search(question)
      .slice(0, HIT_DEPTH)
      .map((result) => ({
        kind: 'article' as const,
        title: '',
        articleNumber: result.articleNumber as number,
        route: '',
        excerpt: result.text as string,
        highlights: [],
        score: result.score,
      })),
  });
}
