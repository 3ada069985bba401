import { pageTitle } from '@coaz/content-data';
import type { MetaDescriptor } from 'react-router';

/**
 * The `meta` of a member page: its title, kept out of search engines (it is personal), and, for a
 * page people reach from outside (a bookmark, a shared link, a card's QR code), the description a
 * browser or a link preview shows for it, each page its own.
 */
export function memberPageMeta(title: string, description?: string): MetaDescriptor[] {
  return [
    { title: pageTitle(title) },
    ...(description ? [{ name: 'description', content: description }] : []),
    { name: 'robots', content: 'noindex' },
  ];
}
