import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cssRules, declarationMap } from '../test-support/css-rules';
import { CardGrid } from './card-grid';

type Callback = (entries: Array<{ contentRect: { width: number } }>) => void;

describe('CardGrid', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists each card and lets CSS lay them out until it can measure', async () => {
    const { container } = render(
      <CardGrid label="Partners">
        <p>First partner</p>
        <p>Second partner</p>
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Partners' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).not.toHaveAttribute('data-columns');
    await expectNoAxeViolations(container);
  });

  it('applies the partner-grid rule to the measured width as it changes', () => {
    let resize: Callback = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: Callback) {
          resize = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(
      <CardGrid label="Partners">
        <p>One</p>
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Partners' });
    // The grid's own width: it draws no padding, so all of it is shared out among the cards.
    act(() => resize([{ contentRect: { width: 1896 } }]));
    expect(list).toHaveAttribute('data-columns', '4');
    expect(list.style.getPropertyValue('--coaz-grid-columns')).toBe('4');
    act(() => resize([{ contentRect: { width: 960 } }]));
    expect(list).toHaveAttribute('data-columns', '2');
    act(() => resize([{ contentRect: { width: 296 } }]));
    expect(list).toHaveAttribute('data-columns', '1');
  });

  it("lines its cards up with the page's text: no padding at its sides", () => {
    // jsdom lays nothing out, so this reads the stylesheet's rule for the grid.
    const css = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), 'card-grid.css'),
      'utf8',
    );
    const grid = cssRules(css).find((rule) => rule.selectors.includes('.coaz-card-grid'));
    const declarations = declarationMap(grid?.declarations ?? '');
    expect(declarations.get('padding')).toBe('0');
    expect([...declarations.keys()].filter((name) => name.startsWith('padding-'))).toEqual([]);
  });
});
