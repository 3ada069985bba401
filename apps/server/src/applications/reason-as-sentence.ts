/**
 * The secretariat's reason for a refusal, ending as a sentence does, for the messages that go on
 * after it: typed without a full stop ("The licence is unreadable"), it ran into the next sentence
 * ("...unreadable You can add documents..."). A reason that already ends a sentence is kept as
 * typed.
 * @example reasonAsSentence('The licence is unreadable') // 'The licence is unreadable.'
 */
export function reasonAsSentence(reason: string): string {
  const trimmed = reason.trim();
  return /[.!?]["')\]]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
