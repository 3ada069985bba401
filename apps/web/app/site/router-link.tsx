import type { LinkComponentProps } from '@coaz/ui-kit';
import { Link } from 'react-router';
import { linkPrefetch } from './link-prefetch';

/**
 * The kit's links as React Router links, so moving between pages never reloads the document. A
 * link to a place on this page (`#fees-due`) stays a plain link: the browser scrolls there and
 * Tab goes on from it, as the dashboard welcome's links do.
 */
export function RouterLink({ href, ...props }: LinkComponentProps) {
  if (/^(https?:|mailto:|tel:|#)/.test(href)) return <a href={href} {...props} />;
  return <Link to={href} prefetch={linkPrefetch()} {...props} />;
}
