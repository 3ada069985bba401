import { beforeAll, describe, expect, it } from 'vitest';
import { parseConstitutionPdf } from '../parse-constitution-pdf/parse-constitution-pdf';
import { readConstitutionPdf } from '../test-support/shared-constitution';
import { type ConstitutionEngine, createConstitutionEngine } from './create-constitution-engine';

// The real constitution: 220 headings numbered 1 to 275 with gaps, 39 of them with no text
// (Articles 203 to 215, 217 to 238 and 272 to 275), none numbered 176 to 197.
let engine: ConstitutionEngine;

beforeAll(async () => {
  engine = createConstitutionEngine(await parseConstitutionPdf(readConstitutionPdf()));
}, 60_000);

const ask = (query: string) => engine.answer({ query, useRag: true });
const quotedNumbers = (answer: string) =>
  [...answer.matchAll(/^Article (\d+), /gm)].map((match) => Number(match[1]));
const COUNT =
  'it has 181 Articles with text and 39 headings with no text yet, numbered from 1 to 275, with gaps.';

describe('Articles named as a range', () => {
  it.each([
    ['what do articles 30 to 32 say', [30, 31, 32]],
    ['arts 45-47 pls', [45, 46, 47]],
    ['Articles 20 through 22', [20, 21, 22]],
  ])('quotes each Article of %j in turn', async (query, numbers) => {
    const reply = await ask(query);
    expect(reply.responseType).toBe('rag_qa');
    expect(reply.sources.map((source) => source.articleNumber)).toEqual(numbers);
    expect(quotedNumbers(reply.answer)).toEqual(numbers);
  });

  it('quotes the first three of a longer range and names the rest', async () => {
    const reply = await ask('explain articles 10 to 14');
    expect(quotedNumbers(reply.answer)).toEqual([10, 11, 12]);
    expect(reply.answer).toMatch(
      /\n\nYou also named Articles 13 and 14: an answer quotes up to three Articles, so ask for them next\.$/,
    );
  });
});

describe('Articles named where some have nothing to quote', () => {
  it('answers the Article that exists and says which named one does not', async () => {
    const reply = await ask('what do articles 31 and 290 say');
    expect(reply.responseType).toBe('rag_qa');
    expect(quotedNumbers(reply.answer)).toEqual([31]);
    expect(reply.answer).toContain(`\n\nThe constitution has no Article 290; ${COUNT}`);
  });

  it('names every missing one, and a heading with no text as such', async () => {
    const reply = await ask('articles 31, 185 and 207');
    expect(quotedNumbers(reply.answer)).toEqual([31]);
    expect(reply.answer).toContain(`The constitution has no Article 185; ${COUNT}`);
    expect(reply.answer).toContain(
      'Article 207, Borrowing and lending by the Association (p. 140), is a heading with no text yet.',
    );
  });

  it('declines when none of the named Articles exists, naming each', async () => {
    const reply = await ask('what do articles 290 and 300 say');
    expect(reply.responseType).toBe('fallback');
    expect(reply.answer).toContain(`It has no Articles 290 or 300; ${COUNT}`);
  });

  it('names an Article left out because the constitution numbers another twice', async () => {
    // Two Articles are numbered 61, so three quotations are taken before Article 62.
    const reply = await ask('articles 60 to 62');
    expect(quotedNumbers(reply.answer)).toEqual([60, 61, 61]);
    expect(reply.answer).toMatch(/\n\nYou also named Article 62: .*ask for it next\.$/);
  });

  it('says nothing more when every Article named was quoted', async () => {
    const reply = await ask('what do articles 31 and 35 say');
    expect(quotedNumbers(reply.answer)).toEqual([31, 35]);
    expect(reply.answer).not.toMatch(/no Article|no text yet|You also named/);
  });
});
