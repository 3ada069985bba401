const HYPHEN_AT_END = /([A-Za-z]+)-$/;
const LOWER_START = /^([a-z]+)/;

/** Every lower-case word of the given lines, to tell a line-end hyphenation from a real compound. */
export function collectWords(lines: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const line of lines) {
    for (const word of line.toLowerCase().match(/[a-z]+/g) ?? []) words.add(word);
  }
  return words;
}

/**
 * Joins wrapped lines into running text. A word split at a line end ("regis-" + "tration") is
 * mended without its hyphen when the mended word occurs elsewhere in the document; otherwise the
 * hyphen is real ("re-" + "elected") and stays.
 */
export function joinLines(lines: readonly string[], words: ReadonlySet<string>): string {
  let text = '';
  for (const line of lines) {
    if (text === '') {
      text = line;
      continue;
    }
    const head = HYPHEN_AT_END.exec(text);
    const tail = LOWER_START.exec(line);
    if (head?.[1] && tail?.[1]) {
      const mended = `${head[1]}${tail[1]}`.toLowerCase();
      text = words.has(mended) ? `${text.slice(0, -1)}${line}` : `${text}${line}`;
    } else {
      text = `${text} ${line}`;
    }
  }
  return text;
}
