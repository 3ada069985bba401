import type { ReactNode } from 'react';
import type { ImageSource } from '../image/image-source';
import { cx } from '../internal/class-names';
import { ResponsiveImage } from '../internal/responsive-image';

/** Props of {@link BenefitTile}. */
export interface BenefitTileProps {
  /** The benefit, as the tile's heading. */
  title: string;
  /**
   * What members get, under the title. Leave it out where the title says it all, or where what
   * the tiles share is said once for the group (say so around the list, not in every tile).
   */
  description?: string;
  /**
   * Mark the benefit as reserved for members who have paid their subscription.
   * @default false
   */
  paidMembersOnly?: boolean;
  /**
   * Text of the badge.
   * @default 'PAID MEMBERS ONLY'
   */
  badgeLabel?: string;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  /** A picture across the top of the tile. */
  image?: ImageSource;
  /**
   * Level of the heading element of the title, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/** A membership benefit; those reserved for paid-up members carry a 'PAID MEMBERS ONLY' badge. */
export function BenefitTile({
  title,
  description,
  paidMembersOnly = false,
  badgeLabel = 'PAID MEMBERS ONLY',
  icon,
  image,
  headingLevel = 3,
  className,
}: BenefitTileProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx('coaz-card', 'coaz-tile', 'coaz-benefit-tile', className)}>
      {image ? <ResponsiveImage image={image} className="coaz-card__image" /> : null}
      <div className="coaz-card__body">
        {icon ? (
          <span className="coaz-tile__icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <Heading className="coaz-card__title">{title}</Heading>
        {paidMembersOnly ? <p className="coaz-benefit-tile__badge">{badgeLabel}</p> : null}
        {description ? <p className="coaz-card__text">{description}</p> : null}
      </div>
    </article>
  );
}
