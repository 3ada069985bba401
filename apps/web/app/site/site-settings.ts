import {
  CONTACT_ADDRESS,
  CONTACT_EMAIL,
  CONTACT_PHONE,
  carouselSlides,
  landingSections,
  WORK_HOURS,
} from '@coaz/content-data';
import type { Picture } from '../render/content-types';

/** The carousel's slide slots; slide 1 always shows, 2 and 3 when the editors filled them in. */
export const SLIDE_SLOTS = [1, 2, 3] as const;

/** One slot of the carousel in the settings; every field but the picture is text. */
type SlideFields<N extends number> = {
  [K in `slide${N}SmallText` | `slide${N}Headline` | `slide${N}ButtonLabel` | `slide${N}Link`]:
    | string
    | null;
} & { [K in `slide${N}Picture`]: Picture | null };

/**
 * What editors keep of the site beyond its collections (`GET /api/site-settings`): the
 * secretariat's contact details and office hours, shown in every page's header and footer and in
 * the home page's contact strip, and the home page's success story and carousel.
 */
export type SiteSettings = {
  /** 0 until an editor first saves them. */
  version: number;
  updatedAt: string | null;
  contactPhone: string;
  contactEmail: string;
  contactAddress: string;
  officeDays: string;
  /** `HH:MM`, Central Africa Time. */
  officeOpens: string;
  officeCloses: string;
  storyHeading: string;
  storyParagraphs: string[];
  storyLinkLabel: string;
  storyLink: string;
  storyPicture: Picture | null;
} & SlideFields<1> &
  SlideFields<2> &
  SlideFields<3>;

/**
 * The settings the site ships with (content-data's), as the server answers them before any editor
 * saves: what a prerendered page shows, and a page rendered without the server.
 */
export function defaultSiteSettings(): SiteSettings {
  const story = landingSections.successStory;
  const slide = (index: number) => carouselSlides[index];
  const slot = (index: number) => ({
    smallText: slide(index)?.smallText ?? null,
    headline: slide(index)?.largeText ?? null,
    buttonLabel: slide(index)?.buttonLabel ?? null,
    link: slide(index)?.link ?? null,
  });
  const [one, two, three] = [slot(0), slot(1), slot(2)];
  return {
    version: 0,
    updatedAt: null,
    contactPhone: CONTACT_PHONE,
    contactEmail: CONTACT_EMAIL,
    contactAddress: CONTACT_ADDRESS,
    officeDays: WORK_HOURS.days,
    officeOpens: WORK_HOURS.opens,
    officeCloses: WORK_HOURS.closes,
    storyHeading: story.heading,
    storyParagraphs: [...story.paragraphs],
    storyLinkLabel: story.linkLabel,
    storyLink: story.link,
    storyPicture: null,
    slide1SmallText: one.smallText,
    slide1Headline: one.headline,
    slide1ButtonLabel: one.buttonLabel,
    slide1Link: one.link,
    slide1Picture: null,
    slide2SmallText: two.smallText,
    slide2Headline: two.headline,
    slide2ButtonLabel: two.buttonLabel,
    slide2Link: two.link,
    slide2Picture: null,
    slide3SmallText: three.smallText,
    slide3Headline: three.headline,
    slide3ButtonLabel: three.buttonLabel,
    slide3Link: three.link,
    slide3Picture: null,
  };
}

/** A telephone number as a `tel:` link dials it: without spaces. */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}

/** The office hours as one line: "Monday to Friday, 08:00 - 17:00". */
export function officeHoursLine(settings: SiteSettings): string {
  return `${settings.officeDays}, ${settings.officeOpens} - ${settings.officeCloses}`;
}
