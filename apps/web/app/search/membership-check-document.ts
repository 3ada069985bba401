import type { SearchDocument } from '@coaz/content-data/search';

/**
 * The membership check (`/verify`), which the site's pages (from content-data) do not include
 * since it is a page of the member platform: an employer searching "verify" or "check a member"
 * finds it. Its words are the page's own.
 */
export const membershipCheckDocument: SearchDocument = {
  title: 'Check a membership',
  route: '/verify',
  headings: ['Verify a membership number', 'What the answer means'],
  text: [
    'Employers and the public: check that a clinical officer’s COAZ membership is in good standing today, from the number on their membership card.',
    'Verify a member: type the membership number, COAZ- followed by six digits, such as COAZ-000123.',
    'The answer shows whether the member is in good standing, with the name, membership type and category.',
  ].join('\n'),
};
