import type { ImageSource } from '../image/image-source';
import { cx } from '../internal/class-names';
import { formatDate } from '../internal/format-date';
import { PlainLink } from '../internal/plain-link';
import { ResponsiveImage } from '../internal/responsive-image';
import { LineClamp } from '../line-clamp/line-clamp';
import type { LinkComponent } from '../link/link-component';

/** Props of {@link NewsCard}. */
export interface NewsCardProps {
  /** The headline, as the card's heading, clamped to 2 lines. */
  title: string;
  /** The article's opening text, clamped to 4 lines. */
  summary: string;
  /** The article's page. */
  href: string;
  /** A picture across the top of the card. */
  image?: ImageSource;
  /**
   * Publication date as an ISO date, shown as e.g. '17 May 2024'; a date-time shows Zambia's day.
   * A month or a year published alone (`2024-10`, `2024`) shows as 'October 2024' or '2024'.
   */
  date?: string;
  /**
   * Text of the link to the article; screen readers hear the title after it.
   * @default 'Read More'
   */
  readMoreLabel?: string;
  /**
   * Level of the title heading.
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

/** A news article in a list: image, date, title clamped to 2 lines, text to 4, and Read More. */
export function NewsCard({
  title,
  summary,
  href,
  image,
  date,
  readMoreLabel = 'Read More',
  headingLevel = 3,
  linkComponent: Link = PlainLink,
  className,
}: NewsCardProps) {
  return (
    <article className={cx('coaz-card', 'coaz-news-card', className)}>
      {image ? <ResponsiveImage image={image} className="coaz-card__image" /> : null}
      <div className="coaz-card__body">
        {date ? (
          <p className="coaz-card__meta">
            <time dateTime={date} dir="ltr">
              {formatDate(date)}
            </time>
          </p>
        ) : null}
        <LineClamp lines={2} as={`h${headingLevel}`} className="coaz-card__title">
          {title}
        </LineClamp>
        <LineClamp lines={4} as="p" className="coaz-card__text">
          {summary}
        </LineClamp>
        <Link href={href} className="coaz-card__action coaz-link">
          {readMoreLabel}
          <span className="coaz-visually-hidden">: {title}</span>
        </Link>
      </div>
    </article>
  );
}
