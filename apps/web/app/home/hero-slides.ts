import { type CarouselSlide, carouselDrawings, type SiteImage } from '@coaz/content-data';
import type { HeroSlide, ImageSource } from '@coaz/ui-kit';
import { pictureImage } from '../content/picture-image';
import { imageSource } from '../images/site-image-url';
import { type SiteSettings, SLIDE_SLOTS } from '../site/site-settings';

// A picture with no focal point is cropped round its middle, as the browser does by default and
// as an editor's upload without one is (Picture's focus defaults to 50, 50).
const MIDDLE = { x: 50, y: 50 };

/** A shipped drawing placed on its focal point, decorative (the slide's text says what it is about). */
function drawingImage(image: SiteImage, focus: CarouselSlide['focus'] = MIDDLE): ImageSource {
  return { ...imageSource(image, ''), objectPosition: `${focus.x}% ${focus.y}%` };
}

/**
 * The landing page's slides as the hero carousel takes them. Each picture is positioned on its
 * focal point (`object-position`, the way an editor's focal point positions an upload), so a phone,
 * which shows about a third of the wide picture, shows the subject rather than half of it. The
 * pictures are decorative: the slide's text says what it is about.
 */
export function heroSlides(slides: readonly CarouselSlide[]): HeroSlide[] {
  return slides.map((slide) => {
    return {
      id: slide.image.src,
      image: drawingImage(slide.image, slide.focus),
      eyebrow: slide.smallText,
      heading: slide.largeText,
      action: { label: slide.buttonLabel, href: slide.link },
    };
  });
}

/** The carousel's box: the shipped drawings' size, which an upload is cropped to. */
const SLIDE_BOX = { width: 1600, height: 640, sizes: '100vw' };

/**
 * The carousel as editors keep it in the site settings: each slot with a headline, in order. A
 * slot without an uploaded picture shows the drawing the site ships for that slot
 * (`carouselDrawings`), never another slot's: a visitor who saw the same picture come round
 * again would take the carousel for stuck.
 */
export function heroSlidesFromSettings(settings: SiteSettings): HeroSlide[] {
  return SLIDE_SLOTS.flatMap((slot) => {
    const headline = settings[`slide${slot}Headline`];
    if (!headline) return [];
    const picture = settings[`slide${slot}Picture`];
    const drawing = carouselDrawings[slot - 1];
    const image = picture
      ? pictureImage(picture, SLIDE_BOX, '')
      : drawing && drawingImage(drawing.image, drawing.focus);
    if (!image) return [];
    return [
      {
        id: `slide-${slot}`,
        image,
        eyebrow: settings[`slide${slot}SmallText`] ?? '',
        heading: headline,
        action: {
          label: settings[`slide${slot}ButtonLabel`] ?? '',
          href: settings[`slide${slot}Link`] ?? '/',
        },
      },
    ];
  });
}
