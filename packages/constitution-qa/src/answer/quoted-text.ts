// How a stretch of the constitution's text is written when an answer quotes it, whatever the PDF
// left in it: one space between words, one full stop where the text has two by mistake (".." is
// never an ellipsis, which has three), and an acute accent typed for an apostrophe ("Auditor´s")
// written as the apostrophe it stands for.
const DOUBLED_FULL_STOP = /(?<!\.)\.\.(?!\.)/g;
const ACUTE_FOR_APOSTROPHE = /(?<=\p{L})´(?=\p{L})/gu;

/** The text as an answer quotes it: spaces made single, a doubled full stop and "´" mended. */
export function quotedText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(DOUBLED_FULL_STOP, '.')
    .replace(ACUTE_FOR_APOSTROPHE, '’');
}

// A clause's own heading ("Renunciation of Membership", "Effects of Termination"): short, with no
// closing punctuation, every word capitalised but the small ones, and no article at its start
// ("The Council" begins a sentence). The ingestion marks such a heading with a colon when a
// sentence follows it; before a list ("Renunciation of Membership a. Any member may…") it does not.
const HEADING_MAX_LENGTH = 60;
const SMALL_WORDS = new Set(['of', 'and', 'the', 'to', 'for', 'in', 'on', 'by', 'or', 'a', 'an']);

/** Whether a list's lead-in is a heading over its items, not the start of a sentence. */
export function readsAsHeading(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > HEADING_MAX_LENGTH || /[.,;:!?—–-]$/.test(trimmed))
    return false;
  const words = trimmed.split(/\s+/);
  return (
    /^[A-Z]/.test(trimmed) &&
    !SMALL_WORDS.has(words[0]?.toLowerCase() ?? '') &&
    words.every((word) => /^[A-Z(]/.test(word) || SMALL_WORDS.has(word))
  );
}
