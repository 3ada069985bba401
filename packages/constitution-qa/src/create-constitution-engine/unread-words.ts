import type { LexicalQuery } from '../retrieval/lexical-retriever';

// At most this many unread words are named back to the member.
const MAX_NAMED = 3;

/**
 * The words of a question that nothing read: no word of the constitution, no correction, no
 * neighbour in meaning and no glossary entry stands for them, and English (`knows`) does not know
 * them either. A decline names them ("ilakumana", "elxns"), since a member writing partly in
 * Nyanja or in texting spellings is told otherwise that the constitution is silent when the
 * assistant could not read the question. A word English knows ("weekends") is read, if not found,
 * and a figure is a fact of the member's own case.
 */
export function unreadWords(
  query: LexicalQuery,
  knows: (word: string) => boolean,
  question: string,
): string[] {
  const explained = new Set(query.terms.map((term) => term.word));
  for (const expansion of query.expansions) explained.add(expansion.word);
  // Only a word the member wrote as such is named: "go-ahead" is read as one word, "goahead",
  // which English does not list, and "I did not know the word goahead" quotes what nobody wrote.
  const written = new Set(question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  return query.words
    .filter(
      (word, index) =>
        !explained.has(index) && !/\d/.test(word) && !knows(word) && written.has(word),
    )
    .slice(0, MAX_NAMED);
}
