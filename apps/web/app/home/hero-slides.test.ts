import { type CarouselSlide, carouselSlides } from '@coaz/content-data';
import { describe, expect, it } from 'vitest';
import { heroSlides } from './hero-slides';

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
