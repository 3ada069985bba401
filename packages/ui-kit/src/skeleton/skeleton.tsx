import type { CSSProperties } from 'react';
import { cx } from '../internal/class-names';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /**
   * 'text' draws `lines` lines of text; 'block' a rectangle; 'circle' a round picture.
   * @default 'text'
   */
  shape?: 'text' | 'block' | 'circle';
  /**
   * Lines drawn by the text shape; the last is shorter, like a paragraph's.
   * @default 1
   */
  lines?: number;
  /**
   * Any CSS length.
   * @default '100%' (circle: '48px')
   */
  width?: string;
  /**
   * Any CSS length, for blocks and circles.
   * @default '8rem' (circle: the width)
   */
  height?: string;
  /** Extra class names for the placeholder's outer element. */
  className?: string;
}

/**
 * A grey placeholder in the shape of content that is still loading. It is hidden from assistive
 * technology: mark the loading region with `aria-busy` and pair it with a {@link Spinner} or a
 * status message. The shimmer stops under reduced motion.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, className }: SkeletonProps) {
  if (shape === 'text') {
    return (
      <span className={cx('coaz-skeleton-lines', className)} style={{ width }} aria-hidden="true">
        {Array.from({ length: Math.max(lines, 1) }, (_, line) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines; the position is the identity
            key={line}
            className={cx(
              'coaz-skeleton',
              'coaz-skeleton--text',
              line === lines - 1 && lines > 1 && 'is-last',
            )}
          />
        ))}
      </span>
    );
  }
  const size =
    shape === 'circle'
      ? { width: width ?? '48px', height: height ?? width ?? '48px' }
      : { width: width ?? '100%', height: height ?? '8rem' };
  return (
    <span
      className={cx('coaz-skeleton', `coaz-skeleton--${shape}`, className)}
      style={size as CSSProperties}
      aria-hidden="true"
    />
  );
}
