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

/** The landing page slides, in display order. */
export const carouselSlides: readonly CarouselSlide[] = [
  {
    image: slideImage(
      'care-in-every-district',
      'A health centre under a wide sky with green hills',
    ),
    smallText: 'Clinical Officers Association of Zambia',
    largeText: 'Care in every district, from every clinical officer',
    buttonLabel: 'About the association',
    link: '/about',
  },
  {
    image: slideImage(
      'join-the-association',
      'Many hands raised together in front of the association badge',
    ),
    smallText: 'Membership',
    largeText: 'One voice for clinical officers and mid-level practitioners',
    buttonLabel: 'Become a member',
    link: '/membership/full_membership',
  },
  {
    image: slideImage('learning-and-cpd', 'An open book with a stethoscope and a rising line'),
    smallText: 'Learning and CPD',
    largeText: 'Keep learning, keep your licence, keep your patients safe',
    buttonLabel: 'Find CPD',
    link: '/cpd',
  },
  {
    image: slideImage('ask-the-constitution', 'A speech bubble over a bound constitution'),
    smallText: 'Know your constitution',
    largeText: 'Your rights and duties as a member, in plain words',
    buttonLabel: 'Read the extracts',
    link: '/readmore',
  },
];
