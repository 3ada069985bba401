import { describe, expect, it } from 'vitest';
import { CONTACT_ADDRESS, CONTACT_EMAIL, CONTACT_PHONE } from '../association/contact-details';
import { carouselDrawings, carouselSlides } from '../carousel/carousel-slides';
import { cpdSections } from '../cpd/cpd-sections';
import { developmentPage } from '../development/development-page';
import { landingSections } from './landing-sections';

const ROUTE = /^\/[a-z_/]*$/;

describe('landingSections', () => {
  it('fills the main features, success story, benefits and contact banner', () => {
    const { mainFeatures, successStory, benefits, contactBanner } = landingSections;
    // What the association does, in the site's British spelling; not a business template's
    // "Marketing Strategy", "Risk Analysis" or "Capital Market".
    expect(mainFeatures.features.map((feature) => feature.title)).toEqual([
      'Organisation',
      'Advocacy',
      'Learning and CPD',
      'Member benefits',
    ]);
    for (const feature of mainFeatures.features) {
      expect(feature.title.trim()).not.toBe('');
      expect(feature.text.trim()).not.toBe('');
      expect(feature.link).toMatch(ROUTE);
    }
    expect(successStory.paragraphs.length).toBeGreaterThan(0);
    expect(benefits.points.length).toBeGreaterThan(0);
    expect(contactBanner).toMatchObject({
      phone: CONTACT_PHONE,
      email: CONTACT_EMAIL,
      address: CONTACT_ADDRESS,
      hours: 'Monday to Friday, 08:00 - 17:00',
    });
  });
});

describe('carouselSlides', () => {
  it('welcomes visitors, then speaks for clinical officers, each slide inviting them to join', () => {
    expect(carouselSlides.map((slide) => slide.smallText)).toEqual([
      'Welcome to',
      'We are your voice',
    ]);
    for (const slide of carouselSlides) {
      expect(slide.buttonLabel).toBe('Join us');
      // Joining is one place: choose the membership there, then apply.
      expect(slide.link).toBe('/join');
    }
  });

  it('gives every slide its texts and a route to open', () => {
    for (const slide of carouselSlides) {
      for (const text of [slide.smallText, slide.largeText, slide.buttonLabel])
        expect(text.trim()).not.toBe('');
      expect(slide.link).toMatch(ROUTE);
    }
  });
});

describe('carouselDrawings', () => {
  it('gives each of the three slots of the site settings a drawing of its own', () => {
    expect(carouselDrawings).toHaveLength(3);
    const files = carouselDrawings.map((drawing) => drawing.image.src);
    expect(new Set(files).size).toBe(3);
    expect(files.slice(0, 2)).toEqual(carouselSlides.map((slide) => slide.image.src));
  });
});

describe('development and CPD pages', () => {
  it('have sections with text', () => {
    for (const section of [...developmentPage.sections, ...cpdSections]) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.paragraphs.every((paragraph) => paragraph.trim().length > 10)).toBe(true);
    }
    expect(developmentPage.sections.length).toBeGreaterThan(0);
    expect(cpdSections.length).toBeGreaterThan(0);
  });
});
