import type { ImageSource } from '../image/image-source';
import { cx } from '../internal/class-names';
import { ResponsiveImage } from '../internal/responsive-image';
import { LineClamp } from '../line-clamp/line-clamp';

/** Props of {@link PartnerCard}. */
export interface PartnerCardProps {
  /** The partner's name, as the card's heading. */
  name: string;
  /**
   * The partner's logo or picture, shown at 640 by 449. Without one, the card is its name and
   * description alone: the name set again in the logo's place said it twice.
   */
  logo?: ImageSource;
  /** What the partnership is about, clamped to 4 lines. */
  description?: string;
  /**
   * The partner's own website, an `http:` or `https:` address: the name becomes a link to it (the
   * whole card is its target), a plain link that leaves the site and tells the partner nothing of
   * where the visitor came from. Anything else (`javascript:`, a bare word) is left unlinked.
   * @example <PartnerCard name="Ministry of Health" href="https://www.moh.gov.zm" />
   */
  href?: string;
  /**
   * Level of the heading element of the title, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/** The address a card may link to: an absolute `http:` or `https:` URL, else undefined. */
function websiteAddress(href: string | undefined): string | undefined {
  if (!href) return undefined;
  try {
    const { protocol } = new URL(href);
    return protocol === 'https:' || protocol === 'http:' ? href : undefined;
  } catch {
    return undefined;
  }
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
  const website = websiteAddress(href);
  return (
    <article className={cx('coaz-card', 'coaz-partner-card', className)}>
      {logo ? (
        <ResponsiveImage image={logo} className="coaz-card__image coaz-partner-card__logo" />
      ) : null}
      <div className="coaz-card__body">
        <Heading className="coaz-card__title">
          {website ? (
            <a href={website} rel="external noopener noreferrer">
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
