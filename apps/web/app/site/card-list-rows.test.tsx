import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

// The kit's stylesheet, then the site's, as a page has them. Read as files: the test run does not
// load CSS imports.
const here = dirname(fileURLToPath(import.meta.url));
const kitStyles = readFileSync(
  fileURLToPath(import.meta.resolve('@coaz/ui-kit/styles.css')),
  'utf8',
);
const siteStyles = readFileSync(join(here, '../app.css'), 'utf8');

afterEach(() => {
  for (const style of document.head.querySelectorAll('style')) style.remove();
});

describe('a row of cards in a page section', () => {
  it('starts every card at the same height, the first as the others', () => {
    for (const css of [kitStyles, siteStyles]) {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    }
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
