import { beforeAll, describe, expect, it } from 'vitest';
import { parseConstitutionPdf } from '../parse-constitution-pdf/parse-constitution-pdf';
import { readConstitutionPdf } from '../test-support/shared-constitution';
import { type ConstitutionEngine, createConstitutionEngine } from './create-constitution-engine';

// Messages written for this test that ask two things at once. Ranked as one question, the first
// part's Articles filled all three sources and the second part had none.
describe('a message asking several questions', () => {
  let engine: ConstitutionEngine;

  beforeAll(async () => {
    engine = createConstitutionEngine(await parseConstitutionPdf(readConstitutionPdf()));
  }, 60_000);

  it.each([
    // Election of district, sub-district and branch representatives, composition and tenure.
    ['how are branch representatives elected and how long do they serve', 153],
    // Franchise: who may vote.
    ['how are election results declared and who can vote in coaz elections', 46],
    // Election of President.
    ['how long is the term of the president and how is he elected', 101],
  ])('"%s" has Article %i among its sources', async (query, article) => {
    const reply = await engine.answer({ query, useRag: true });
    expect(reply.responseType).toBe('rag_qa');
    expect(reply.sources.map((source) => source.articleNumber)).toContain(article);
  });
});
