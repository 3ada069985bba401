// Words that start with a vowel letter but a consonant sound ("a union", "a one-day event"), and
// words whose h is silent ("an hour").
const CONSONANT_SOUND = /^(uni|use|usu|uti|eu|one\b|once\b)/i;
const SILENT_H = /^(hour|honou?r|honest|heir)/i;

/**
 * The phrase with "a" or "an" before it, chosen by how its first word sounds: "an event", "an
 * employer logo", "a news item", "a union".
 * @example withArticle('event') // 'an event'
 */
export function withArticle(phrase: string): string {
  const an = (/^[aeiou]/i.test(phrase) && !CONSONANT_SOUND.test(phrase)) || SILENT_H.test(phrase);
  return `${an ? 'an' : 'a'} ${phrase}`;
}
