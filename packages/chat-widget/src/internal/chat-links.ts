import type { ChatLinkComponent } from '../chat-link';

/** How the window builds and renders links. */
export interface ChatLinks {
  /** An Article's address. */
  articleHref: (articleNumber: number) => string;
  /** A page route from the server as a link target, or null when it must not be linked. */
  route: (route: string) => string | null;
  Link: ChatLinkComponent;
}

/**
 * A route from the server as a safe link target: a path of this site or an http(s) address.
 * Anything else (`javascript:`, `data:`, protocol-relative `//host`) gives null and the title is
 * shown as plain text instead of a link.
 */
export function safeRoute(route: string): string | null {
  const trimmed = route.trim();
  if (/^\/(?![/\\])/.test(trimmed)) return trimmed;
  if (/^https?:\/\/[^\s]+$/i.test(trimmed)) return trimmed;
  return null;
}

/** Options of {@link createChatLinks}. */
export interface ChatLinkOptions {
  articleHref: (articleNumber: number) => string;
  Link: ChatLinkComponent;
  /**
   * The site's origin, already read by `readSiteOrigin`: when set, every path of the site the
   * widget links to is made absolute on it.
   */
  siteOrigin?: string | undefined;
}

/**
 * The window's links. With a site origin, a path such as `/constitution#article-5` becomes
 * `https://coaz.org.zm/constitution#article-5`, so a widget embedded on another site links to the
 * association's pages, not to missing pages of its host; addresses already absolute are kept.
 */
export function createChatLinks({ articleHref, Link, siteOrigin }: ChatLinkOptions): ChatLinks {
  if (siteOrigin === undefined) return { articleHref, route: safeRoute, Link };
  const onSite = (href: string) => (/^\/(?![/\\])/.test(href) ? `${siteOrigin}${href}` : href);
  return {
    articleHref: (articleNumber) => onSite(articleHref(articleNumber)),
    route: (route) => {
      const href = safeRoute(route);
      return href === null ? null : onSite(href);
    },
    Link,
  };
}
