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
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/** A spinning ring with a status message; under reduced motion it stands still. */
export function Spinner({
  label = 'Loading',
  showLabel = false,
  size = 'medium',
  className,
}: SpinnerProps) {
  return (
    <span className={cx('coaz-spinner', `coaz-spinner--${size}`, className)} role="status">
      <span className="coaz-spinner__ring" aria-hidden="true" />
      <span className={showLabel ? 'coaz-spinner__label' : 'coaz-visually-hidden'}>{label}</span>
    </span>
  );
}
