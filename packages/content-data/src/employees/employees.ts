import type { SiteImage } from '../site-image/site-image';

/**
 * A post in the association's secretariat. The site lists posts, not private individuals:
 * where the holder's name is not published, `name` is absent and pages show the position alone.
 */
export interface Employee {
  /** The holder's name, when published; absent means "show the position alone". */
  name?: string;
  /** The post, e.g. "Legal Advisor". */
  position: string;
  /** The office the post belongs to, as the constitution sets up the secretariat. */
  office: string;
  /** Photograph, or a drawing of the post's work. */
  image: SiteImage;
}

function postImage(file: string, alt: string): SiteImage {
  return { src: `staff/${file}.svg`, alt, width: 400, height: 400 };
}

/** The secretariat's posts, listed on /organisation/administration/employees. */
export const employees: readonly Employee[] = [
  {
    position: 'Head of Secretariat',
    office: 'Office of the Secretary General',
    image: postImage(
      'head-of-secretariat',
      'Drawing of a desk with a diary and the association badge',
    ),
  },
  {
    position: 'Personal Assistant to the President',
    office: 'Office of the President',
    image: postImage('personal-assistant', 'Drawing of a calendar page beside a telephone'),
  },
  {
    position: 'Legal Advisor',
    office: 'Office of the Legal Advisor',
    image: postImage('legal-advisor', 'Drawing of a balance scale over an open book'),
  },
  {
    position: 'Finance and Administration Manager',
    office: 'Finance and Administration Office',
    image: postImage('finance-manager', 'Drawing of a ledger with a bar chart'),
  },
  {
    position: 'Accounts Assistant',
    office: 'Finance and Administration Office',
    image: postImage('accounts-assistant', 'Drawing of a calculator and receipts'),
  },
  {
    position: 'Membership and Records Officer',
    office: 'Office of the Secretary General',
    image: postImage('membership-officer', 'Drawing of membership cards in a file box'),
  },
  {
    position: 'Communications and Publicity Officer',
    office: 'Office of the Secretary General',
    image: postImage('communications-officer', 'Drawing of a megaphone and a newsletter'),
  },
  {
    position: 'CPD and Training Coordinator',
    office: 'Office of the National Secretary - Professional Welfare, Training and Development',
    image: postImage('cpd-coordinator', 'Drawing of a graduation cap on a stack of books'),
  },
  {
    position: 'Office Assistant',
    office: 'Finance and Administration Office',
    image: postImage('office-assistant', 'Drawing of a folder tray and envelopes'),
  },
];
