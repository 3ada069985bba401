import type { SearchDocument } from './search-documents';

/**
 * Pages of the member platform that the site's pages (`searchDocuments`) leave out, said in the
 * words the people who need them use: the membership check (`/verify`), where an employer
 * confirms that a clinical officer is a member in good standing, and the member login
 * (`/login`), behind which members pay and renew their subscription. Without them "verify a
 * member" and "good standing" found constitution Articles, and "how do i pay subs" the membership
 * types with no page where it is done. The web app's site search and the server's Search mode
 * both offer them, from this one wording.
 */
export const membershipCheckDocument: SearchDocument = {
  // Named as the page, its form, the footer and every link name it (4cbae33); the text keeps
  // "verify", the word an employer searching for it types.
  title: 'Check a membership',
  route: '/verify',
  headings: ['What the answer means', 'In good standing until', 'Not in good standing'],
  text: [
    'Check a membership: verify a member’s good standing: employers and the public check whether a clinical officer is a member of the association in good standing, by the membership number on the membership card (COAZ- and six digits, such as COAZ-000123).',
    'The membership check answers with the member’s name, membership type and category, and the date until which the membership is in good standing.',
    'A member who has not paid the annual subscription is shown as not in good standing.',
  ].join('\n'),
};

/** The member login: see {@link membershipCheckDocument}. */
export const memberLoginDocument: SearchDocument = {
  title: 'Log in to pay your subscription',
  route: '/login',
  headings: ['Pay your subscription', 'Renew your membership', 'Membership card and receipts'],
  text: [
    'Members log in to pay the annual subscription (membership fee) by mobile money (MTN MoMo, Airtel Money or Zamtel Kwacha) and to renew their membership.',
    'After logging in, a member sees whether the membership is in good standing, downloads receipts and the membership card, and keeps their details up to date.',
    'Forgot your password? Reset it from the login page.',
  ].join('\n'),
};

/** Both, in the order the searches offer them. */
export const memberPlatformDocuments: readonly SearchDocument[] = [
  membershipCheckDocument,
  memberLoginDocument,
];
