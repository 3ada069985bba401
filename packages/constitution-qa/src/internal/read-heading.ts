/** A line recognised as an Article or Part heading. */
export interface Heading {
  kind: 'article' | 'part';
  number: string;
  title: string;
}

// Markdown decoration that may wrap a heading: "## ", "- ", "**...**", "[text](#link)".
const LIST_OR_HEADING_MARK = /^(?:#{1,6}\s+|[-*+]\s+)/;
const EMPHASIS = /(\*\*|__|\*|_)(.+?)\1/g;
const LINK = /\[([^\]]+)\]\([^)]*\)/g;
const SEPARATOR = String.raw`\s*(?:[:.\-–—]|\s-\s)\s*`;
const ARTICLE = new RegExp(String.raw`^(?:article|art\.)\s+(\d{1,4})(?:${SEPARATOR}(.*))?$`, 'i');
// "Article 40 Membership Fees": no separator, so the title must start in capitals and the line
// must not read as a sentence.
const ARTICLE_WITHOUT_SEPARATOR = /^(?:article|art\.)\s+(\d{1,4})\s+([A-Z(‘“"'].{0,90})$/i;
const PART = new RegExp(String.raw`^part\s+([IVXLCDM]+|\d{1,3})\b(?:${SEPARATOR}(.*))?$`, 'i');
const SECTION_BREAK = /^(?:#{1,6}\s+)?(?:annex|annexure|schedule|appendix|preamble)\b/i;

/** The line with Markdown heading, list, emphasis and link marks taken off. */
export function stripMarkdown(line: string): string {
  return line.replace(LIST_OR_HEADING_MARK, '').replace(LINK, '$1').replace(EMPHASIS, '$2').trim();
}

/**
 * The Article or Part heading a line holds, or undefined. A cross-reference that merely starts a
 * line ("Article 107 and 108 of this Constitution") is not a heading: a heading's number is
 * followed by a separator and a title that does not start in lower case, by a capitalised title
 * that does not end like a sentence, or by nothing at all.
 */
export function readHeading(line: string): Heading | undefined {
  const plain = stripMarkdown(line);
  const article = ARTICLE.exec(plain);
  if (article?.[1]) return headingOf('article', article[1], article[2]);
  const bare = ARTICLE_WITHOUT_SEPARATOR.exec(plain);
  if (
    bare?.[1] &&
    bare[2] &&
    /^[^a-z]/.test(bare[2]) &&
    !/[,;:]$/.test(bare[2]) &&
    !/\.$/.test(bare[2].trim())
  ) {
    return headingOf('article', bare[1], bare[2]);
  }
  const part = PART.exec(plain);
  if (part?.[1]) return headingOf('part', part[1].toUpperCase(), part[2]);
  return undefined;
}

function headingOf(
  kind: Heading['kind'],
  number: string,
  rest: string | undefined,
): Heading | undefined {
  const title = cleanTitle(rest ?? '');
  if (/^[a-z]/.test(title)) return undefined;
  return { kind, number, title };
}

/** A heading title with trailing dots and stray spacing removed. */
export function cleanTitle(title: string): string {
  return title
    .replace(/[\s.]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a line opens a section outside the Articles (an annex, schedule or preamble). */
export function isSectionBreak(line: string): boolean {
  return SECTION_BREAK.test(line);
}
