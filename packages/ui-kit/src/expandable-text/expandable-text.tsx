import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../internal/class-names';

/** Props of {@link ExpandableText}. */
export interface ExpandableTextProps {
  children: ReactNode;
  /** Lines shown while collapsed. @default 4 */
  collapsedLines?: number;
  /** @default 'Read More' */
  readMoreLabel?: string;
  /** @default 'Show Less' */
  showLessLabel?: string;
  /** Start expanded. @default false */
  defaultExpanded?: boolean;
  className?: string;
}

/**
 * Text shown clamped to a few lines with a 'Read More' button that expands it in place
 * (`aria-expanded` tells screen readers which state it is in). When the browser can measure that
 * the text already fits, the button is left out.
 */
export function ExpandableText({
  children,
  collapsedLines = 4,
  readMoreLabel = 'Read More',
  showLessLabel = 'Show Less',
  defaultExpanded = false,
  className,
}: ExpandableTextProps) {
  const id = useId();
  const textRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [fits, setFits] = useState(false);

  useEffect(() => {
    const element = textRef.current;
    if (!element || expanded) return;
    // jsdom and hidden elements measure 0; keep the button then rather than hide real text.
    setFits(element.clientHeight > 0 && element.scrollHeight <= element.clientHeight);
  }, [expanded]);

  return (
    <div className={cx('coaz-expandable', className)}>
      <div
        ref={textRef}
        id={`${id}-text`}
        className={cx('coaz-expandable__text', !expanded && 'coaz-line-clamp')}
        style={{ '--coaz-line-clamp': collapsedLines } as CSSProperties}
      >
        {children}
      </div>
      {fits && !expanded ? null : (
        <button
          type="button"
          className="coaz-expandable__toggle"
          aria-expanded={expanded}
          aria-controls={`${id}-text`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? showLessLabel : readMoreLabel}
        </button>
      )}
    </div>
  );
}
