import {
  type SiteSettingsDefaults,
  type SiteSettingsSlideSlot,
  siteSettingsDefaults,
} from '@coaz/content-data';
import { formatRange } from '../dates/format-date';
import type { Picture } from '../render/content-types';

/** The carousel's slide slots; slide 1 always shows, 2 and 3 when the editors filled them in. */
export const SLIDE_SLOTS = [1, 2, 3] as const;

/** The settings' pictures: empty in content-data's first values, an editor's upload once chosen. */
type PictureField = 'storyPicture' | `slide${SiteSettingsSlideSlot}Picture`;

/**
 * What editors keep of the site beyond its collections (`GET /api/site-settings`): the
 * secretariat's contact details and office hours, shown in every page's header and footer and in
 * the home page's contact strip, and the home page's success story and carousel. The fields are
 * content-data's first values' (`SiteSettingsDefaults`), with pictures that may be uploads.
 */
export type SiteSettings = {
  /** 0 until an editor first saves them. */
  version: number;
  updatedAt: string | null;
} & Omit<SiteSettingsDefaults, PictureField> & { [K in PictureField]: Picture | null };

/**
 * The settings the site ships with (content-data's), as the server answers them before any editor
 * saves: what a prerendered page shows, and a page rendered without the server.
 */
export function defaultSiteSettings(): SiteSettings {
  return { version: 0, updatedAt: null, ...siteSettingsDefaults() };
}

/**
 * A telephone number as a `tel:` link dials it, without spaces; undefined for anything but digits
 * and spaces after an optional `+` (the server's own rule), which the page then shows as text
 * only. A `tel:` link reads `;` and `?` as the start of parameters, so a value saved before the
 * server checked it, or changed in the database, can never dial more than the number shown.
 * @example telephoneHref('+260 211 255 255') // 'tel:+260211255255'
 */
export function telephoneHref(phone: string): string | undefined {
  const digits = phone.replace(/\s+/g, '');
  return /^\+?[0-9]{7,15}$/.test(digits) ? `tel:${digits}` : undefined;
}

/**
 * An e-mail address as a `mailto:` link, or undefined for anything but one plain address (one
 * `@`; letters, digits and `. _ + ' -` before it; dot-separated labels of letters, digits and
 * hyphens after it), which the page then shows as text only. A `mailto:` link reads `?` and `&`
 * as headers and `%` as an escape: `info@coaz.org?bcc=spy%40evil.example` copied a stranger on
 * every message. The server refuses such an address (`isPlainEmailAddress`); this keeps one saved
 * before it did harmless.
 * @example mailtoHref('info@coaz.org') // 'mailto:info@coaz.org'
 */
export function mailtoHref(email: string): string | undefined {
  const plain =
    /^[A-Za-z0-9_+'-]+(?:\.[A-Za-z0-9_+'-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
  return plain.test(email) ? `mailto:${email}` : undefined;
}

/** A contact line for the header's bar and the footer: linked only where `href` is one. */
export function contactEntry(
  label: string,
  href: string | undefined,
): { label: string; href?: string } {
  return href === undefined ? { label } : { label, href };
}

/**
 * The office's opening and closing times as a range: "08:00 – 17:00", written as every range on
 * the site is (`formatRange`). The footer and the home page's contact strip both use it, so a page
 * never shows the same hours two ways.
 */
export function officeHoursRange(settings: SiteSettings): string {
  return formatRange(settings.officeOpens, settings.officeCloses);
}

/** The office hours as one line: "Monday to Friday, 08:00 – 17:00". */
export function officeHoursLine(settings: SiteSettings): string {
  return `${settings.officeDays}, ${officeHoursRange(settings)}`;
}
