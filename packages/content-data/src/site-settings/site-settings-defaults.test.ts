import { describe, expect, it } from 'vitest';
import { CONTACT_PHONE } from '../association/contact-details';
import { carouselSlides } from '../carousel/carousel-slides';
import { siteSettingsDefaults } from './site-settings-defaults';

describe('siteSettingsDefaults', () => {
  it('fills each carousel slot from the shipped slides, pictures empty', () => {
    const defaults = siteSettingsDefaults();
    expect(defaults.contactPhone).toBe(CONTACT_PHONE);
    expect(defaults.slide1Headline).toBe(carouselSlides[0]?.largeText);
    expect(defaults.slide1Link).toBe(carouselSlides[0]?.link);
    expect(defaults.slide2SmallText).toBe(carouselSlides[1]?.smallText ?? null);
    expect(defaults.slide3ButtonLabel).toBe(carouselSlides[2]?.buttonLabel ?? null);
    expect([defaults.storyPicture, defaults.slide1Picture, defaults.slide3Picture]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('answers a new object each call, so a caller changing its paragraphs changes no other', () => {
    const first = siteSettingsDefaults();
    first.storyParagraphs.push('changed');
    expect(siteSettingsDefaults().storyParagraphs).not.toContain('changed');
  });
});
