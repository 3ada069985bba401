import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applySiteStylesheets, removeSiteStylesheets } from '../test-support/site-stylesheets';

afterEach(removeSiteStylesheets);

describe('a row of cards in a page section', () => {
  it('starts every card at the same height, the first as the others', () => {
    applySiteStylesheets();
    render(
      <section className="page-section">
        <h2>Composition</h2>
        <ul className="card-list card-list--four">
          {['President', 'Vice-President', 'Secretary General'].map((office) => (
            <li key={office}>
              <article className="coaz-card">{office}</article>
            </li>
          ))}
        </ul>
        <ul>
          <li>First point</li>
          <li>Second point</li>
        </ul>
      </section>,
    );
    const [, ...later] = screen.getAllByRole('listitem').slice(0, 3);
    for (const card of later) expect(getComputedStyle(card).marginTop).toBe('0px');
    // A section's plain list keeps its spacing between points.
    expect(getComputedStyle(screen.getByText('Second point')).marginTop).not.toBe('0px');
  });
});
