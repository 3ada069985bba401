import type { ReactNode } from 'react';
import { cx } from '../internal/class-names';

/** What an alert is about; it sets the colour, the icon and how urgently it is announced. */
export type AlertTone = 'info' | 'success' | 'warning' | 'error';

/** Props of {@link Alert}. */
export interface AlertProps {
  /**
   * What kind of message it is; 'error' is announced at once (`role="alert"`).
   * @default 'info'
   */
  tone?: AlertTone;
  /** A short first line in bold. */
  title?: string;
  /** The message, under the title. */
  children?: ReactNode;
  /** A button or link that lets people act on the message, such as 'Try again'. */
  action?: ReactNode;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/**
 * A message inside the page. Errors are announced at once (`role="alert"`); other tones politely
 * (`role="status"`), so they do not interrupt what a screen reader is saying.
 */
export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  return (
    <div
      className={cx('coaz-alert', `coaz-alert--${tone}`, className)}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <span className="coaz-alert__icon" aria-hidden="true" />
      <div className="coaz-alert__body">
        {title ? <p className="coaz-alert__title">{title}</p> : null}
        {children ? <div className="coaz-alert__text">{children}</div> : null}
        {action ? <div className="coaz-alert__action">{action}</div> : null}
      </div>
    </div>
  );
}
