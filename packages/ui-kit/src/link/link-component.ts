import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/** Props every link the kit renders receives; `href` is always a string path or URL. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link leads; always a string, even where the router takes objects. */
  href: string;
  /** The link's content. */
  children?: ReactNode;
}

/**
 * The component the kit renders its links with. Defaults to a plain `<a>`; a router app passes
 * its own link so navigation stays client-side.
 * @example
 * const RouterLink: LinkComponent = ({ href, ...props }) => <Link to={href} {...props} />;
 */
export type LinkComponent = ComponentType<LinkComponentProps>;
