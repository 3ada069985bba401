import type { ConstitutionDocument } from '../constitution-document/constitution-document';
import { articleHeading } from './cite-passage';

/**
 * How many Articles the document has, read from it and worded honestly: a heading with no text is
 * counted apart from an Article with provisions ("181 Articles with text and 39 headings with no
 * text yet, numbered from 1 to 275, with gaps"). Before 28 November 2026 both were counted as
 * Articles ("220 Articles"), which promised text for 39 numbers that have none.
 */
export function articleCount(document: ConstitutionDocument): string {
  const numbers = document.articles.map((article) => article.number);
  const withText = document.articles.filter((article) => article.text !== '').length;
  const headingsOnly = document.articles.length - withText;
  const first = Math.min(...numbers);
  const last = Math.max(...numbers);
  const gaps = new Set(numbers).size < last - first + 1;
  const counted =
    headingsOnly === 0
      ? `${withText} Article${withText === 1 ? '' : 's'}`
      : `${withText} Article${withText === 1 ? '' : 's'} with text and ${headingsOnly} heading${headingsOnly === 1 ? '' : 's'} with no text yet`;
  return `${counted}, numbered from ${first} to ${last}${gaps ? ', with gaps' : ''}`;
}

/**
 * What a reply says of Article numbers the constitution lacks: "It has no Article 290; it has …"
 * or, for several, "It has no Articles 290 or 300; it has …", with the document's count.
 */
export function missingArticlesNote(
  document: ConstitutionDocument,
  numbers: readonly number[],
): string {
  const named = `Article${numbers.length === 1 ? '' : 's'} ${numberList(numbers, 'or')}`;
  if (document.articles.length === 0) return `It has no ${named}.`;
  return `It has no ${named}; it has ${articleCount(document)}.`;
}

/**
 * After an answer quoting the Articles a question names, what it did not quote of them: those the
 * constitution lacks, those that are headings with no text, and those named beyond the three an
 * answer quotes ("articles 12 to 20"). Empty when every Article named was quoted.
 */
export function namedArticlesNote(
  document: ConstitutionDocument,
  named: readonly number[],
  left: readonly number[],
  quoted: ReadonlySet<number>,
): string {
  const notes: string[] = [];
  const unquoted = named.filter((number) => !quoted.has(number));
  const missing = unquoted.filter(
    (number) => !document.articles.some((article) => article.number === number),
  );
  const headingsOnly = document.articles.filter(
    (article) => article.text === '' && unquoted.includes(article.number),
  );
  if (missing.length > 0)
    notes.push(`The constitution ${lowerFirst(missingArticlesNote(document, missing))}`);
  if (headingsOnly.length === 1 && headingsOnly[0]) {
    const { number, title, pageStart } = headingsOnly[0];
    notes.push(`${articleHeading({ number, title, pageStart })}, is a heading with no text yet.`);
  } else if (headingsOnly.length > 1) {
    notes.push(
      `Articles ${numberList(
        headingsOnly.map((article) => article.number),
        'and',
      )} are headings with no text yet.`,
    );
  }
  // Named with text and still not quoted: the three quoted were taken by an Article whose number
  // the constitution repeats (two Articles 61, so "articles 60 to 62" quotes 60 and both 61s).
  const crowdedOut = unquoted.filter(
    (number) =>
      !missing.includes(number) && !headingsOnly.some((article) => article.number === number),
  );
  const more = [...crowdedOut, ...left];
  if (more.length > 0) {
    notes.push(
      `You also named Article${more.length === 1 ? '' : 's'} ${numberList(more, 'and')}: an answer quotes up to three Articles, so ask for ${more.length === 1 ? 'it' : 'them'} next.`,
    );
  }
  return notes.join(' ');
}

// "It has no…" as the second half of a sentence: "The constitution has no…".
function lowerFirst(text: string): string {
  return text.replace(/^It /, '');
}

/**
 * Numbers as a reader takes them in: runs of three or more as ranges, the last joined by `word`:
 * [290, 300] → "290 or 300"; [15, 16, 17, 18] → "15 to 18"; [4, 9, 12, 13, 14] → "4, 9 and 12 to 14".
 */
export function numberList(numbers: readonly number[], word: 'and' | 'or'): string {
  const sorted = [...new Set(numbers)].sort((left, right) => left - right);
  const runs: string[] = [];
  for (let start = 0; start < sorted.length; ) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === (sorted[end] ?? 0) + 1) end += 1;
    if (end - start >= 2) runs.push(`${sorted[start]} to ${sorted[end]}`);
    else for (let at = start; at <= end; at += 1) runs.push(String(sorted[at]));
    start = end + 1;
  }
  if (runs.length <= 1) return runs.join('');
  return `${runs.slice(0, -1).join(', ')} ${word} ${runs.at(-1)}`;
}
