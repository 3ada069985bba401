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

  it('quotes the Article found for each part where it answers that part', async () => {
    const reply = await engine.answer({
      query: 'how long is the term of the president and how is he elected',
      useRag: true,
    });
    expect(reply.answer).toMatch(/^Article 106, Tenure of office of President/);
    expect(reply.answer).toMatch(/Also relevant: Article 101, Election of President \(p\. \d+\): /);
  });

  it("quotes a part's Article even when its only clause leaves the matter to someone else", async () => {
    // Article 153 (election, composition and tenure of branch representatives) says only that
    // these "shall be prescribed by the National executive": that is the constitution's answer.
    const reply = await engine.answer({
      query: 'how are branch representatives elected and how long do they serve',
      useRag: true,
    });
    expect(reply.answer).toMatch(/Also relevant: Article 153, [^:]+: Shall be prescribed/);
    // "how long do they serve" alone reads as "serve", which any Article may hold: not brought up.
    expect(reply.sources.map((source) => source.articleNumber)).not.toContain(141);
  });

  it('is as sure as its surer question asked alone', async () => {
    // Read whole, the second question's words counted as subjects Article 40 leaves out (0.45).
    const whole = await engine.answer({
      query: 'how does a member renounce membership and can a retired member vote',
      useRag: true,
    });
    const part = await engine.answer({
      query: 'how does a member renounce membership',
      useRag: true,
    });
    expect(part.sources[0]?.articleNumber).toBe(40);
    expect(whole.ragMetadata.confidence).toBeGreaterThanOrEqual(part.ragMetadata.confidence);
  });

  it('stands by a rule that declines one of its questions', async () => {
    // The whole message asks who holds an office, which no constitution says; its second question,
    // read alone, would be answered and used to hide the first.
    const reply = await engine.answer({
      query: 'who is the current treasurer general? and how long is the term of that office',
      useRag: true,
    });
    expect(reply.responseType).toBe('fallback');
    expect(reply.answer).toContain('does not name the people who hold them');
  });
});
