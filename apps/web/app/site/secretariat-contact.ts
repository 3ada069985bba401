/**
 * Where a page sends a reader to ask the secretariat: the home page's contact band, which shows
 * the telephone, e-mail, address and hours from the site settings, so a link never goes stale
 * when an editor changes them.
 */
export const SECRETARIAT_CONTACT_PATH = '/home#contact-heading';
