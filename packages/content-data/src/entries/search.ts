// `@coaz/content-data/search`: every page as search documents. The only entry that builds
// something when it loads, which is why it stands apart from the root entry.

export {
  memberLoginDocument,
  memberPlatformDocuments,
  membershipCheckDocument,
} from '../search/member-platform-documents';
export { searchDocuments } from '../search/search-document-list';
export { getSearchDocuments, type SearchDocument } from '../search/search-documents';
export { SEARCH_SAME_MEANINGS, SEARCH_SYNONYMS } from '../search/search-synonyms';
export { secretariatContactDocument } from '../search/secretariat-contact-document';
