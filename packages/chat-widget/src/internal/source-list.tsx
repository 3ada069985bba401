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

function pageRange({ pageStart, pageEnd }: ChatSource): string | null {
  if (pageStart === undefined) return null;
  return pageEnd !== undefined && pageEnd !== pageStart
    ? `Pages ${pageStart}–${pageEnd}`
    : `Page ${pageStart}`;
}

/** Passages as a numbered list: each title links to its Article or page, matches are marked. */
export function SourceList({
  sources,
  label,
  links: { articleHref, route, Link },
}: SourceListProps) {
  return (
    <ol className="coaz-chat-sources" aria-label={label}>
      {sources.map((source, index) => {
        const href =
          source.kind === 'article' && source.articleNumber !== undefined
            ? articleHref(source.articleNumber)
            : route(source.route);
        const pages = pageRange(source);
        return (
          // Sources carry no id of their own, and their order is fixed once received.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <li key={index} className="coaz-chat-source">
            <p className="coaz-chat-source-title">
              {href === null ? (
                sourceTitle(source)
              ) : (
                <Link href={href} className="coaz-chat-link">
                  {sourceTitle(source)}
                </Link>
              )}
              {pages !== null && <span className="coaz-chat-source-pages"> · {pages}</span>}
            </p>
            {source.excerpt !== '' && (
              <HighlightedExcerpt excerpt={source.excerpt} highlights={source.highlights} />
            )}
          </li>
        );
      })}
    </ol>
  );
}
