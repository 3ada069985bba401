import type { SourceLine } from './source-line';

// An entry's page number after dot leaders, an ellipsis or a tab: "Article 6: Symbols ....... 14".
const LEADER_ENTRY = /(?:(?:\.\s?){4,}|…+|\t)\s*\d{1,4}\s*$/;
const CONTENTS_TITLE = /^(?:#{1,6}\s+)?(?:table of )?contents$/i;
// Entries that wrap put at most this many lines before the line with the page number.
const MAX_WRAP = 3;

/**
 * The lines without a table of contents. Entries are the lines that end in leaders and a page
 * number, together with the lines an entry wrapped from; a page made mostly of entries goes whole.
 * A contents list without page numbers is left to the structuring step, which drops headings
 * that have no body and recur later with one.
 */
export function removeTableOfContents(lines: readonly SourceLine[]): SourceLine[] {
  const drop = new Set<number>();
  let previousEntry = -1;
  lines.forEach((line, index) => {
    if (CONTENTS_TITLE.test(line.text)) {
      drop.add(index);
      previousEntry = index;
      return;
    }
    if (!LEADER_ENTRY.test(line.text)) return;
    drop.add(index);
    const from =
      previousEntry >= 0 && index - previousEntry <= MAX_WRAP + 1 ? previousEntry + 1 : index;
    for (let wrapped = from; wrapped < index; wrapped += 1) drop.add(wrapped);
    previousEntry = index;
  });
  for (const page of pagesMostlyEntries(lines, drop)) {
    lines.forEach((line, index) => {
      if (line.page === page) drop.add(index);
    });
  }
  return lines.filter((_, index) => !drop.has(index));
}

function pagesMostlyEntries(lines: readonly SourceLine[], drop: ReadonlySet<number>): number[] {
  const counts = new Map<number, { all: number; entries: number }>();
  lines.forEach((line, index) => {
    if (line.page === undefined) return;
    const count = counts.get(line.page) ?? { all: 0, entries: 0 };
    count.all += 1;
    if (drop.has(index)) count.entries += 1;
    counts.set(line.page, count);
  });
  return [...counts].filter(([, count]) => count.entries / count.all >= 0.5).map(([page]) => page);
}
