import type { ReactNode } from 'react';
import type { ImageSource } from '../image/image-source';
import { cx } from '../internal/class-names';
import { PlainLink } from '../internal/plain-link';
import { ResponsiveImage } from '../internal/responsive-image';
import type { LinkComponent } from '../link/link-component';

/** Props of {@link ServiceTile}. */
export interface ServiceTileProps {
  /** The service, as the tile's heading. */
  title: string;
  /** What the service offers, under the title. */
  description: string;
  /** The service's page; the whole tile is the link. */
  href: string;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  /** A picture across the top of the tile. */
  image?: ImageSource;
  /**
   * Level of the heading element of the title, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Link used for the links it renders, e.g. React Router's.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/** One of the association's services, as a tile that links to its page. */
export function ServiceTile({
  title,
  description,
  href,
  icon,
  image,
  headingLevel = 3,
  linkComponent: Link = PlainLink,
  className,
}: ServiceTileProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx('coaz-card', 'coaz-tile', className)}>
      {image ? <ResponsiveImage image={image} className="coaz-card__image" /> : null}
      <div className="coaz-card__body">
        {icon ? (
          <span className="coaz-tile__icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <Heading className="coaz-card__title">
          <Link href={href}>{title}</Link>
        </Heading>
        <p className="coaz-card__text">{description}</p>
      </div>
    </article>
  );
}
