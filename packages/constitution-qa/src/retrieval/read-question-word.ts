import { asksNothing as asksNothingOf } from '../internal/asks-nothing';
import { createNearWordIndex } from '../internal/near-words';
import { stemWord } from '../internal/stem-word';
import { officeAfterRank, type Token, tokenise } from '../internal/tokenise';
import type { LexicalIndex } from './lexical-index';
import type { LexicalSettings } from './lexical-settings';

/** Shortest word corrected by fuzzy matching. */
export const MIN_FUZZY_LENGTH = 4;

/** How the question reader reads one word of a question. */
export interface WordReader {
  /** The stem of the known word nearest to a misspelt one, for reading with the vocabulary. */
  closestStem(word: string): string | undefined;
  /** Stems a word the document does not use may stand for: its misspelling's, its other forms'. */
  fuzzyStems(word: string, stem: string): string[];
  /** Whether a word says nothing of what the question asks; `source` is the text tokenised. */
  asksNothing(token: Token, source: string): boolean;
  /** The token, or the office after "vice" or "deputy" when the document never joins them. */
  knownOffice(token: Token, previous: Token | undefined): Token;
}

/**
 * Word by word reading of a question against the lexical index: misspellings, other forms of a
 * word, words that ask nothing (function words, places, names), and offices after "vice" or
 * "deputy".
 */
export function createWordReader(index: LexicalIndex, settings: LexicalSettings): WordReader {
  const { passageDf, knownWords, relatedStems } = index;
  const { vocabulary, correct, knows } = settings;

  // Words of the vocabulary's questions, so a misspelling of a word the document never uses
  // ("yell") still reaches the vocabulary.
  const askedWords = createNearWordIndex(
    vocabulary.flatMap((entry) =>
      entry.asked
        .flatMap((phrase) => tokenise(phrase))
        // Both the word and its stem, so "yeling" (stem "yele") meets "yell".
        .flatMap((token) =>
          [...new Set([token.word, token.stem])].map((form) => [form, token.stem] as const),
        ),
    ),
  );

  // The stem of the known word nearest to a misspelt one, for reading the question with the
  // vocabulary. A word known as English is no misspelling: "rude" is not "rules".
  function closestStem(word: string): string | undefined {
    if (word.length < MIN_FUZZY_LENGTH || /\d/.test(word) || knows?.(word)) return undefined;
    let best: { stem: string; distance: number } | undefined;
    for (const form of new Set([word, stemWord(word)])) {
      const limit = form.length >= 8 ? 2 : 1;
      for (const candidate of [...knownWords.near(form, limit), ...askedWords.near(form, limit)]) {
        if (!best || candidate.distance < best.distance)
          best = { stem: candidate.value, distance: candidate.distance };
      }
    }
    return best?.stem;
  }

  // Misspellings within an edit or two of a known word, and other forms of a known word. A word
  // known as English is no misspelling: "hold" is not "held".
  function fuzzyStems(word: string, stem: string): string[] {
    const found = new Set<string>(relatedStems(stem));
    if (knows?.(word)) return [...found];
    const limit = word.length >= 8 ? 2 : 1;
    for (const candidate of knownWords.near(word, limit)) found.add(candidate.value);
    return [...found];
  }

  function asksNothing(token: Token, source: string): boolean {
    return asksNothingOf(token, source, {
      inDocument: passageDf.has(token.stem),
      ...(correct && { correct }),
      ...(knows && { knows }),
    });
  }

  // "Vice" or "deputy" with an office the document never names so ("deputy chair" as
  // "deputychair") is read as the office itself, after "vice" or "deputy", so the question keeps
  // its word for the office instead of one nothing explains.
  function knownOffice(token: Token, previous: Token | undefined): Token {
    const office = passageDf.has(token.stem) ? undefined : officeAfterRank(token, previous);
    return office === undefined ? token : { ...token, word: office, stem: stemWord(office) };
  }

  return { closestStem, fuzzyStems, asksNothing, knownOffice };
}
