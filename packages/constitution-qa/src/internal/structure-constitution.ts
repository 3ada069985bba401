import type {
  ConstitutionArticle,
  ConstitutionDocument,
  ConstitutionPart,
} from '../constitution-document/constitution-document';
import { collectWords } from './join-lines';
import { normaliseLine } from './normalise-line';
import {
  cleanTitle,
  type Heading,
  isSectionBreak,
  readHeading,
  stripMarkdown,
} from './read-heading';
import { removeTableOfContents } from './remove-table-of-contents';
import type { SourceLine } from './source-line';
import { splitClauses } from './split-clauses';

interface DraftArticle {
  number: number;
  title: string;
  partIndex: number;
  pageStart?: number;
  pageEnd?: number;
  body: string[];
}

interface DraftPart {
  number: string;
  title: string;
  articles: DraftArticle[];
}

const PAGE_NUMBER_LINE = /^(?:page\s+)?\d{1,4}(?:\s+of\s+\d{1,4})?$/i;
const TITLE_JOINER = /(?:\b(?:of|and|the|for|to|or|in|on|by|with|from|a|an)|[,–—&-])$/i;
const CLAUSE_START = /^\(?(?:\d{1,3}|[a-z]|[ivxl]{1,6})[.)]\s/i;
const SENTENCE_END = /[.;:—–,]$/;
// A heading is printed on at most this many lines.
const MAX_HEADING_LINES = 3;

/** Options for {@link structureConstitution}. */
export interface StructureOptions {
  /** Title to use instead of the one read from the document. */
  title?: string;
}

/**
 * Reads Parts, Articles and clauses from the lines of a constitution, whatever its source. Works
 * from the shape of the text alone: headings ("Article 12: Title", "PART IV: TITLE", with or
 * without Markdown marks), headings wrapped over lines, clause numbering, and a table of contents
 * that must not become content.
 */
export function structureConstitution(
  source: readonly SourceLine[],
  options: StructureOptions = {},
): ConstitutionDocument {
  const normalised = source
    .map((line) => ({ ...line, text: normaliseLine(line.text) }))
    .filter((line) => line.text !== '' && !PAGE_NUMBER_LINE.test(line.text));
  const lines = removeTableOfContents(normalised);
  const parts: DraftPart[] = [{ number: '', title: '', articles: [] }];
  let article: DraftArticle | undefined;
  let documentTitle = options.title;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as SourceLine;
    const heading = readHeading(line.text);
    if (!heading) {
      if (isSectionBreak(line.text)) {
        article = undefined;
        continue;
      }
      if (article) {
        article.body.push(line.text);
        article.pageEnd = line.page ?? article.pageEnd;
      } else if (documentTitle === undefined && parts.length === 1) {
        documentTitle = cleanTitle(stripMarkdown(line.text));
      }
      continue;
    }
    const wrapped = wrappedHeadingLines(lines, index, heading);
    const title = cleanTitle(
      [heading.title, ...wrapped.map((next) => stripMarkdown(next.text))].join(' '),
    );
    index += wrapped.length;
    if (heading.kind === 'part') {
      parts.push({ number: heading.number, title, articles: [] });
      article = undefined;
      continue;
    }
    const part = parts[parts.length - 1] as DraftPart;
    article = {
      number: Number(heading.number),
      title,
      partIndex: parts.length - 1,
      pageStart: line.page,
      pageEnd: wrapped.at(-1)?.page ?? line.page,
      body: [],
    };
    part.articles.push(article);
  }
  return assemble(documentTitle ?? 'Constitution', parts, lines);
}

function wrappedHeadingLines(
  lines: readonly SourceLine[],
  index: number,
  heading: Heading,
): SourceLine[] {
  const wrapped: SourceLine[] = [];
  let last = (lines[index] as SourceLine).text;
  let title = heading.title;
  while (wrapped.length < MAX_HEADING_LINES - 1) {
    const next = lines[index + wrapped.length + 1];
    if (!next || !continuesHeading(last, next.text, heading.kind, title)) break;
    wrapped.push(next);
    last = next.text;
    title = `${title} ${next.text}`.trim();
  }
  return wrapped;
}

function continuesHeading(
  last: string,
  next: string,
  kind: Heading['kind'],
  titleSoFar: string,
): boolean {
  if (next.length > 70 || readHeading(next) || isSectionBreak(next) || CLAUSE_START.test(next)) {
    return false;
  }
  // A bare "Article 12" or "PART IV" line: the title follows on the next line.
  if (titleSoFar === '') return !SENTENCE_END.test(next);
  if (kind === 'part') return next === next.toUpperCase() && /[A-Z]/.test(next);
  return (
    sameDecoration(last, next) ||
    TITLE_JOINER.test(stripMarkdown(last)) ||
    /^[a-z(]/.test(next) ||
    (last.length >= 60 && next.length <= 40 && !SENTENCE_END.test(next))
  );
}

// Both lines bold, or both Markdown headings: one heading set over two lines.
function sameDecoration(last: string, next: string): boolean {
  const bold = /^(\*\*|__).+\1$/;
  return (bold.test(last) && bold.test(next)) || (/^#{1,6}\s/.test(last) && /^#{1,6}\s/.test(next));
}

function assemble(
  title: string,
  drafts: DraftPart[],
  lines: readonly SourceLine[],
): ConstitutionDocument {
  const words = collectWords(lines.map((line) => line.text));
  const kept = withoutContentsDuplicates(drafts);
  const anchors = new Map<number, number>();
  const articles: ConstitutionArticle[] = [];
  const parts: ConstitutionPart[] = [];
  for (const draft of kept) {
    if (draft.number !== '') {
      parts.push({
        number: draft.number,
        title: draft.title,
        articleNumbers: draft.articles.map((a) => a.number),
      });
    }
    for (const article of draft.articles) {
      const seen = (anchors.get(article.number) ?? 0) + 1;
      anchors.set(article.number, seen);
      const clauses = splitClauses(article.body, words);
      articles.push({
        number: article.number,
        title: article.title,
        ...(draft.number !== '' && { partNumber: draft.number }),
        ...(article.pageStart !== undefined && { pageStart: article.pageStart }),
        ...(article.pageEnd !== undefined && { pageEnd: article.pageEnd }),
        anchor: seen === 1 ? `article-${article.number}` : `article-${article.number}-${seen}`,
        text: clauses
          .map((clause) => (clause.label ? `${clause.label}. ${clause.text}` : clause.text))
          .join('\n'),
        clauses,
      });
    }
  }
  return { title, parts, articles };
}

// A contents list without page numbers reads as headings with no body that come back later with
// the same number and title: keep the later, real ones.
function withoutContentsDuplicates(drafts: DraftPart[]): DraftPart[] {
  const key = (number: string | number, title: string) =>
    `${number}|${title.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  const laterArticles = new Map<string, number>();
  const laterParts = new Map<string, number>();
  drafts.forEach((part, partIndex) => {
    laterParts.set(key(part.number, part.title), partIndex);
    for (const article of part.articles)
      laterArticles.set(key(article.number, article.title), partIndex);
  });
  return drafts
    .map((part, partIndex) => ({
      ...part,
      articles: part.articles.filter(
        (article) =>
          article.body.length > 0 ||
          (laterArticles.get(key(article.number, article.title)) ?? partIndex) <= partIndex,
      ),
    }))
    .filter(
      (part, partIndex) =>
        part.articles.length > 0 ||
        (laterParts.get(key(part.number, part.title)) ?? partIndex) <= partIndex,
    );
}
