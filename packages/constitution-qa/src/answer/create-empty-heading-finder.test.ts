import { describe, expect, it } from 'vitest';
import type { ConstitutionDocument } from '../constitution-document/constitution-document';
import { buildPassages } from '../retrieval/constitution-passage';
import { createLexicalRetriever } from '../retrieval/lexical-retriever';
import { createEmptyHeadingFinder } from './create-empty-heading-finder';

const article = (number: number, title: string, text: string) => ({
  number,
  title,
  anchor: `article-${number}`,
  text,
  clauses: text === '' ? [] : [{ label: '1', text }],
});

const document: ConstitutionDocument = {
  title: 'A constitution',
  parts: [],
  articles: [
    article(1, 'The Board', 'The Board shall manage the affairs of the Society.'),
    article(2, 'Definitions', ''),
    article(3, 'Publication of Society rules', ''),
    article(4, 'Term of the Chair', 'The Chair shall serve two terms.'),
    article(5, 'Computation of time', ''),
  ],
};
const lexical = createLexicalRetriever(buildPassages(document));
const find = createEmptyHeadingFinder(document);

describe('createEmptyHeadingFinder', () => {
  it('meets a title that names by a noun what the question asks with a verb', () => {
    // "define" and "Definitions", "published" and "Publication" stem apart.
    expect(find(lexical.read('how does the society define its words'))?.article.number).toBe(2);
    expect(find(lexical.read('when are rules published'))?.article.number).toBe(3);
  });

  it('names no empty heading for a question on a subject with text', () => {
    expect(find(lexical.read('who manages the affairs of the board'))).toBeUndefined();
  });

  it("tells which of the question's words the empty title meets", () => {
    const query = lexical.read('when are the board rules published');
    const match = find(query);
    expect(match?.article.number).toBe(3);
    const met = match?.words.map((index) => query.words[index]);
    expect(met).toContain('published');
    expect(met).not.toContain('board');
  });

  it('never reads "times", which counts occasions, as time', () => {
    expect(find(lexical.read('how many times can someone be chair'))).toBeUndefined();
    expect(find(lexical.read('how is time computed'))?.article.number).toBe(5);
  });
});
