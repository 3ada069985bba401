import type { SearchDocument } from '@coaz/content-data/search';

/**
 * The member login (`/login`), where a member pays or renews the subscription and finds the
 * membership card: pages of the member platform, which the site's pages (from content-data) do not
 * include, so "how do i pay subs" or "renew" found only the constitution's article on fees. Its
 * words are those of the login and payment pages.
 */
export const memberLoginDocument: SearchDocument = {
  title: 'Member login: pay your subscription',
  route: '/login',
  headings: ['Pay by mobile money', 'Renew your membership', 'Membership card and receipts'],
  text: [
    'Log in to the COAZ member portal: your membership card and receipts, your profile, and paying your annual subscription by mobile money.',
    'Pay with MTN MoMo, Airtel Money or Zamtel Kwacha. Approve the prompt on your phone.',
    'A membership that has lapsed is renewed the same way: log in and press Renew now.',
  ].join('\n'),
};
