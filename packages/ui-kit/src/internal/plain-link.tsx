import type { LinkComponentProps } from '../link/link-component';

/** The default link of every component: a plain anchor. */
export function PlainLink(props: LinkComponentProps) {
  return <a {...props} />;
}
