const WORD = /\p{L}+/gu;
const BETWEEN_PARTS = /^(?:\s+|[-‐])$/u;
// The particle of a noun made of a verb and "off": the tokeniser reads the document's "run-off"
// and "cooling-off" as one word (tokenise.ts), so a member's "run off" is joined to meet it.
const PHRASAL_NOUN_END = 'off';

/**
 * Writes as one word two words a member wrote apart or hyphenated ("sub district",
 * "sub-committee") when the document has their join as a word (`isDocumentWord`: it writes
 * "Sub-District", which gives "subdistrict") and the glossary reads the first word alone as
 * something else (`readGlossary`: "sub" is a member's "subscriptions"). Left apart, the glossary
 * took the compound's first part for its abbreviation, and "how do we form a sub district" was
 * answered from the Article on levies and subscriptions, even when written with the document's
 * own hyphen. A pair the glossary reads as a whole keeps its reading: "treasurer" is read as
 * "treasurer general", so "treasurer general" is never joined into the one hyphenated
 * "treasurer-general" of the document. A verb and "off" that the document writes as one noun
 * ("run off" for its "run-off") are joined too, whatever the glossary reads.
 */
export function createCompoundJoiner(
  isDocumentWord: (word: string) => boolean,
  readGlossary: (text: string) => string,
): (text: string) => string {
  const readAsOther = (word: string, next: string) => {
    const read = readGlossary(word).toLowerCase();
    return read !== word && !read.split(/\s+/).includes(next);
  };
  return (text) => {
    const words = [...text.matchAll(WORD)];
    let joined = '';
    let copied = 0;
    for (let index = 0; index + 1 < words.length; index += 1) {
      const first = words[index];
      const second = words[index + 1];
      if (!first || !second || first.index === undefined || second.index === undefined) continue;
      const firstEnd = first.index + first[0].length;
      if (first.index < copied || !BETWEEN_PARTS.test(text.slice(firstEnd, second.index))) continue;
      const left = first[0].toLowerCase();
      const right = second[0].toLowerCase();
      if (!isDocumentWord(left + right)) continue;
      if (!readAsOther(left, right) && right !== PHRASAL_NOUN_END) continue;
      joined += text.slice(copied, first.index) + first[0] + second[0];
      copied = second.index + second[0].length;
    }
    return joined + text.slice(copied);
  };
}
