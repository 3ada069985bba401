import type { ImageSource } from '../image/image-source';
import { cx } from '../internal/class-names';
import { formatDate } from '../internal/format-date';
import { PlainLink } from '../internal/plain-link';
import { ResponsiveImage } from '../internal/responsive-image';
import type { LinkComponent } from '../link/link-component';

/** Props of {@link VacancyCard}. */
export interface VacancyCardProps {
  /** The job title. */
  position: string;
  /** The employer. */
  company: string;
  /** Where the post is, such as a district and a province. */
  location: string;
  /** How many posts are open. */
  vacancies: number;
  /** ISO date the vacancy was posted; a date-time shows Zambia's day. */
  postedDate: string;
  /** ISO date applications close; a date-time shows Zambia's day. */
  closingDate: string;
  /** The employer's logo, shown small. */
  logo?: ImageSource;
  /** The vacancy's page. */
  href?: string;
  /**
   * Name of the number of posts.
   * @default 'Vacancies'
   */
  vacanciesLabel?: string;
  /**
   * Name of the posting date.
   * @default 'Posted'
   */
  postedLabel?: string;
  /**
   * Name of the closing date.
   * @default 'Closing'
   */
  closingLabel?: string;
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

/** A job advert: logo, position, company, location, number of posts, posted and closing dates. */
export function VacancyCard({
  position,
  company,
  location,
  vacancies,
  postedDate,
  closingDate,
  logo,
  href,
  vacanciesLabel = 'Vacancies',
  postedLabel = 'Posted',
  closingLabel = 'Closing',
  headingLevel = 3,
  linkComponent: Link = PlainLink,
  className,
}: VacancyCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx('coaz-card', 'coaz-vacancy-card', className)}>
      <div className="coaz-card__body">
        <div className="coaz-vacancy-card__header">
          {logo ? <ResponsiveImage image={logo} className="coaz-vacancy-card__logo" /> : null}
          <div>
            <Heading className="coaz-card__title">
              {href ? <Link href={href}>{position}</Link> : position}
            </Heading>
            <p className="coaz-card__meta">
              {company} · {location}
            </p>
          </div>
        </div>
        <dl className="coaz-card__details">
          <dt>{vacanciesLabel}</dt>
          <dd>{vacancies}</dd>
          <dt>{postedLabel}</dt>
          <dd>
            <time dateTime={postedDate} dir="ltr">
              {formatDate(postedDate)}
            </time>
          </dd>
          <dt>{closingLabel}</dt>
          <dd>
            <time dateTime={closingDate} dir="ltr">
              {formatDate(closingDate)}
            </time>
          </dd>
        </dl>
      </div>
    </article>
  );
}
