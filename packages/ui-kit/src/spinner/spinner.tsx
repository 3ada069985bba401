import { cx } from '../internal/class-names';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /**
   * What is loading, read by screen readers.
   * @default 'Loading'
   */
  label?: string;
  /**
   * Show the label beside the spinner as well.
   * @default false
   */
  showLabel?: boolean;
  /**
   * How large the ring is drawn.
   * @default 'medium'
   */
  size?: 'small' | 'medium' | 'large';
  /**
   * Announce the label as a live region of its own (`role="status"`). Set `false` when the
   * spinner sits inside a region that already announces what it holds (a `role="status"` around
   * it with the message): a live region inside another is read twice, once for each.
   * @default true
   * @example
   * <div role="status"><Spinner label="Waiting for approval" live={false} /><p>…</p></div>
   */
  live?: boolean;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/**
 * A spinning ring with a status message; under reduced motion it stands still. Inside a region
 * that already announces, `live={false}` keeps its label from being read a second time.
 */
export function Spinner({
  label = 'Loading',
  showLabel = false,
  size = 'medium',
  live = true,
  className,
}: SpinnerProps) {
  return (
    <span
      className={cx('coaz-spinner', `coaz-spinner--${size}`, className)}
      role={live ? 'status' : undefined}
    >
      <span className="coaz-spinner__ring" aria-hidden="true" />
      <span className={showLabel ? 'coaz-spinner__label' : 'coaz-visually-hidden'}>{label}</span>
    </span>
  );
}
