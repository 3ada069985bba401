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

/** A telephone number as a `tel:` link dials it: without spaces. */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
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
