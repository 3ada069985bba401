import {
  CONTACT_ADDRESS,
  CONTACT_EMAIL,
  CONTACT_PHONE,
  WORK_HOURS,
} from '../association/contact-details';
import { carouselSlides } from '../carousel/carousel-slides';
import { landingSections } from '../landing/landing-sections';

/** The carousel's slots in the site settings: slide 1 always shows, 2 and 3 when filled in. */
export type SiteSettingsSlideSlot = 1 | 2 | 3;

/** One carousel slot's fields; pictures start empty, since the shipped drawings are not uploads. */
type SlideDefaults<N extends SiteSettingsSlideSlot> = {
  [K in `slide${N}SmallText` | `slide${N}Headline` | `slide${N}ButtonLabel` | `slide${N}Link`]:
    | string
    | null;
} & { [K in `slide${N}Picture`]: null };

/**
 * The site settings before any editor saved them, flat as the settings API answers them: contact
 * details, office hours, the home page's success story and its carousel.
 */
export type SiteSettingsDefaults = {
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
  storyPicture: null;
} & SlideDefaults<1> &
  SlideDefaults<2> &
  SlideDefaults<3>;

/**
 * The site settings' first values, built from this package's contact details, success story and
 * carousel, so the server (before any save) and a page rendered without the server agree. The
 * pictures are `null`: this package's pictures are drawings shipped with the web app, not uploads,
 * and the pages show those drawings when no picture was chosen. A new object on every call.
 */
export function siteSettingsDefaults(): SiteSettingsDefaults {
  const story = landingSections.successStory;
  const slide = <N extends SiteSettingsSlideSlot>(slot: N) => {
    const shipped = carouselSlides[slot - 1];
    return {
      [`slide${slot}SmallText`]: shipped?.smallText ?? null,
      [`slide${slot}Headline`]: shipped?.largeText ?? null,
      [`slide${slot}ButtonLabel`]: shipped?.buttonLabel ?? null,
      [`slide${slot}Link`]: shipped?.link ?? null,
      [`slide${slot}Picture`]: null,
    } as SlideDefaults<N>;
  };
  return {
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
    ...slide(1),
    ...slide(2),
    ...slide(3),
  };
}
