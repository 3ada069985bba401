import type { ChatSitePage } from '@coaz/api-client';
import type { ChatLinks } from './chat-links';

/** Props of {@link SitePageLinks}. */
export interface SitePageLinksProps {
  pages: ChatSitePage[];
  links: ChatLinks;
}

/**
 * The site's own pages on a question (how to join, fees, services), offered under an answer:
 * they say it better than the constitution's legal text. Unsafe paths are shown as plain text.
 */
export function SitePageLinks({ pages, links: { route, Link } }: SitePageLinksProps) {
  // Links in a sentence rather than a list: the conversation's own list items are its messages.
  // Not a landmark: every answer has its own, and a landmark list of identical "On this site"
  // entries would tell a screen reader user nothing; the sentence's first words name the links.
  return (
    <div className="coaz-chat-site-pages">
      <p className="coaz-chat-site-pages-text">
        <span className="coaz-chat-site-pages-title">On this site: </span>
        {pages.map((page, index) => {
          const href = route(page.path);
          return (
            <span key={`${page.path}|${page.title}`}>
              {index > 0 && ', '}
              {href === null ? (
                page.title
              ) : (
                <Link href={href} className="coaz-chat-link">
                  {page.title}
                </Link>
              )}
            </span>
          );
        })}
      </p>
    </div>
  );
}
