import type { SearchDocument } from '@coaz/content-data/search';

/**
 * The constitution in full (`/constitution`), for the site search: its text is the server's, read
 * from the signed document, so content-data's pages leave it out, and a search for "constitution"
 * offered only the summary on /readmore and the pages that mention it, never the constitution
 * itself or its download.
 */
export const constitutionDocument: SearchDocument = {
  title: 'Constitution',
  route: '/constitution',
  headings: ['Download the constitution (PDF)', 'Contents of the constitution'],
  text: [
    'The constitution of the Clinical Officers Association of Zambia (the COAZ Constitution 2025) in full, Part by Part and Article by Article.',
    'Download the signed constitution as a PDF document to read or print.',
    'The constitution assistant answers questions about the constitution and cites its Articles; each citation opens the Article on this page.',
  ].join('\n'),
};
