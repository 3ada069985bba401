import { CONTACT_CITY } from '../association/contact-details';
import type { SearchDocument } from './search-documents';

/**
 * Where the site's searches send someone asking how to reach the association: the home page's
 * contact band (`/home#contact-heading`), which shows the telephone number, email address,
 * address and hours the editors keep in the site settings. The values themselves are not here,
 * since an editor changes them without a rebuild; the ways people ask for them are ("office
 * hours", "phone number", "where are your offices"), which the home page's own document, a page
 * about the association's work, barely says.
 */
export const secretariatContactDocument: SearchDocument = {
  title: 'Contact the secretariat',
  route: '/home#contact-heading',
  headings: [
    'Call: telephone number',
    'Write: email address',
    'Visit: office address',
    'Office hours and opening times',
  ],
  text: [
    `How to contact the association (COAZ) and get in touch with its secretariat, the office in ${CONTACT_CITY} that answers members, employers, the public and the press.`,
    'The contact details on the home page give the telephone number to call, the email address to write to, the street address of the office, and the office hours: the working days and opening times of the office.',
    'Sending letters or documents by post? The site publishes no postal box or delivery details, only the street address of the office: ask the secretariat where post reaches it.',
    'Ask the secretariat about membership, subscriptions, your membership card, an event or a document.',
  ].join('\n'),
};
