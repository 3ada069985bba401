import type { ImageSource } from '../image/image-source';
import { cx } from '../internal/class-names';
import { ResponsiveImage } from '../internal/responsive-image';
import { LineClamp } from '../line-clamp/line-clamp';

/** Props of {@link PartnerCard}. */
export interface PartnerCardProps {
  /** The partner's name, as the card's heading. */
  name: string;
  /**
   * The partner's logo or picture, shown at 640 by 449. Without one, the name is set in its place,
   * so the grid keeps its rhythm.
   */
  logo?: ImageSource;
  /** What the partnership is about, clamped to 4 lines. */
  description?: string;
  /** The partner's own website; a plain link, since it leaves the site. */
  href?: string;
  /**
   * Level of the heading element of the title, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/** A partner organisation, laid out for the partner grid ({@link CardGrid}). */
export function PartnerCard({
  name,
  logo,
  description,
  href,
  headingLevel = 3,
  className,
}: PartnerCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx('coaz-card', 'coaz-partner-card', className)}>
      {logo ? (
        <ResponsiveImage image={logo} className="coaz-card__image coaz-partner-card__logo" />
      ) : (
        // The heading below names the partner for screen readers; this is the visual stand-in.
        <div
          className="coaz-card__image coaz-partner-card__logo coaz-partner-card__wordmark"
          aria-hidden="true"
        >
          {name}
        </div>
      )}
      <div className="coaz-card__body">
        <Heading className="coaz-card__title">
          {href ? (
            <a href={href} rel="noopener">
              {name}
            </a>
          ) : (
            name
          )}
        </Heading>
        {description ? (
          <LineClamp lines={4} as="p" className="coaz-card__text">
            {description}
          </LineClamp>
        ) : null}
      </div>
    </article>
  );
}
