import { describe, expect, it } from 'vitest';
import { partnerGridColumns } from './partner-grid-columns';

describe('partnerGridColumns', () => {
  it('keeps four columns when four cards of 450 px fit', () => {
    // 4 * 450 + 3 * 32 + 2 * 32 = 1960
    expect(partnerGridColumns(1960)).toMatchObject({ columns: 4, cardWidth: 450 });
    expect(partnerGridColumns(2400).columns).toBe(4);
  });

  it('drops a column at a time until the cards are at least 450 px wide', () => {
    expect(partnerGridColumns(1959).columns).toBe(3);
    // 3 * 450 + 2 * 32 + 64 = 1478
    expect(partnerGridColumns(1478)).toMatchObject({ columns: 3, cardWidth: 450 });
    expect(partnerGridColumns(1477).columns).toBe(2);
    expect(partnerGridColumns(1024)).toMatchObject({ columns: 2, cardWidth: 464 });
    expect(partnerGridColumns(995).columns).toBe(1);
  });

  it('uses one column on a phone even when it is narrower than a card', () => {
    expect(partnerGridColumns(360)).toMatchObject({ columns: 1, cardWidth: 296 });
    expect(partnerGridColumns(40)).toMatchObject({ columns: 1, cardWidth: 0 });
  });

  it('sizes the image at 640 by 449', () => {
    const { cardWidth, imageHeight } = partnerGridColumns(704);
    expect(cardWidth).toBe(640);
    expect(imageHeight).toBeCloseTo(449, 10);
  });

  it('accepts other measurements', () => {
    expect(
      partnerGridColumns(1000, { minCardWidth: 200, sidePadding: 0, gap: 0, maxColumns: 6 }),
    ).toMatchObject({ columns: 5, cardWidth: 200 });
  });
});
