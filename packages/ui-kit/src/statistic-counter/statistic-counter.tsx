import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../internal/class-names';

/** Props of {@link StatisticCounter}. */
export interface StatisticCounterProps {
  /** The final number. */
  value: number;
  /** What is counted, e.g. 'Registered members'. */
  label: string;
  /**
   * How long the count-up lasts, in ms.
   * @default 2000
   */
  durationMs?: number;
  /**
   * Formats the number.
   * @default thousands separated, e.g. '12,345'
   */
  format?: (value: number) => string;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
const defaultFormat = (value: number) => value.toLocaleString('en-GB');

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A large number with its label that counts up from zero once, the first time it scrolls into view.
 * The prerendered page and assistive technology always get the final number; people who prefer
 * reduced motion, and browsers without IntersectionObserver, see it straight away.
 */
export function StatisticCounter({
  value,
  label,
  durationMs = 2000,
  format = defaultFormat,
  className,
}: StatisticCounterProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(value);
  const finished = useRef(false);

  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (
      finished.current ||
      !element ||
      typeof IntersectionObserver === 'undefined' ||
      prefersReducedMotion()
    ) {
      setShown(value);
      return;
    }
    setShown(0);
    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      let startedAt: number | undefined;
      const step = (now: number) => {
        startedAt ??= now;
        const progress = Math.min((now - startedAt) / durationMs, 1);
        // Ease out: fast at first, settling on the final number.
        setShown(Math.round(value * (1 - (1 - progress) ** 3)));
        if (progress < 1) frame = requestAnimationFrame(step);
        else finished.current = true;
      };
      frame = requestAnimationFrame(step);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, durationMs]);

  return (
    <div ref={ref} className={cx('coaz-statistic', className)}>
      <p className="coaz-statistic__value">
        <span aria-hidden="true">{format(shown)}</span>
        <span className="coaz-visually-hidden">{format(value)}</span>
      </p>
      <p className="coaz-statistic__label">{label}</p>
    </div>
  );
}
