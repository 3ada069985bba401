import { type ReactNode, useRef, useState } from 'react';
import { cx } from '../internal/class-names';
import { useRotationHandover } from '../internal/rotation-handover';
import { RotationToggle } from '../internal/rotation-toggle';
import { useHoverFocusPause } from '../internal/use-hover-focus-pause';
import { useInterval } from '../internal/use-interval';
import { useReducedMotion } from '../internal/use-reduced-motion';
import { rotatingWindow } from './rotating-window';

/** One entry of the rotating list. */
export interface RotatingItem {
  /** Stable identity of the entry. */
  id: string;
  /** What the entry shows, such as a news card. */
  content: ReactNode;
}

/** Props of {@link AutoRotatingList}. */
export interface AutoRotatingListProps {
  /** The entries, shown `visibleCount` at a time; with no more than that they stand still. */
  items: RotatingItem[];
  /** Accessible name of the list, e.g. 'Related news'. */
  label: string;
  /**
   * Entries shown at once, at most 2.
   * @default 2
   */
  visibleCount?: 1 | 2;
  /**
   * Time each step stays, in ms.
   * @default 10000
   */
  intervalMs?: number;
  /**
   * Accessible name of the button that stops the rotation.
   * @default 'Pause'
   */
  pauseLabel?: string;
  /**
   * Accessible name of the button that starts it again.
   * @default 'Play'
   */
  playLabel?: string;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/**
 * A list that shows up to two entries and moves on by one every 10 s (the related news beside an
 * article). It holds while hovered or focused and has a pause button. For people who ask for
 * reduced motion it starts paused: they can still press play, and then the entries change without
 * animation.
 *
 * Every entry is in the markup (those not shown are `hidden`), and the `data-rotation*` attributes
 * let a page move the list on before its JavaScript app has started (the web app's
 * `rotate-before-app.ts`); React takes over from where that left off.
 */
export function AutoRotatingList({
  items,
  label,
  visibleCount = 2,
  intervalMs = 10_000,
  pauseLabel = 'Pause',
  playLabel = 'Play',
  className,
}: AutoRotatingListProps) {
  const reducedMotion = useReducedMotion();
  const [start, setStart] = useState(0);
  const [userChoice, setUserChoice] = useState<'playing' | 'paused' | null>(null);
  const { held, hold, handlers } = useHoverFocusPause();
  const root = useRef<HTMLDivElement>(null);
  useRotationHandover(root, (handover) => {
    setStart(handover.index);
    setUserChoice(handover.choice);
    hold(handover);
  });
  const rotates = items.length > visibleCount;
  const paused = userChoice ? userChoice === 'paused' : reducedMotion;
  const running = rotates && !paused && !held;
  useInterval(
    () => setStart((current) => (current + 1) % items.length),
    running ? intervalMs : null,
  );

  const shown = new Set(rotatingWindow(items.length, start, visibleCount));
  return (
    <div
      ref={root}
      className={cx('coaz-rotating', className)}
      data-rotation="list"
      data-interval-ms={intervalMs}
      data-visible-count={visibleCount}
      {...handlers}
    >
      <ul
        className="coaz-rotating__list"
        aria-label={label}
        aria-live={running ? 'off' : 'polite'}
        data-rotation-live
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            className="coaz-rotating__item"
            hidden={!shown.has(index)}
            data-rotation-item
          >
            {item.content}
          </li>
        ))}
      </ul>
      {rotates ? (
        <RotationToggle
          paused={paused}
          pauseLabel={pauseLabel}
          playLabel={playLabel}
          onChoose={setUserChoice}
          className="coaz-icon-button coaz-rotating__toggle"
          iconClassName="coaz-rotating__toggle-icon"
        />
      ) : null}
    </div>
  );
}
