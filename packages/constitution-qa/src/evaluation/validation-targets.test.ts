import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ConstitutionEngine,
  createConstitutionEngine,
} from '../create-constitution-engine/create-constitution-engine';
import { parseConstitutionPdf } from '../parse-constitution-pdf/parse-constitution-pdf';
import { readConstitutionPdf } from '../test-support/shared-constitution';
import { type QuestionKind, readQuestions } from './evaluation-question';
import { measureQuestions, type QuestionResult, summarise } from './measure-questions';

// The targets on the validation split. All are reached since 27 November 2026, so a
// regression fails the test; README.md gives the figures. Time is measured by `pnpm evaluate`,
// not here.
const TARGETS = {
  plainHit3: 0.9,
  phoneHit3: 0.6,
  multiHit3: 0.85,
  declined: 0.8,
  falseDeclines: 0.05,
};
// Plain hit@3 was 0.86 until the composition reading (27 November 2026). False declines were 6 of
// 72 answerable questions until 25 November, then 5 ("often", "needed" as stop words), 6 again
// once "Vice-President" was read as one office (kept on development), 5 since "must" and "exist"
// are not read as subjects (26 November), 4 once the decline line moved from 0.4 to 0.36, 3 once
// the glossary read "decide" as "determine" and "approve", 2 with "role" as "functions", and 3
// again once a thing whose existence is asked about had to be named (27 November; it declined one
// more unanswerable question too), and 2 once the decline line moved to 0.32 (seventh stop).

const validation = readQuestions(
  join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'evaluation', 'validation.jsonl'),
);

describe('the engine on the validation questions', () => {
  let results: QuestionResult[];
  const of = (kind: QuestionKind) => summarise(results.filter((row) => row.kind === kind));

  beforeAll(async () => {
    const engine: ConstitutionEngine = createConstitutionEngine(
      await parseConstitutionPdf(readConstitutionPdf()),
    );
    results = await measureQuestions(
      (query) => engine.answer({ query, useRag: true }),
      validation,
      0,
    );
  });

  it('finds a right Article in the first three sources for plain questions', () => {
    expect(of('plain').hit3).toBeGreaterThanOrEqual(TARGETS.plainHit3);
  });

  it('finds a right Article in the first three sources for phone-style questions', () => {
    expect(of('phone').hit3).toBeGreaterThanOrEqual(TARGETS.phoneHit3);
  });

  it('finds a right Article in the first three sources for questions needing several Articles', () => {
    expect(of('multi').hit3).toBeGreaterThanOrEqual(TARGETS.multiHit3);
  });

  it('always finds the Article a question names', () => {
    expect(of('by_number').hit1).toBe(1);
  });

  it('declines unanswerable questions and rarely declines answerable ones', () => {
    expect(of('unanswerable').declined).toBeGreaterThanOrEqual(TARGETS.declined);
    expect(summarise(results).falseDeclined).toBeLessThanOrEqual(TARGETS.falseDeclines);
  });
});
