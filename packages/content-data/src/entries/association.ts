// `@coaz/content-data/association`: the association's name, contact details and site constants.
export { ASSOCIATION_NAME, ASSOCIATION_SHORT_NAME, pageTitle } from '../association/association';
export {
  CONTACT_ADDRESS,
  CONTACT_CITY,
  CONTACT_EMAIL,
  CONTACT_PHONE,
  COPYRIGHT_YEAR,
  copyrightYear,
  WORK_HOURS,
  type WorkHours,
} from '../association/contact-details';
export {
  CAROUSEL_TIMING,
  CHAT_LIMITS,
  PARTNER_GRID,
  PARTNERS_FIGURE,
  RELATED_NEWS_ROTATION,
} from '../constants/site-constants';
