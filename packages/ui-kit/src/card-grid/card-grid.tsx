import { Children, type CSSProperties, type ReactNode, useRef } from 'react';
import { cx } from '../internal/class-names';
import { useElementWidth } from '../internal/use-element-width';
import { type PartnerGridOptions, partnerGridColumns } from './partner-grid-columns';

/** Props of {@link CardGrid}. */
export interface CardGridProps extends PartnerGridOptions {
  /** The cards; each becomes an item of the list. */
  children: ReactNode;
  /** Accessible name of the list, e.g. 'Partners'. */
  label?: string;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/**
 * A list of cards laid out by the partner-grid rule ({@link partnerGridColumns}), recomputed as the
 * grid's width changes. Before it can measure (server rendering), CSS fills rows with cards at
 * least `minCardWidth` wide, which gives the same result for the usual sizes. The grid draws no
 * side padding, so its cards line up with the page's text: the rule's `sidePadding` is the room
 * around a grid, and the grid's whole width is what it shares out among its cards.
 */
export function CardGrid({
  children,
  label,
  className,
  minCardWidth = 450,
  sidePadding = 32,
  gap = 32,
  imageAspectRatio,
  maxColumns,
}: CardGridProps) {
  const ref = useRef<HTMLUListElement>(null);
  const width = useElementWidth(ref);
  const options = { minCardWidth, sidePadding, gap, imageAspectRatio, maxColumns };
  const columns =
    width === undefined ? undefined : partnerGridColumns(width + 2 * sidePadding, options).columns;
  const style = {
    '--coaz-grid-min': `${minCardWidth}px`,
    '--coaz-grid-gap': `${gap}px`,
    ...(columns === undefined ? {} : { '--coaz-grid-columns': columns }),
  } as CSSProperties;
  return (
    <ul
      ref={ref}
      aria-label={label}
      className={cx('coaz-card-grid', columns !== undefined && 'is-measured', className)}
      style={style}
      data-columns={columns}
    >
      {Children.toArray(children).map((child, index) => (
        // Children.toArray already gave every child a stable key.
        <li key={(child as { key?: string }).key ?? index} className="coaz-card-grid__item">
          {child}
        </li>
      ))}
    </ul>
  );
}
