import { AutoRotatingList, HeroCarousel, type HeroSlide } from '@coaz/ui-kit';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rotateBeforeApp } from './rotate-before-app';

const slides: HeroSlide[] = ['First', 'Second', 'Third'].map((name, index) => ({
  id: name.toLowerCase(),
  image: { src: `/hero-${index}.jpg`, alt: `${name} picture`, width: 1600, height: 900 },
  eyebrow: `${name} small text`,
  heading: `${name} heading`,
  action: { label: `${name} action`, href: `/${name.toLowerCase()}` },
}));
const carousel = <HeroCarousel slides={slides} label="Highlights" />;
const news = (
  <AutoRotatingList
    label="Related news"
    intervalMs={10_000}
    items={['One', 'Two', 'Three', 'Four'].map((name) => ({
      id: name,
      content: <a href={`/news/${name}`}>{name} story</a>,
    }))}
  />
);

let hydrated: Root | undefined;

/** The page as the server sends it, its script turning what it can, no app yet. */
function serve(element: React.ReactElement) {
  document.body.innerHTML = `<div id="root">${renderToString(element)}</div>`;
  rotateBeforeApp(document);
}

/** The app starting on that page: React hydrates the same element. */
function startApp(element: React.ReactElement) {
  const root = document.getElementById('root');
  if (!root) throw new Error('no page');
  act(() => {
    hydrated = hydrateRoot(root, element);
  });
}

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** A slide by its position, shown or not (a hidden slide has no accessible name to find it by). */
const slide = (label: string) => document.querySelector(`[aria-label="${label}"]`);
const currentSlide = () => screen.getByRole('button', { current: true });
const shownNews = () =>
  within(screen.getByRole('list', { name: 'Related news' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('rotateBeforeApp', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    preferReducedMotion(false);
  });
  afterEach(() => {
    act(() => hydrated?.unmount());
    hydrated = undefined;
    document.body.innerHTML = '';
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('turns the hero slides, every 10.5 s, as the carousel would', () => {
    serve(carousel);
    expect(currentSlide()).toHaveAccessibleName('Slide 1: First heading');
    wait(10_499);
    expect(currentSlide()).toHaveAccessibleName('Slide 1: First heading');
    wait(1);
    expect(currentSlide()).toHaveAccessibleName('Slide 2: Second heading');
    const second = screen.getByRole('group', { name: '2 of 3' });
    expect(second).toHaveAttribute('data-role', 'current');
    expect(second).not.toHaveAttribute('aria-hidden');
    expect(second).not.toHaveAttribute('inert');
    // The slide that left stays above, fading, until the step that prepares the next one.
    const first = slide('1 of 3');
    expect(first).toHaveAttribute('data-role', 'leaving');
    expect(first).toHaveAttribute('inert');
    wait(1_000);
    expect(first).toHaveAttribute('data-role', 'waiting');
    expect(slide('3 of 3')).toHaveAttribute('data-role', 'prepared');
  });

  it('holds the slides while hovered or focused, and while paused with the button', () => {
    serve(carousel);
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(region);
    wait(30_000);
    expect(currentSlide()).toHaveAccessibleName('Slide 1: First heading');
    fireEvent.mouseLeave(region);
    screen.getByRole('link', { name: 'First action' }).focus();
    wait(30_000);
    expect(currentSlide()).toHaveAccessibleName('Slide 1: First heading');
    screen.getByRole('link', { name: 'First action' }).blur();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    wait(30_000);
    expect(currentSlide()).toHaveAccessibleName('Slide 1: First heading');
    const play = screen.getByRole('button', { name: 'Play slideshow' });
    expect(play).toHaveAttribute('data-paused', 'true');
    fireEvent.click(play);
    wait(10_500);
    expect(currentSlide()).toHaveAccessibleName('Slide 2: Second heading');
  });

  it('does not turn anything for people who prefer reduced motion until they press play', () => {
    preferReducedMotion(true);
    serve(carousel);
    wait(30_000);
    expect(currentSlide()).toHaveAccessibleName('Slide 1: First heading');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    wait(10_500);
    expect(currentSlide()).toHaveAccessibleName('Slide 2: Second heading');
  });

  it('hands the carousel to the app where it stands, and only the app turns it then', () => {
    serve(carousel);
    wait(10_500 * 2);
    expect(currentSlide()).toHaveAccessibleName('Slide 3: Third heading');
    wait(3_000);
    startApp(carousel);
    expect(currentSlide()).toHaveAccessibleName('Slide 3: Third heading');
    expect(screen.getByRole('group', { name: '3 of 3' })).toHaveAttribute('data-role', 'current');
    expect(document.querySelectorAll('[data-role="current"]')).toHaveLength(1);
    expect(document.querySelectorAll('[data-role="leaving"]')).toHaveLength(0);
    // Two timers would move on twice in a slide's time; one moves on once.
    wait(10_500);
    expect(currentSlide()).toHaveAccessibleName('Slide 1: First heading');
    wait(10_400);
    expect(currentSlide()).toHaveAccessibleName('Slide 1: First heading');
    // The pause button is the app's now, and the script no longer answers it.
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toHaveAttribute(
      'data-paused',
      'true',
    );
    wait(30_000);
    expect(currentSlide()).toHaveAccessibleName('Slide 1: First heading');
  });

  it('keeps a pause pressed before the app started', () => {
    serve(carousel);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    startApp(carousel);
    wait(30_000);
    expect(currentSlide()).toHaveAccessibleName('Slide 1: First heading');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('moves the related news on by one every 10 s and hands it over where it stands', () => {
    serve(news);
    expect(shownNews()).toEqual(['One story', 'Two story']);
    wait(10_000);
    expect(shownNews()).toEqual(['Two story', 'Three story']);
    wait(20_000);
    expect(shownNews()).toEqual(['One story', 'Four story']);
    fireEvent.mouseEnter(
      screen.getByRole('list', { name: 'Related news' }).parentElement as Element,
    );
    wait(30_000);
    expect(shownNews()).toEqual(['One story', 'Four story']);
    startApp(news);
    expect(shownNews()).toEqual(['One story', 'Four story']);
    // Still under the pointer: the app holds it too until the pointer leaves.
    wait(30_000);
    expect(shownNews()).toEqual(['One story', 'Four story']);
    fireEvent.mouseLeave(screen.getByRole('list', { name: 'Related news' }));
    wait(10_000);
    expect(shownNews()).toEqual(['One story', 'Two story']);
  });
});
