/** The association's registered name, as it appears in titles and headings. */
export const ASSOCIATION_NAME = 'Clinical Officers Association of Zambia';

/** The short name members and partners use. */
export const ASSOCIATION_SHORT_NAME = 'COAZ';

/**
 * A page title in the site's house style: the page's own name, then the association's.
 *
 * @example pageTitle('About') // 'About | Clinical Officers Association of Zambia'
 */
export function pageTitle(page?: string): string {
  const name = page?.trim();
  return name ? `${name} | ${ASSOCIATION_NAME}` : ASSOCIATION_NAME;
}
