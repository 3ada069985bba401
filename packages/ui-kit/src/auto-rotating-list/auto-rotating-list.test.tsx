import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AutoRotatingList, type RotatingItem } from './auto-rotating-list';

const items: RotatingItem[] = ['First', 'Second', 'Third'].map((name) => ({
  id: name,
  content: <a href={`/news/${name}`}>{name} story</a>,
}));

// Every entry is in the markup (a page can move them on before its app runs); those not shown are
// hidden, so they have no role here and keep their order in the list.
const shownNames = () =>
  within(screen.getByRole('list', { name: 'Related news' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('AutoRotatingList', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows two entries and moves on by one every 10 seconds, wrapping round', async () => {
    vi.useFakeTimers();
    const { container } = render(<AutoRotatingList items={items} label="Related news" />);
    expect(shownNames()).toEqual(['First story', 'Second story']);
    act(() => vi.advanceTimersByTime(9_999));
    expect(shownNames()).toEqual(['First story', 'Second story']);
    act(() => vi.advanceTimersByTime(1));
    expect(shownNames()).toEqual(['Second story', 'Third story']);
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownNames()).toEqual(['First story', 'Third story']);
    // axe schedules its own timers.
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('holds while hovered and while paused', () => {
    vi.useFakeTimers();
    render(<AutoRotatingList items={items} label="Related news" />);
    const list = screen.getByRole('list', { name: 'Related news' });
    fireEvent.mouseEnter(list);
    act(() => vi.advanceTimersByTime(30_000));
    expect(shownNames()).toEqual(['First story', 'Second story']);
    fireEvent.mouseLeave(list);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(shownNames()).toEqual(['First story', 'Second story']);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownNames()).toEqual(['Second story', 'Third story']);
  });

  it('starts paused for people who prefer reduced motion', () => {
    preferReducedMotion(true);
    vi.useFakeTimers();
    render(<AutoRotatingList items={items} label="Related news" />);
    act(() => vi.advanceTimersByTime(30_000));
    expect(shownNames()).toEqual(['First story', 'Second story']);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownNames()).toEqual(['Second story', 'Third story']);
  });

  it('goes on from where a script moved it before React took over, held while hovered', () => {
    vi.useFakeTimers();
    const answer = (event: Event) => {
      Object.assign((event as CustomEvent).detail, { index: 1, hovered: true });
    };
    // The event does not bubble: the page's script listens on the component's own element.
    document.addEventListener('coaz:rotation-handover', answer, true);
    try {
      render(<AutoRotatingList items={items} label="Related news" />);
    } finally {
      document.removeEventListener('coaz:rotation-handover', answer, true);
    }
    expect(shownNames()).toEqual(['Second story', 'Third story']);
    act(() => vi.advanceTimersByTime(30_000));
    expect(shownNames()).toEqual(['Second story', 'Third story']);
    fireEvent.mouseLeave(screen.getByRole('list', { name: 'Related news' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownNames()).toEqual(['First story', 'Third story']);
  });

  it('stands still without controls when everything fits', () => {
    render(<AutoRotatingList items={items.slice(0, 2)} label="Related news" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(shownNames()).toHaveLength(2);
  });
});
