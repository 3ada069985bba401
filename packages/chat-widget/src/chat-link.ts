import type { ComponentType, ReactNode } from 'react';

/** Props the widget passes to a {@link ChatLinkComponent}. */
export interface ChatLinkProps {
  /** Where the link goes: an Article's address or a page route of the site. */
  href: string;
  /** The widget's class for links. */
  className?: string;
  /** The link's text. */
  children: ReactNode;
}

/**
 * Renders the widget's links, so a router can handle them without a full page load.
 * @example ({ href, ...props }) => <Link to={href} {...props} />
 */
export type ChatLinkComponent = ComponentType<ChatLinkProps>;
