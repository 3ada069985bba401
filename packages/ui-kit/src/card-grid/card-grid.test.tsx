import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    // Content width: the 32 px side padding on each side is added back by the grid.
    act(() => resize([{ contentRect: { width: 1960 - 64 } }]));
    expect(list).toHaveAttribute('data-columns', '4');
    expect(list.style.getPropertyValue('--coaz-grid-columns')).toBe('4');
    act(() => resize([{ contentRect: { width: 1024 - 64 } }]));
    expect(list).toHaveAttribute('data-columns', '2');
    act(() => resize([{ contentRect: { width: 360 - 64 } }]));
    expect(list).toHaveAttribute('data-columns', '1');
  });
});
