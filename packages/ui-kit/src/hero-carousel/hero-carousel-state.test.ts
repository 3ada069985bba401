import { describe, expect, it } from 'vitest';
import {
  HERO_CAROUSEL_TIMING,
  type HeroCarouselState,
  heroCarouselReducer,
  heroSlideRoles,
  initialHeroCarouselState,
} from './hero-carousel-state';

const tick = (state: HeroCarouselState, times = 1) => {
  let current = state;
  for (let count = 0; count < times; count += 1) {
    current = heroCarouselReducer(current, { type: 'tick' });
  }
  return current;
};

describe('heroCarouselReducer', () => {
  it('counts 21 steps per slide, preparing the next at step 2 and advancing after step 20', () => {
    const start = initialHeroCarouselState(3);
    expect(tick(start, 1)).toMatchObject({ index: 0, step: 1, next: null });
    expect(tick(start, 2)).toMatchObject({ index: 0, step: 2, next: 1 });
    expect(tick(start, 20)).toMatchObject({ index: 0, step: 20, next: 1 });
    expect(tick(start, 21)).toMatchObject({ index: 1, step: 0, next: null, previous: 0 });
    expect(tick(start, 23)).toMatchObject({ index: 1, step: 2, next: 2, previous: null });
    expect(HERO_CAROUSEL_TIMING.steps * HERO_CAROUSEL_TIMING.tickMs).toBe(10_500);
  });

  it('wraps from the last slide to the first', () => {
    const start = initialHeroCarouselState(3);
    expect(tick(start, 42)).toMatchObject({ index: 2, step: 0 });
    expect(tick(start, 44)).toMatchObject({ index: 2, next: 0 });
    expect(tick(start, 63)).toMatchObject({ index: 0, step: 0, previous: 2 });
  });

  it('jumps to a chosen slide and starts counting again', () => {
    const midway = tick(initialHeroCarouselState(4), 10);
    const chosen = heroCarouselReducer(midway, { type: 'go-to', index: 3 });
    expect(chosen).toEqual({ slideCount: 4, index: 3, step: 0, next: null, previous: null });
    expect(heroCarouselReducer(chosen, { type: 'go-to', index: 9 })).toBe(chosen);
  });

  it('starts again from the first slide when the slides change', () => {
    const midway = tick(initialHeroCarouselState(3), 30);
    expect(heroCarouselReducer(midway, { type: 'slides-changed', slideCount: 5 })).toEqual(
      initialHeroCarouselState(5),
    );
  });

  it('stands still with a single slide', () => {
    const single = initialHeroCarouselState(1);
    expect(tick(single, 50)).toBe(single);
  });
});

describe('heroSlideRoles', () => {
  it('draws the current slide, the prepared one, the transition and the fading previous slide', () => {
    const start = initialHeroCarouselState(3);
    expect(heroSlideRoles(start)).toEqual([{ index: 0, role: 'current' }]);
    expect(heroSlideRoles(tick(start, 2))).toEqual([
      { index: 0, role: 'current' },
      { index: 1, role: 'prepared' },
    ]);
    expect(heroSlideRoles(tick(start, 20))).toEqual([
      { index: 0, role: 'leaving' },
      { index: 1, role: 'entering' },
    ]);
    expect(heroSlideRoles(tick(start, 21))).toEqual([
      { index: 0, role: 'leaving' },
      { index: 1, role: 'current' },
    ]);
    expect(heroSlideRoles(tick(start, 23))).toEqual([
      { index: 1, role: 'current' },
      { index: 2, role: 'prepared' },
    ]);
  });
});
