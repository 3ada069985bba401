import type { SiteImage } from '../site-image/site-image';

/** A slide of the landing page carousel. */
export interface CarouselSlide {
  /** Background picture. */
  image: SiteImage;
  /** Line above the headline. */
  smallText: string;
  /** The headline. */
  largeText: string;
  /** Label of the slide's button. */
  buttonLabel: string;
  /** Route the button opens. */
  link: string;
  /**
   * Where the picture's subject is, in percent of its width and height, as editors set a focal
   * point on an upload: a narrow screen crops the wide picture round this point (CSS
   * `object-position`) instead of its middle. @default { x: 50, y: 50 }
   */
  focus?: { x: number; y: number };
}

function slideImage(file: string, alt: string): SiteImage {
  return { src: `carousel/${file}.svg`, alt, width: 1600, height: 640 };
}

/**
 * The landing page slides, in display order: the welcome and the association's promise to speak
 * for every clinical officer. Both invite the visitor to join.
 */
export const carouselSlides: readonly CarouselSlide[] = [
  {
    image: slideImage(
      'care-in-every-district',
      'A health centre under a wide sky with green hills',
    ),
    // The health centre stands right of the middle.
    focus: { x: 78, y: 50 },
    smallText: 'Welcome to',
    largeText: 'the Clinical Officers Association of Zambia',
    buttonLabel: 'Join us',
    link: '/join',
  },
  {
    image: slideImage(
      'join-the-association',
      'Many hands raised together in front of the association badge',
    ),
    // The badge and the raised hands are right of the middle.
    focus: { x: 70, y: 50 },
    smallText: 'We are your voice',
    largeText: 'Advocating for all clinical officers, in every district and every facility',
    buttonLabel: 'Join us',
    link: '/join',
  },
];

/** A drawing the carousel shows, with where its subject stands. */
export type CarouselDrawing = Pick<CarouselSlide, 'image' | 'focus'>;

/**
 * One drawing for each carousel slot of the site settings (slides 1 to 3), shown while editors
 * have uploaded no picture for that slot: the shipped slides' own, then one for a third slide.
 * Each slot has its own, since a slide repeating another's picture looks like a carousel that
 * did not move.
 */
export const carouselDrawings: readonly CarouselDrawing[] = [
  ...carouselSlides.map(({ image, focus }) => ({ image, focus })),
  {
    image: slideImage(
      'members-talking-together',
      'Members talking together round a table under a speech bubble',
    ),
    // The table and the speech bubble stand right of the middle.
    focus: { x: 72, y: 50 },
  },
];
