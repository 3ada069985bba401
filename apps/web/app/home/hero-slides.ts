import type { CarouselSlide } from '@coaz/content-data';
import type { HeroSlide } from '@coaz/ui-kit';
import { imageSource } from '../images/site-image-url';

// A picture with no focal point is cropped round its middle, as the browser does by default and
// as an editor's upload without one is (Picture's focus defaults to 50, 50).
const MIDDLE = { x: 50, y: 50 };

/**
 * The landing page's slides as the hero carousel takes them. Each picture is positioned on its
 * focal point (`object-position`, the way an editor's focal point positions an upload), so a phone,
 * which shows about a third of the wide picture, shows the subject rather than half of it. The
 * pictures are decorative: the slide's text says what it is about.
 */
export function heroSlides(slides: readonly CarouselSlide[]): HeroSlide[] {
  return slides.map((slide) => {
    const focus = slide.focus ?? MIDDLE;
    return {
      id: slide.image.src,
      image: { ...imageSource(slide.image, ''), objectPosition: `${focus.x}% ${focus.y}%` },
      eyebrow: slide.smallText,
      heading: slide.largeText,
      action: { label: slide.buttonLabel, href: slide.link },
    };
  });
}
