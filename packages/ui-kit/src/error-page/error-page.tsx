import { type ReactNode, useId } from 'react';
import { cx } from '../internal/class-names';

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** The page's heading, e.g. 'Page not found' or 'Unexpected Application Error!'. */
  title: string;
  /** The HTTP status or error code shown above the title, such as 404. */
  status?: number | string;
  /** What happened and what to do, in plain words. */
  message?: ReactNode;
  /**
   * Technical detail for whoever reports the problem, shown folded. Pass text only: it is
   * rendered as text, never as HTML.
   */
  details?: string;
  /**
   * Summary line of the folded technical details.
   * @default 'Technical details'
   */
  detailsLabel?: string;
  /** Ways out, such as a link home and a retry button. */
  actions?: ReactNode;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/** The layout of an error page: status, title, message, ways out and folded technical details. */
export function ErrorPage({
  title,
  status,
  message,
  details,
  detailsLabel = 'Technical details',
  actions,
  className,
}: ErrorPageProps) {
  const titleId = useId();
  return (
    <section className={cx('coaz-error-page', className)} aria-labelledby={titleId}>
      {status !== undefined ? <p className="coaz-error-page__status">{status}</p> : null}
      <h1 id={titleId} className="coaz-error-page__title">
        {title}
      </h1>
      {message ? <div className="coaz-error-page__message">{message}</div> : null}
      {actions ? <div className="coaz-error-page__actions">{actions}</div> : null}
      {details ? (
        <details className="coaz-error-page__details">
          <summary>{detailsLabel}</summary>
          <pre>{details}</pre>
        </details>
      ) : null}
    </section>
  );
}
