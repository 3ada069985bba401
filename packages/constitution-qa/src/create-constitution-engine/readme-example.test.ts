import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConstitutionAnswer } from '../answer/constitution-answer';
import { parseConstitutionPdf } from '../parse-constitution-pdf/parse-constitution-pdf';
import { readConstitutionPdf } from '../test-support/shared-constitution';
import { createConstitutionEngine } from './create-constitution-engine';

/** The README's first example: its question and the reply it shows, read from its comments. */
function readmeExample() {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const query = /query: '([^']+)'/.exec(block)?.[1];
  const responseType = /reply\.responseType === '([a-z_]+)'/.exec(block)?.[1];
  const lines = block.split('\n');
  const start = lines.findIndex((line) => line.startsWith('// reply.answer'));
  const end = lines.findIndex((line, index) => index > start && line.trimEnd().endsWith('"'));
  const answer = lines
    .slice(start + 1, end + 1)
    .map((line) => line.replace(/^\/\/\s*/, ''))
    .join(' ')
    .replace(/^"|"$/g, '');
  const articles = /reply\.sources\.map\(.*\): \[([\d, ]+)\]/.exec(block)?.[1];
  if (!query || !responseType || start === -1 || end === -1 || !articles)
    throw new Error("The README's first example no longer has the shape this test reads");
  return { query, responseType, answer, articles: articles.split(',').map(Number) };
}

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

describe("the README's first example, on the real constitution", () => {
  const example = readmeExample();
  let reply: ConstitutionAnswer;

  beforeAll(async () => {
    const engine = createConstitutionEngine(await parseConstitutionPdf(readConstitutionPdf()));
    reply = await engine.answer({ query: example.query, useRag: true });
  });

  it('leads with the Article the README shows, and cites the same Articles in order', () => {
    expect(reply.responseType).toBe(example.responseType);
    expect(reply.sources.map((source) => source.articleNumber)).toEqual(example.articles);
    expect(reply.sources[0]).toMatchObject({
      kind: 'article',
      articleNumber: example.articles[0],
      route: `/constitution#article-${example.articles[0]}`,
    });
  });

  it('answers in the words the README shows', () => {
    expect(words(reply.answer)).toBe(words(example.answer));
  });
});
