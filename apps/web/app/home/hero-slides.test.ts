import { type CarouselSlide, carouselDrawings, carouselSlides } from '@coaz/content-data';
import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../site/site-settings';
import { heroSlides, heroSlidesFromSettings } from './hero-slides';

const slide = (focus?: CarouselSlide['focus']): CarouselSlide => ({
  image: carouselSlides[0]?.image ?? { src: '', alt: '', width: 1, height: 1 },
  smallText: 'Welcome to',
  largeText: 'the association',
  buttonLabel: 'Join us',
  link: '/join',
  focus,
});

describe('heroSlides', () => {
  it('positions each picture on its focal point, and on its middle when it has none', () => {
    const [focused, plain] = heroSlides([slide({ x: 72, y: 40 }), slide()]);
    expect(focused?.image.objectPosition).toBe('72% 40%');
    expect(plain?.image.objectPosition).toBe('50% 50%');
    expect(focused?.image.alt).toBe('');
    expect(focused?.action).toEqual({ label: 'Join us', href: '/join' });
  });

  it('gives every slide the site ships a focal point off the middle, where its subject stands', () => {
    for (const shipped of carouselSlides) {
      expect(shipped.focus?.x).toBeGreaterThan(60);
    }
  });
});

describe('heroSlidesFromSettings', () => {
  it("shows the filled-in slots in order, each with the editor's picture or the shipped drawing", () => {
    const settings = {
      ...defaultSiteSettings(),
      slide2Headline: null,
      slide3Headline: 'Third',
      slide3ButtonLabel: 'Go',
      slide3Link: '/news',
      slide1Picture: {
        url: '/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e-1280.webp',
        alt: 'ignored: the slide text says it',
        focusX: 10,
        focusY: 90,
      },
    };
    const [first, third, ...rest] = heroSlidesFromSettings(settings);
    expect(rest).toEqual([]);
    expect(first?.image.srcSet).toContain('-640.webp 640w');
    expect(first?.image.objectPosition).toBe('10% 90%');
    expect(first?.image.alt).toBe('');
    expect(third?.heading).toBe('Third');
    expect(third?.action).toEqual({ label: 'Go', href: '/news' });
  });

  it('gives every slot without an upload its own drawing, so no picture comes round twice', () => {
    const slides = heroSlidesFromSettings({
      ...defaultSiteSettings(),
      slide3Headline: 'Third',
      slide3ButtonLabel: 'Go',
      slide3Link: '/news',
    });
    expect(slides).toHaveLength(3);
    expect(new Set(slides.map((slide) => slide.image.src)).size).toBe(3);
    // The third slot's drawing is placed on its subject, as the shipped slides' are.
    expect(slides[2]?.image.objectPosition).toBe(
      `${carouselDrawings[2]?.focus?.x}% ${carouselDrawings[2]?.focus?.y}%`,
    );
  });
});
