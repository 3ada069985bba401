import { NewsCard } from '@coaz/ui-kit';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applySiteStylesheets, removeSiteStylesheets } from '../test-support/site-stylesheets';
import { newsCardProps } from './news-card-props';

afterEach(removeSiteStylesheets);

const title = 'Copperbelt CPD day on emergency care of children';

describe("a news card's headline", () => {
  it('reads whole, never cut off after two lines as on a 360 px phone', () => {
    applySiteStylesheets();
    render(
      <NewsCard
        {...newsCardProps({
          id: 14,
          title,
          body: 'Members on the Copperbelt at a CPD day.',
          date: '2024-11-01',
          datePrecision: 'month',
          tag: null,
          picture: null,
          status: 'published',
          publishAt: null,
          version: 1,
          createdAt: '2026-01-01T00:00:00Z',
          updatedAt: '2026-01-01T00:00:00Z',
        })}
        // A plain link: the router's needs a router around the card.
        linkComponent={undefined}
      />,
    );
    const headline = screen.getByRole('heading', { name: title });
    expect(getComputedStyle(headline).overflow).toBe('visible');
    expect(getComputedStyle(headline).display).toBe('block');
  });
});
