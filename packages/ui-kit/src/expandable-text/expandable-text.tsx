import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../internal/class-names';

/** Props of {@link ExpandableText}. */
export interface ExpandableTextProps {
  /** The text, clamped to `collapsedLines` until expanded. */
  children: ReactNode;
  /**
   * Lines shown while collapsed.
   * @default 4
   */
  collapsedLines?: number;
  /**
   * Text of the button while the text is clamped.
   * @default 'Read More'
   */
  readMoreLabel?: string;
  /**
   * Text of the button while the text is shown in full.
   * @default 'Show Less'
   */
  showLessLabel?: string;
  /**
   * What the text is about, usually its section's heading. Screen readers hear it after the
   * button's label ('Read More: Fees and points'; the button's `aria-label`, since Chromium reads
   * a hidden span as a block of its own and said 'Read More : Fees'), while sight shows the label
   * alone, so a page with several of these has buttons that can be told apart in a list of
   * buttons, and the name still starts with the words on screen for voice control. Leave it
   * out only where the button is the page's one 'Read More'.
   * @example <ExpandableText subject="How points are earned">…</ExpandableText>
   */
  subject?: string;
  /**
   * Start expanded.
   * @default false
   */
  defaultExpanded?: boolean;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/**
 * Text shown clamped to a few lines with a 'Read More' button that expands it in place
 * (`aria-expanded` tells screen readers which state it is in; `subject` tells them what it opens).
 * The button shows only when the text is cut: the stylesheet decides it before the first paint,
 * from whether the clamped text overflows (a scroll timeline, so no script is needed and nothing
 * moves when the app starts); where a browser lacks scroll-driven animations, the component
 * measures the text once it runs and leaves the button out when the text fits. Without scripting
 * the whole text is shown and no button. See the README's Decisions for why.
 */
export function ExpandableText({
  children,
  collapsedLines = 4,
  readMoreLabel = 'Read More',
  showLessLabel = 'Show Less',
  subject,
  defaultExpanded = false,
  className,
}: ExpandableTextProps) {
  const id = useId();
  const textRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const label = expanded ? showLessLabel : readMoreLabel;
  const [fits, setFits] = useState(false);

  useEffect(() => {
    const element = textRef.current;
    if (!element || expanded) return;
    // For browsers whose stylesheet cannot tell (no scroll-driven animations); in the others the
    // button of text that fits is hidden already. jsdom and hidden elements measure 0: keep the
    // button then rather than hide real text.
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
          aria-label={subject ? `${label}: ${subject}` : undefined}
          onClick={() => setExpanded(!expanded)}
        >
          {label}
        </button>
      )}
    </div>
  );
}
