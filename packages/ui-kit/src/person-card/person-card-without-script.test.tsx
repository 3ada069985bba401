import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cssRules, declarationMap } from '../test-support/css-rules';
import { PersonCard } from './person-card';

// The dialog a card opens needs JavaScript: without it a visitor could not read an officer's
// details at all. Given `detailsHref`, the card also links to the details in the page, and its
// stylesheet shows the one of the two that works. jsdom evaluates no media queries, so the
// stylesheet's rules are read.

const here = dirname(fileURLToPath(import.meta.url));
const rules = cssRules(readFileSync(join(here, 'person-card.css'), 'utf8'));

function displayOf(selector: string, media: string | undefined) {
  const rule = rules.find((entry) => entry.media === media && entry.selectors.includes(selector));
  return rule ? declarationMap(rule.declarations).get('display') : undefined;
}

const linked = '.coaz-person-card--linked';

describe('PersonCard with its details in the page', () => {
  it('links the name to the details as well as keeping the button that opens the dialog', () => {
    const onSelect = vi.fn();
    render(
      <PersonCard
        person={{ name: "The President's name", position: 'President' }}
        onSelect={onSelect}
        detailsHref="#composition-1"
      />,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveClass('coaz-person-card--linked');
    expect(within(card).getByRole('button', { name: "The President's name" })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(within(card).getByRole('link', { name: "The President's name" })).toHaveAttribute(
      'href',
      '#composition-1',
    );
  });

  it('shows the link only where scripting is off, and the button everywhere else', () => {
    expect(displayOf(`${linked} .coaz-person-card__details-link`, undefined)).toBe('none');
    expect(displayOf(`${linked} .coaz-person-card__details-link`, '@media (scripting: none)')).toBe(
      'inline',
    );
    expect(displayOf(`${linked} .coaz-card__title button`, '@media (scripting: none)')).toBe(
      'none',
    );
  });

  it('is a plain link to the details when it opens no dialog', () => {
    render(
      <PersonCard
        person={{ name: "The Treasurer's name", position: 'Treasurer' }}
        detailsHref="#t"
      />,
    );
    expect(screen.getByRole('article')).not.toHaveClass('coaz-person-card--linked');
    expect(screen.getByRole('link', { name: "The Treasurer's name" })).toHaveAttribute(
      'href',
      '#t',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
