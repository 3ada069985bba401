import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatisticCounter } from './statistic-counter';

type Observed = (entries: Array<{ isIntersecting: boolean }>) => void;

function installObserver() {
  const observer = { callback: (() => undefined) as Observed, disconnected: false };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Observed) {
        observer.callback = callback;
      }
      observe() {}
      disconnect() {
        observer.disconnected = true;
      }
    },
  );
  return observer;
}

const frames: FrameRequestCallback[] = [];
function installFrames() {
  frames.length = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
}
const runFrame = (time: number) => {
  const pending = frames.splice(0);
  act(() => {
    for (const callback of pending) callback(time);
  });
};

const visibleNumber = () =>
  screen.getByText('Registered members').previousElementSibling?.firstElementChild;

describe('StatisticCounter', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('counts up once when it comes into view, always telling assistive technology the final number', async () => {
    const observer = installObserver();
    installFrames();
    const { container } = render(
      <StatisticCounter value={12345} label="Registered members" durationMs={1000} />,
    );
    expect(visibleNumber()).toHaveTextContent('0');
    expect(visibleNumber()).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('12,345')).toHaveClass('coaz-visually-hidden');

    act(() => observer.callback([{ isIntersecting: false }]));
    expect(frames).toHaveLength(0);
    act(() => observer.callback([{ isIntersecting: true }]));
    expect(observer.disconnected).toBe(true);
    runFrame(0);
    expect(visibleNumber()?.textContent).toBe('0');
    runFrame(500);
    const halfway = Number(visibleNumber()?.textContent?.replace(/,/g, ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(12345);
    runFrame(1000);
    expect(visibleNumber()).toHaveTextContent('12,345');
    expect(frames).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('shows the final number at once under reduced motion', () => {
    installObserver();
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    render(<StatisticCounter value={980} label="Registered members" />);
    expect(visibleNumber()).toHaveTextContent('980');
  });

  it('shows the final number where nothing can observe it', () => {
    render(
      <StatisticCounter value={42} label="Registered members" format={(value) => `${value}+`} />,
    );
    expect(visibleNumber()).toHaveTextContent('42+');
  });
});
