import { Button } from '@coaz/ui-kit';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applySiteStylesheets, removeSiteStylesheets } from '../test-support/site-stylesheets';

type Rgb = [number, number, number];

function parseColour(value: string): Rgb {
  const hex = /^#([0-9a-f]{6})$/i.exec(value.trim());
  if (hex?.[1]) {
    const digits = hex[1];
    return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(value.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`not a colour this test reads: ${value}`);
}

/** A colour as drawn: a `var(--token)` is looked up on the document. */
function drawnColour(value: string): Rgb {
  const token = /^var\((--[\w-]+)\)$/.exec(value.trim());
  const root = getComputedStyle(document.documentElement);
  return parseColour(token?.[1] ? root.getPropertyValue(token[1]) : value);
}

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `colour` drawn at `opacity` over `under`. */
function over(colour: Rgb, opacity: number, under: Rgb): Rgb {
  return colour.map((channel, index) =>
    Math.round(channel * opacity + (under[index] ?? 0) * (1 - opacity)),
  ) as Rgb;
}

afterEach(() => {
  delete document.documentElement.dataset.appStarting;
  removeSiteStylesheets();
});

describe('a control pressed before the app has loaded', () => {
  it('says it is busy and keeps AA contrast while it waits', () => {
    applySiteStylesheets();
    document.documentElement.dataset.appStarting = '';
    render(
      <main style={{ background: '#ffffff' }}>
        <Button type="submit" aria-busy="true">
          Log in
        </Button>
      </main>,
    );
    const login = screen.getByRole('button', { name: 'Log in' });
    const drawn = getComputedStyle(login);
    // Dimming is what failed axe: the press must show some other way.
    expect(drawn.filter === '' || drawn.filter === 'none').toBe(true);
    const opacity = drawn.opacity === '' ? 1 : Number(drawn.opacity);
    const page: Rgb = [255, 255, 255];
    // An element's opacity draws its background and its text alike, over the page.
    const background = over(drawnColour(drawn.backgroundColor), opacity, page);
    const text = over(drawnColour(drawn.color), opacity, page);
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    expect(drawn.cursor).toBe('progress');
    // Still marked as waiting, by more than the pointer a phone does not have.
    expect(drawn.outlineStyle).toBe('dashed');
  });
});
