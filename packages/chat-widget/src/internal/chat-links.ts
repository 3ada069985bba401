import type { ChatLinkComponent } from '../chat-link';

/** How the window builds and renders links. */
export interface ChatLinks {
  articleHref: (articleNumber: number) => string;
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
