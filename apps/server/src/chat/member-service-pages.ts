import type { SitePage } from '@coaz/constitution-qa';

/**
 * The web app's own pages that content-data's search documents leave out, said in the words the
 * people who need them use, so Search mode offers them: the membership check (`/verify`), where
 * an employer confirms that a clinical officer is a member in good standing, and the member login
 * (`/login`), behind which members pay and renew their subscription. Without them "verify a
 * member" and "good standing" led to constitution Articles and "how do i pay subs" to the
 * membership types, with no page where it is done. Written here, not in content-data, because
 * the site search reaches these pages its own way (a membership number leads to its check).
 */
export const memberServicePages: readonly SitePage[] = [
  {
    title: 'Verify a membership in good standing',
    route: '/verify',
    headings: ['Membership verification', 'In good standing until', 'Not in good standing'],
    text: [
      'Verify a member’s good standing: employers and the public check whether a clinical officer is a member of the association in good standing, by the membership number on the membership card (COAZ- and six digits).',
      'The membership check answers with the member’s name, membership type and category, and the date until which the membership is in good standing.',
      'A member who has not paid the annual subscription is shown as not in good standing.',
    ].join('\n'),
  },
  {
    title: 'Member login',
    route: '/login',
    headings: ['Pay your subscription', 'Your membership'],
    text: [
      'Members log in to pay the annual subscription (membership fee) by mobile money and to renew their membership.',
      'After logging in, a member sees whether the membership is in good standing, downloads receipts and the membership card, and keeps their details up to date.',
      'Forgot your password? Reset it from the login page.',
    ].join('\n'),
  },
];
