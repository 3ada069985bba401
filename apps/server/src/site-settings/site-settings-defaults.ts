import {
  CONTACT_ADDRESS,
  CONTACT_EMAIL,
  CONTACT_PHONE,
  carouselSlides,
  landingSections,
  WORK_HOURS,
} from '@coaz/content-data';
import { SLIDE_SLOTS } from './site-settings-fields';

/**
 * The settings before any editor saved them: content-data's contact details, success story and
 * carousel, so a fresh install shows what the site always showed. Content-data's pictures are
 * drawings shipped with the web app, not uploads, so the pictures are `null` and the pages show
 * those drawings.
 */
export function defaultSiteSettings(): Record<string, unknown> {
  const story = landingSections.successStory;
  const settings: Record<string, unknown> = {
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
  };
  for (const slot of SLIDE_SLOTS) {
    const slide = carouselSlides[slot - 1];
    settings[`slide${slot}SmallText`] = slide?.smallText ?? null;
    settings[`slide${slot}Headline`] = slide?.largeText ?? null;
    settings[`slide${slot}ButtonLabel`] = slide?.buttonLabel ?? null;
    settings[`slide${slot}Link`] = slide?.link ?? null;
    settings[`slide${slot}Picture`] = null;
  }
  return settings;
}
