import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedExcerpt, tidyHighlights } from './highlighted-excerpt';

describe('HighlightedExcerpt', () => {
  it('marks the matched ranges, merging overlaps and ignoring what lies outside the text', () => {
    const { container } = render(
      <HighlightedExcerpt
        excerpt="annual subscription fee"
        highlights={[
          { start: 7, end: 12 },
          { start: 0, end: 6 },
          { start: 10, end: 19 },
          { start: 40, end: 50 },
        ]}
      />,
    );
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'annual',
      'subscription',
    ]);
    expect(container.textContent).toBe('annual subscription fee');
  });

  it('clamps ranges to the text', () => {
    expect(
      tidyHighlights(
        [
          { start: -3, end: 2 },
          { start: 4, end: 99 },
        ],
        6,
      ),
    ).toEqual([
      { start: 0, end: 2 },
      { start: 4, end: 6 },
    ]);
  });
});
