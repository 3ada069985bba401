import { readFileSync } from 'node:fs';

/** What a question tests: its wording, or that the constitution has no answer. */
export type QuestionKind = 'plain' | 'phone' | 'by_number' | 'multi' | 'numbers' | 'unanswerable';

/** One evaluation question with what a right answer must cite or quote. */
export interface EvaluationQuestion {
  id: string;
  kind: QuestionKind;
  question: string;
  /** Articles any of which answers it; empty for unanswerable questions. */
  articles: number[];
  /** Phrases of the document any of which, in a source's excerpt, also counts as a hit. */
  must_contain_any: string[];
}

// The team's shared development set names its kinds differently; read them as ours.
const SHARED_KINDS: Record<string, QuestionKind> = {
  casual: 'phone',
  direct: 'plain',
  by_number: 'by_number',
  multi: 'multi',
  unanswerable: 'unanswerable',
};

/** Reads a JSON-lines question file, mapping the shared set's kinds onto ours. */
export function readQuestions(path: string): EvaluationQuestion[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const row = JSON.parse(line) as EvaluationQuestion;
      return { ...row, kind: SHARED_KINDS[row.kind] ?? row.kind };
    });
}
