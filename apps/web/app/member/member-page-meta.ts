import { pageTitle } from '@coaz/content-data';
import type { MetaDescriptor } from 'react-router';

/** The `meta` of a member page: its title, and kept out of search engines (it is personal). */
export function memberPageMeta(title: string): MetaDescriptor[] {
  return [{ title: pageTitle(title) }, { name: 'robots', content: 'noindex' }];
}
