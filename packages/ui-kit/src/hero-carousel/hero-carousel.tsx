import { useEffect, useReducer, useRef, useState } from 'react';
import type { ImageSource } from '../image/image-source';
import { cx } from '../internal/class-names';
import { PlainLink } from '../internal/plain-link';
import { ResponsiveImage } from '../internal/responsive-image';
import { useRotationHandover } from '../internal/rotation-handover';
import { RotationToggle } from '../internal/rotation-toggle';
import { useHoverFocusPause } from '../internal/use-hover-focus-pause';
import { useInterval } from '../internal/use-interval';
import { useReducedMotion } from '../internal/use-reduced-motion';
import type { LinkComponent } from '../link/link-component';
import {
  HERO_CAROUSEL_TIMING,
  heroCarouselReducer,
  heroSlideRoles,
  initialHeroCarouselState,
} from './hero-carousel-state';

/** One slide of the hero: a full-bleed image with two lines of text and a call to action. */
export interface HeroSlide {
  /** Stable identity of the slide. */
  id: string;
  /** The picture behind the words, covering the slide. */
  image: ImageSource;
  /** The small line above the heading. */
  eyebrow: string;
  /** The large line. */
  heading: string;
  /** The call to action: the button's label and where it leads. */
  action: { label: string; href: string };
}

/** Props of {@link HeroCarousel}. */
export interface HeroCarouselProps {
  /**
   * The slides, in order; with one there are no dots and no pause button, with none nothing
   * renders.
   */
  slides: HeroSlide[];
  /** Accessible name of the carousel, e.g. 'Highlights'. */
  label: string;
  /**
   * Load the first slide's image eagerly: it is usually the largest thing on the page.
   * @default true
   */
  eagerFirstImage?: boolean;
  /**
   * Level of each slide's heading.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /**
   * Accessible name of the dot for a slide.
   * @default `Slide ${n}: ${heading}`
   */
  dotLabel?: (slide: HeroSlide, index: number) => string;
  /**
   * Says where a slide stands among the others.
   * @default `${n} of ${count}`
   */
  positionLabel?: (index: number, count: number) => string;
  /**
   * Accessible name of the button that stops the slideshow.
   * @default 'Pause slideshow'
   */
  pauseLabel?: string;
  /**
   * Accessible name of the button that starts it again.
   * @default 'Play slideshow'
   */
  playLabel?: string;
  /**
   * Link used for the slides' buttons.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/**
 * The 70vh slideshow at the top of the home page, with the specified timing (see
 * {@link HERO_CAROUSEL_TIMING}). Every slide is in the markup, but only the current and the next one
 * are displayed (the others are `display: none` with lazy images), so a phone downloads one image
 * ahead, not all of them. It holds still while hovered or focused and has a pause button
 * (WCAG 2.2.2); for people who ask for reduced motion it starts paused.
 *
 * The `data-rotation*` attributes let a page turn the slides before its JavaScript app has started
 * (the web app's `rotate-before-app.ts`); React takes over from where that left off.
 */
export function HeroCarousel({
  slides,
  label,
  eagerFirstImage = true,
  headingLevel = 2,
  dotLabel = (slide, index) => `Slide ${index + 1}: ${slide.heading}`,
  positionLabel = (index, count) => `${index + 1} of ${count}`,
  pauseLabel = 'Pause slideshow',
  playLabel = 'Play slideshow',
  linkComponent: Link = PlainLink,
  className,
}: HeroCarouselProps) {
  const [state, dispatch] = useReducer(
    heroCarouselReducer,
    slides.length,
    initialHeroCarouselState,
  );
  useEffect(() => {
    dispatch({ type: 'slides-changed', slideCount: slides.length });
  }, [slides.length]);
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<'playing' | 'paused' | null>(null);
  const paused = choice ? choice === 'paused' : reducedMotion;
  const { held, hold, handlers } = useHoverFocusPause();
  const running = slides.length > 1 && !paused && !held;
  const section = useRef<HTMLElement>(null);
  useRotationHandover(section, (handover) => {
    if (handover.index !== 0) dispatch({ type: 'go-to', index: handover.index });
    setChoice(handover.choice);
    hold(handover);
  });
  useInterval(() => dispatch({ type: 'tick' }), running ? HERO_CAROUSEL_TIMING.tickMs : null);

  if (slides.length === 0) return null;
  const roles = new Map(heroSlideRoles(state).map(({ index, role }) => [index, role]));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section
      ref={section}
      className={cx('coaz-hero', className)}
      aria-roledescription="carousel"
      aria-label={label}
      data-rotation="carousel"
      data-tick-ms={HERO_CAROUSEL_TIMING.tickMs}
      data-prepare-step={HERO_CAROUSEL_TIMING.prepareStep}
      data-transition-step={HERO_CAROUSEL_TIMING.transitionStep}
      {...handlers}
    >
      <div className="coaz-hero__slides" aria-live={running ? 'off' : 'polite'} data-rotation-live>
        {slides.map((slide, index) => {
          const role = roles.get(index) ?? 'waiting';
          const shown = index === state.index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern: each slide is a group.
            <div
              key={slide.id}
              className="coaz-hero__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={positionLabel(index, slides.length)}
              aria-hidden={shown ? undefined : true}
              inert={!shown}
              data-role={role}
              data-rotation-item
            >
              <ResponsiveImage
                image={slide.image}
                className="coaz-hero__image"
                eager={eagerFirstImage && index === 0}
              />
              <div className="coaz-hero__text">
                <p className="coaz-hero__eyebrow">{slide.eyebrow}</p>
                <Heading className="coaz-hero__heading">{slide.heading}</Heading>
                <Link href={slide.action.href} className="coaz-hero__action">
                  {slide.action.label}
                </Link>
              </div>
            </div>
          );
        })}
      </div>
      {slides.length > 1 ? (
        <div className="coaz-hero__controls">
          <RotationToggle
            paused={paused}
            pauseLabel={pauseLabel}
            playLabel={playLabel}
            onChoose={setChoice}
            className="coaz-hero__pause"
            iconClassName="coaz-hero__toggle-icon"
          />
          <ul className="coaz-hero__dots">
            {slides.map((slide, index) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className="coaz-hero__dot"
                  aria-label={dotLabel(slide, index)}
                  aria-current={index === state.index ? 'true' : undefined}
                  data-rotation-dot
                  onClick={() => dispatch({ type: 'go-to', index })}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
