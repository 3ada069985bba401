import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroCarousel, type HeroSlide } from './hero-carousel';

const slides: HeroSlide[] = ['First', 'Second', 'Third'].map((name, index) => ({
  id: name.toLowerCase(),
  image: { src: `/hero-${index}.jpg`, alt: `${name} picture`, width: 1600, height: 900 },
  eyebrow: `${name} small text`,
  heading: `${name} heading`,
  action: { label: `${name} action`, href: `/${name.toLowerCase()}` },
}));

const tick = (count = 1) => {
  for (let step = 0; step < count; step += 1) {
    act(() => {
      vi.advanceTimersByTime(500);
    });
  }
};

const slideElement = (name: string) =>
  document.querySelector(`img[alt="${name} picture"]`)?.closest('[aria-roledescription="slide"]') ??
  null;

const currentDot = () => screen.getAllByRole('button', { current: true });

describe('HeroCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('steps through the specified timing, one 500 ms tick at a time', async () => {
    const { container } = render(<HeroCarousel slides={slides} label="Highlights" />);
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByRole('heading', { name: 'First heading' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'First picture' })).toHaveAttribute('loading', 'eager');
    // Every slide is in the markup (a page can turn them before its app runs), but the next one is
    // displayed, and its lazy picture fetched, only from step 2.
    expect(slideElement('Second')).toHaveAttribute('data-role', 'waiting');
    expect(currentDot()[0]).toHaveAccessibleName('Slide 1: First heading');

    tick(1);
    expect(slideElement('Second')).toHaveAttribute('data-role', 'waiting');
    tick(1);
    const second = slideElement('Second');
    expect(second).toHaveAttribute('data-role', 'prepared');
    expect(second).toHaveAttribute('aria-hidden', 'true');
    expect(second?.querySelector('img')).toHaveAttribute('loading', 'lazy');

    tick(17);
    expect(slideElement('First')).toHaveAttribute('data-role', 'current');
    tick(1);
    expect(slideElement('First')).toHaveAttribute('data-role', 'leaving');
    expect(slideElement('Second')).toHaveAttribute('data-role', 'entering');
    expect(currentDot()[0]).toHaveAccessibleName('Slide 1: First heading');

    tick(1);
    expect(currentDot()[0]).toHaveAccessibleName('Slide 2: Second heading');
    expect(slideElement('Second')).toHaveAttribute('data-role', 'current');
    expect(slideElement('Second')).not.toHaveAttribute('aria-hidden');
    expect(slideElement('First')).toHaveAttribute('data-role', 'leaving');
    tick(2);
    expect(slideElement('First')).toHaveAttribute('data-role', 'waiting');
    expect(slideElement('Third')).toHaveAttribute('data-role', 'prepared');
    // axe schedules its own timers.
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('wraps back to the first slide after the last', () => {
    render(<HeroCarousel slides={slides} label="Highlights" />);
    tick(42);
    expect(currentDot()[0]).toHaveAccessibleName('Slide 3: Third heading');
    tick(21);
    expect(currentDot()[0]).toHaveAccessibleName('Slide 1: First heading');
  });

  it('moves to the slide of the dot pressed', () => {
    render(<HeroCarousel slides={slides} label="Highlights" />);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3: Third heading' }));
    expect(currentDot()[0]).toHaveAccessibleName('Slide 3: Third heading');
    expect(screen.getByRole('link', { name: 'Third action' })).toHaveAttribute('href', '/third');
  });

  it('holds still while hovered or focused, and while paused', () => {
    render(<HeroCarousel slides={slides} label="Highlights" />);
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(carousel);
    tick(30);
    expect(currentDot()[0]).toHaveAccessibleName('Slide 1: First heading');
    fireEvent.mouseLeave(carousel);
    tick(21);
    expect(currentDot()[0]).toHaveAccessibleName('Slide 2: Second heading');

    const action = screen.getByRole('link', { name: 'Second action' });
    act(() => action.focus());
    tick(30);
    expect(currentDot()[0]).toHaveAccessibleName('Slide 2: Second heading');
    act(() => action.blur());

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    tick(30);
    expect(currentDot()[0]).toHaveAccessibleName('Slide 2: Second heading');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    tick(21);
    expect(currentDot()[0]).toHaveAccessibleName('Slide 3: Third heading');
  });

  it('starts paused for people who prefer reduced motion, and plays when asked', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      render(<HeroCarousel slides={slides} label="Highlights" />);
      tick(42);
      expect(currentDot()[0]).toHaveAccessibleName('Slide 1: First heading');
      fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
      tick(21);
      expect(currentDot()[0]).toHaveAccessibleName('Slide 2: Second heading');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('goes on from where a script turned it before React took over', () => {
    const answer = (event: Event) => {
      Object.assign((event as CustomEvent).detail, { index: 2, choice: 'paused' });
    };
    // The event does not bubble: the page's script listens on the component's own element.
    document.addEventListener('coaz:rotation-handover', answer, true);
    try {
      render(<HeroCarousel slides={slides} label="Highlights" />);
    } finally {
      document.removeEventListener('coaz:rotation-handover', answer, true);
    }
    expect(currentDot()[0]).toHaveAccessibleName('Slide 3: Third heading');
    expect(slideElement('Third')).toHaveAttribute('data-role', 'current');
    tick(42);
    expect(currentDot()[0]).toHaveAccessibleName('Slide 3: Third heading');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toHaveAttribute(
      'data-paused',
      'true',
    );
  });

  it('starts rotating once its slides arrive', () => {
    const { rerender } = render(<HeroCarousel slides={[]} label="Highlights" />);
    expect(screen.queryByRole('region')).toBeNull();
    rerender(<HeroCarousel slides={slides} label="Highlights" />);
    tick(21);
    expect(currentDot()[0]).toHaveAccessibleName('Slide 2: Second heading');
  });

  it('shows a single slide without controls or movement', () => {
    render(<HeroCarousel slides={slides.slice(0, 1)} label="Highlights" />);
    tick(30);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { name: 'First heading' })).toBeInTheDocument();
  });
});
