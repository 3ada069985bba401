import { data } from 'react-router';

/**
 * What a loader throws when its address names no entry (`/categories/nope`): the site's 404 page
 * (root.tsx's error boundary, titled 'Page not found') with status 404, as for an address no route
 * matches, so a mistyped link is no page to a link checker or a search engine.
 * @example if (!category) throw pageNotFound();
 */
export function pageNotFound() {
  return data(null, { status: 404 });
}
