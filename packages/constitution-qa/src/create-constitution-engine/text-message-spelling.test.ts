import { beforeAll, describe, expect, it } from 'vitest';
import { parseConstitutionPdf } from '../parse-constitution-pdf/parse-constitution-pdf';
import { readConstitutionPdf } from '../test-support/shared-constitution';
import { type ConstitutionEngine, createConstitutionEngine } from './create-constitution-engine';

// Questions written for this test, each in text-message spelling and in full. Members on a phone
// shorten function words ("wen", "shud", "da", "sum1") and misspell them ("hapens"); the reading
// of such a question should be the reading of the full one: the same Articles, as sure.
const pairs = [
  ['wen shud i pay ma subs', 'when should i pay my subs'],
  ['wat hapens if i dnt renew ma membership', 'what happens if i do not renew my membership'],
  ['y wud sum1 b expelled frm coaz', 'why would someone be expelled from coaz'],
  ['is it tru dat students cnt vote', 'is it true that students cannot vote'],
  ['hu cn vote wen thr is an election', 'who can vote when there is an election'],
];

describe('questions in text-message spelling', () => {
  let engine: ConstitutionEngine;

  beforeAll(async () => {
    engine = createConstitutionEngine(await parseConstitutionPdf(readConstitutionPdf()));
  }, 60_000);

  it.each(pairs)('reads "%s" as "%s"', async (texted, written) => {
    const [short, full] = await Promise.all(
      [texted, written].map((query) => engine.answer({ query, useRag: true })),
    );
    const articles = (reply: typeof short) =>
      reply?.sources.slice(0, 3).map((source) => source.articleNumber);
    expect(articles(short)).toEqual(articles(full));
    expect(short?.responseType).toBe(full?.responseType);
    expect(short?.ragMetadata.confidence).toBeCloseTo(full?.ragMetadata.confidence ?? -1, 2);
  });
});
