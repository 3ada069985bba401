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
    smallText: 'We are your voice',
    largeText: 'Advocating for all clinical officers, in every district and every facility',
    buttonLabel: 'Join us',
    link: '/join',
  },
];
