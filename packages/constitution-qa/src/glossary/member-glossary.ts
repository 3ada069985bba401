import { readChangeAsAmendment } from './change-as-amendment';
import glossary from './member-glossary.json';

/** One way members write, and what it means in the constitution's words. */
export interface GlossaryEntry {
  /** Words or phrases members write: abbreviations, text-message spellings, informal usage. */
  said: readonly string[];
  /** The constitution's words for it (for text-message spellings, the plain English word). */
  means: readonly string[];
  /**
   * `replace`: the member's word stands for `means` exactly (an abbreviation or spelling), so the
   * question is read with `means` in its place. `expand`: `means` joins the search at a lower
   * weight beside the member's own word.
   */
  use: 'replace' | 'expand';
}

/** The reviewed glossary (member-glossary.json). */
export const memberGlossary: readonly GlossaryEntry[] = glossary.entries as GlossaryEntry[];

const GLOSSARY_WORDS = new Set(
  memberGlossary.flatMap((entry) => entry.said).filter((said) => /^[a-z]+$/.test(said)),
);

/** Whether a lower-case word is one the glossary reads ("prez", "subs", "exco"). */
export function isGlossaryWord(word: string): boolean {
  return GLOSSARY_WORDS.has(word);
}

const WORD_CHARACTER = /[\p{L}\p{N}&.-]/u;

function escapePattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Rewrites a question with the glossary's `replace` entries ("prez" → "president"), matching
 * whole words only, case-insensitively; longer forms first, so "vice prez" wins over "prez"; then
 * reads changing the constitution as amending it (change-as-amendment.ts).
 */
export function createGlossaryReader(
  entries: readonly GlossaryEntry[] = memberGlossary,
): (question: string) => string {
  const forms = entries
    .filter((entry) => entry.use === 'replace')
    .flatMap((entry) =>
      entry.said.map((said) => [said.toLowerCase(), entry.means[0] ?? ''] as const),
    )
    .sort((left, right) => right[0].length - left[0].length);
  const table = new Map(forms);
  if (forms.length === 0) return readChangeAsAmendment;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}&])(?:${forms.map(([said]) => escapePattern(said)).join('|')})(?![\\p{L}\\p{N}&])`,
    'giu',
  );
  return (question) =>
    readChangeAsAmendment(
      question.replace(pattern, (found, offset: number, whole: string) => {
        // A dot right after ("co.") may end a sentence; a dot inside a word ("c.o") is kept with it.
        const next = whole[offset + found.length] ?? '';
        if (next !== '' && WORD_CHARACTER.test(next) && next !== '.' && next !== '-') return found;
        return table.get(found.toLowerCase()) ?? found;
      }),
    );
}
