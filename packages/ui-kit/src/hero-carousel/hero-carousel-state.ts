/** The hero carousel's timing, exactly as the design specifies it. */
export const HERO_CAROUSEL_TIMING = {
  /** One step every half second. */
  tickMs: 500,
  /** Steps 0 to 20: a slide stays 21 steps, 10.5 s. */
  steps: 21,
  /** The next slide is mounted (and its image starts loading) at this step. */
  prepareStep: 2,
  /** The current slide fades out and the next one expands at this step. */
  transitionStep: 20,
  /** Fade-out of the leaving slide. */
  fadeOutMs: 800,
  /** Growth of the entering slide from its inset to full size. */
  expandMs: 1000,
  /** How far the waiting slide is inset on every side before it expands. */
  insetPx: 16,
} as const;

/** Where the carousel is: the slide shown, the step within it, and the slides around it. */
export interface HeroCarouselState {
  /** How many slides there are; fixed for the life of the state. */
  slideCount: number;
  /** The slide people are looking at (its dot is highlighted). */
  index: number;
  /** 0 to 20; advances once per tick. */
  step: number;
  /** The slide prepared underneath, from step 2 until it takes over. */
  next: number | null;
  /** The slide that just left, kept until it has faded out (the first two steps). */
  previous: number | null;
}

/**
 * What moves the carousel: the 500 ms tick, a dot chosen by the visitor, or a new set of slides
 * (which starts again from the first).
 */
export type HeroCarouselAction =
  | { type: 'tick' }
  | { type: 'go-to'; index: number }
  | { type: 'slides-changed'; slideCount: number };

/** How a mounted slide is drawn. */
export type HeroSlideRole = 'current' | 'prepared' | 'entering' | 'leaving';

/** The state of a carousel of `slideCount` slides before its first tick. */
export function initialHeroCarouselState(slideCount: number): HeroCarouselState {
  return { slideCount, index: 0, step: 0, next: null, previous: null };
}

/**
 * The carousel's step logic as a pure reducer. Each tick counts a step; at step 2 the next slide is
 * prepared (the one before it is dropped); at step 20 the transition runs; the tick after step 20
 * makes the next slide current, wrapping after the last. With fewer than two slides nothing moves.
 */
export function heroCarouselReducer(
  state: HeroCarouselState,
  action: HeroCarouselAction,
): HeroCarouselState {
  if (action.type === 'slides-changed') {
    return action.slideCount === state.slideCount
      ? state
      : initialHeroCarouselState(action.slideCount);
  }
  const { slideCount } = state;
  if (action.type === 'go-to') {
    if (action.index < 0 || action.index >= slideCount) return state;
    return { slideCount, index: action.index, step: 0, next: null, previous: null };
  }
  if (slideCount < 2) return state;
  const { transitionStep, prepareStep } = HERO_CAROUSEL_TIMING;
  if (state.step >= transitionStep) {
    const index = state.next ?? (state.index + 1) % slideCount;
    return { slideCount, index, step: 0, next: null, previous: state.index };
  }
  const step = state.step + 1;
  if (step === prepareStep) {
    return { ...state, step, next: (state.index + 1) % slideCount, previous: null };
  }
  return { ...state, step };
}

/**
 * Which slides are mounted and how each is drawn, in slide order (so each keeps its element and its
 * CSS transition runs).
 */
export function heroSlideRoles(
  state: HeroCarouselState,
): Array<{ index: number; role: HeroSlideRole }> {
  const roles = new Map<number, HeroSlideRole>();
  const transitioning = state.step === HERO_CAROUSEL_TIMING.transitionStep && state.next !== null;
  if (state.previous !== null) roles.set(state.previous, 'leaving');
  if (state.next !== null) roles.set(state.next, transitioning ? 'entering' : 'prepared');
  roles.set(state.index, transitioning ? 'leaving' : 'current');
  return Array.from(roles, ([index, role]) => ({ index, role })).sort((a, b) => a.index - b.index);
}
