import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../internal/class-names';

/** Props of {@link LineClamp}. */
export interface LineClampProps {
  /** How many lines to show before cutting off with an ellipsis; cards use 2 for titles, 4 for text. */
  lines: number;
  /** The text to clamp. */
  children: ReactNode;
  /**
   * The element rendered.
   * @default 'div'
   */
  as?: 'div' | 'p' | 'span' | 'h2' | 'h3' | 'h4';
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/**
 * Cuts text off after a number of lines with an ellipsis, in CSS only. The whole text stays in the
 * document, so screen readers and search engines still get all of it.
 */
export function LineClamp({ lines, children, as: Element = 'div', className }: LineClampProps) {
  return (
    <Element
      className={cx('coaz-line-clamp', className)}
      style={{ '--coaz-line-clamp': lines } as CSSProperties}
    >
      {children}
    </Element>
  );
}
