import type { ReactNode } from 'react';
import { cx } from '../internal/class-names';
import { ToneMark, toneWords } from '../internal/tone-mark';

/** What an alert is about; it sets the colour, the icon and how urgently it is announced. */
export type AlertTone = 'info' | 'success' | 'warning' | 'error';

/** Props of {@link Alert}. */
export interface AlertProps {
  /**
   * What kind of message it is; 'error' is announced at once (`role="alert"`).
   * @default 'info'
   */
  tone?: AlertTone;
  /**
   * The tone in words, read by screen readers before the title ('Error: Could not save') since
   * the colours say nothing to them; the mark (i, ✓, ! or ✕) shows it to the eye.
   * @default 'Information', 'Success', 'Warning' or 'Error', by tone
   */
  toneLabel?: string;
  /** A short first line in bold. */
  title?: string;
  /** The message, under the title. */
  children?: ReactNode;
  /** A button or link that lets people act on the message, such as 'Try again'. */
  action?: ReactNode;
  /**
   * Announce the message as a live region (`role="alert"` for errors, else `role="status"`). Set
   * `false` for a message said another way: inside a region that already announces (a live region
   * inside another is read twice), or one that is a field's description (`aria-describedby`) and
   * so is read with the field the cursor lands on, where a live region would be read a second time.
   * @default true
   * @example
   * <div role="status"><Alert tone="success" live={false}>Document added.</Alert></div>
   */
  live?: boolean;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/**
 * A message inside the page, with its tone's mark (i, ✓, ! or ✕, the same as a Toast's) and, for
 * screen readers, its tone in words. Errors are announced at once (`role="alert"`); other tones
 * politely (`role="status"`), so they do not interrupt what a screen reader is saying; with
 * `live={false}` it is no live region, for a message said another way.
 */
export function Alert({
  tone = 'info',
  toneLabel = toneWords[tone],
  title,
  children,
  action,
  live = true,
  className,
}: AlertProps) {
  return (
    <div
      className={cx('coaz-alert', `coaz-alert--${tone}`, className)}
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
    >
      {/* The tone is told in a mark and in words, not only by colour (WCAG 1.4.1). */}
      <ToneMark tone={tone} className="coaz-alert__icon" />
      <div className="coaz-alert__body">
        <span className="coaz-visually-hidden">{toneLabel}: </span>
        {title ? <p className="coaz-alert__title">{title}</p> : null}
        {children ? <div className="coaz-alert__text">{children}</div> : null}
        {action ? <div className="coaz-alert__action">{action}</div> : null}
      </div>
    </div>
  );
}
