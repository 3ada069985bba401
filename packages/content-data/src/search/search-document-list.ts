import { getSearchDocuments, type SearchDocument } from './search-documents';

/**
 * Every page of the site as search documents, built when `@coaz/content-data/search` loads
 * (the same array as {@link getSearchDocuments}). Marked pure: a bundler drops it when unused.
 */
export const searchDocuments: readonly SearchDocument[] = /* @__PURE__ */ getSearchDocuments();
