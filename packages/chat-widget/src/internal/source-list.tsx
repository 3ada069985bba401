import type { ChatSource } from '@coaz/api-client';
import type { ChatLinks } from './chat-links';
import { HighlightedExcerpt } from './highlighted-excerpt';

/** Props of {@link SourceList}. */
export interface SourceListProps {
  sources: ChatSource[];
  /** The list's accessible name, such as "Search results". */
  label: string;
  links: ChatLinks;
}

function sourceTitle(source: ChatSource): string {
  return source.kind === 'article'
    ? `Article ${source.articleNumber}: ${source.title}`
    : source.title;
}

/** One page or Article of the list, with every passage found in it. */
interface SourceGroup {
  first: ChatSource;
  href: string | null;
  passages: ChatSource[];
  pageStart: number | undefined;
  pageEnd: number | undefined;
}

function pageRange({ pageStart, pageEnd }: SourceGroup): string | null {
  if (pageStart === undefined) return null;
  return pageEnd !== undefined && pageEnd !== pageStart
    ? `Pages ${pageStart}–${pageEnd}`
    : `Page ${pageStart}`;
}

/**
 * The passages grouped by the page or Article they come from, in the order each was first found:
 * the engine returns passages, and three from the CPD page showed its title three times, filling a
 * phone's screen with one result.
 */
function groupByPlace(sources: ChatSource[], { articleHref, route }: ChatLinks): SourceGroup[] {
  const groups = new Map<string, SourceGroup>();
  for (const source of sources) {
    const href =
      source.kind === 'article' && source.articleNumber !== undefined
        ? articleHref(source.articleNumber)
        : route(source.route);
    const key = `${href ?? ''} ${sourceTitle(source)}`;
    const group = groups.get(key);
    if (!group) {
      groups.set(key, {
        first: source,
        href,
        passages: [source],
        pageStart: source.pageStart,
        pageEnd: source.pageEnd ?? source.pageStart,
      });
      continue;
    }
    group.passages.push(source);
    if (source.pageStart !== undefined) {
      const end = source.pageEnd ?? source.pageStart;
      group.pageStart = Math.min(group.pageStart ?? source.pageStart, source.pageStart);
      group.pageEnd = Math.max(group.pageEnd ?? end, end);
    }
  }
  return [...groups.values()];
}

/**
 * The passages found in one place: one alone as a paragraph, several as a list, each its own item.
 * Decision: a list, since as paragraphs without margins three clauses of one Article ran on as
 * one ("…the association accounts The Treasurer General shall…"), and a screen reader says how
 * many passages there are before reading them.
 */
function Passages({ passages }: { passages: ChatSource[] }) {
  const excerpts = passages.map((passage, at) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the passages never reorder
    <HighlightedExcerpt key={at} excerpt={passage.excerpt} highlights={passage.highlights} />
  ));
  if (excerpts.length < 2) return excerpts[0] ?? null;
  return (
    <ul className="coaz-chat-passages">
      {excerpts.map((excerpt) => (
        <li key={excerpt.key}>{excerpt}</li>
      ))}
    </ul>
  );
}

/**
 * Passages as a numbered list of the pages and Articles they come from: each title links to its
 * Article or page, with its passages under it, matches marked.
 */
export function SourceList({ sources, label, links }: SourceListProps) {
  const { Link } = links;
  return (
    <ol className="coaz-chat-sources" aria-label={label}>
      {groupByPlace(sources, links).map((group, index) => {
        const pages = pageRange(group);
        return (
          // Sources carry no id of their own, and their order is fixed once received.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <li key={index} className="coaz-chat-source">
            <p className="coaz-chat-source-title">
              {group.href === null ? (
                sourceTitle(group.first)
              ) : (
                <Link href={group.href} className="coaz-chat-link">
                  {sourceTitle(group.first)}
                </Link>
              )}
              {pages !== null && <span className="coaz-chat-source-pages"> · {pages}</span>}
            </p>
            <Passages passages={group.passages.filter((passage) => passage.excerpt !== '')} />
          </li>
        );
      })}
    </ol>
  );
}
