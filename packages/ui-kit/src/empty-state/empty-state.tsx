import type { ReactNode } from 'react';
import { cx } from '../internal/class-names';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What is empty, e.g. 'No upcoming events'. */
  title: string;
  /** Why, or what happens next. */
  description?: ReactNode;
  /** What people can do instead, such as a link to past events. */
  action?: ReactNode;
  /** A decorative picture above the title. */
  icon?: ReactNode;
  /**
   * Level of the heading element of the title, to fit the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/** What a list or page shows when it has nothing to show yet. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx('coaz-empty-state', className)}>
      {icon ? (
        <span className="coaz-empty-state__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className="coaz-empty-state__title">{title}</Heading>
      {description ? <div className="coaz-empty-state__description">{description}</div> : null}
      {action ? <div className="coaz-empty-state__action">{action}</div> : null}
    </section>
  );
}
