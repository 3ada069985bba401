import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readQuestions } from '../evaluation/evaluation-question';
import { parseConstitutionPdf } from '../parse-constitution-pdf/parse-constitution-pdf';
import { readConstitutionPdf, sharedConstitutionPath } from '../test-support/shared-constitution';
import { createGlossaryReader, memberGlossary } from './member-glossary';

const evaluation = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'evaluation');
// Each question with the name of its set. A failure names the phrase and the set, never the
// question: the validation questions are not to be read by whoever writes the glossary.
const questions = [
  ['the shared development set', sharedConstitutionPath('dev-questions.jsonl')],
  ['development', join(evaluation, 'development.jsonl')],
  ['validation', join(evaluation, 'validation.jsonl')],
].flatMap(([set, path]) =>
  readQuestions(path as string).map((question) => ({
    set,
    text: ` ${question.question.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `,
  })),
);
// Longest term an `expand` entry may add: a term of the constitution ("term of office"), not a
// clause's wording.
const MAX_TERM_WORDS = 3;

function words(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

describe('memberGlossary', () => {
  it('holds no phrase of any evaluation question (shared development set, ours, and validation)', () => {
    for (const entry of memberGlossary) {
      for (const said of entry.said) {
        if (words(said).trim().split(' ').length < 2) continue;
        for (const question of questions) {
          const found = question.text.includes(words(said));
          expect(found, `"${said}" is in a question of ${question.set}`).toBe(false);
        }
      }
    }
  });

  it('adds terms of the constitution, not the wording of its clauses', () => {
    for (const entry of memberGlossary.filter((each) => each.use === 'expand')) {
      for (const meaning of entry.means) {
        expect(words(meaning).trim().split(' ').length, `"${meaning}"`).toBeLessThanOrEqual(
          MAX_TERM_WORDS,
        );
      }
    }
  });

  it('maps only to words the constitution uses', async () => {
    const document = await parseConstitutionPdf(readConstitutionPdf());
    const text = words(
      document.articles.map((article) => `${article.title} ${article.text}`).join(' '),
    );
    for (const entry of memberGlossary) {
      // Text-message spellings mean plain English words ("b4" is "before"), not the constitution's.
      if (
        entry.means.every((meaning) =>
          /^(?:what|how|before|people|because|please|about|through|you|i am|do not|cannot|years|months|month|meeting|member|hospital|week|weeks|message|messages|phone|first|second|third|fourth|fifth|someone|something|anyone|everyone)$/.test(
            meaning,
          ),
        )
      )
        continue;
      for (const meaning of entry.means) {
        expect(text.includes(words(meaning)), `"${meaning}" (for ${entry.said.join(', ')})`).toBe(
          true,
        );
      }
    }
  });

  it('rewrites abbreviations as whole words only', () => {
    const read = createGlossaryReader();
    expect(read('Can the prez and the VP be removed?')).toBe(
      'Can the president and the vice president be removed?',
    );
    expect(read('my subs b4 the agm')).toBe('my subscriptions before the annual general assembly');
    expect(read('coaz and costs')).toBe('coaz and costs');
    expect(read('reqs for reg in my dist')).toBe('requirements for registration in my district');
    expect(read('the sec gen and the gen fund')).toBe('the secretary general and the general fund');
    expect(read('wat does the district sec do')).toBe('what does the district secretary do');
    // Ordinals typed as digits are the ordinal words: "3rd" weighed as an unknown subject.
    expect(read('a 2nd term, not a 3rd')).toBe('a second term, not a third');
    expect(read('how r branch reps elected')).toBe('how r branch representatives elected');
    expect(read('wat is the sg fone num')).toBe('what is the secretary general phone number');
    // "Run" alone is the document's "run-off": running for an office is standing as a candidate.
    expect(read('who can run for president')).toBe(
      'who can be nominated as a candidate for president',
    );
    expect(read('a run-off for president')).toBe('a run-off for president');
  });
});
