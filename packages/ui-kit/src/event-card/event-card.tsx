import type { ReactNode } from 'react';
import type { ImageSource } from '../image/image-source';
import { cx } from '../internal/class-names';
import { formatDate } from '../internal/format-date';
import { formatDateSpan, RANGE_DASH } from '../internal/format-date-span';
import { PlainLink } from '../internal/plain-link';
import { ResponsiveImage } from '../internal/responsive-image';
import type { LinkComponent } from '../link/link-component';

/** Whether a description has something to show: a string of more than spaces, or any nodes. */
function hasContent(description: ReactNode): boolean {
  if (typeof description === 'string') return description.trim() !== '';
  return description !== undefined && description !== null && description !== false;
}

/** Props of {@link EventCard}. */
export interface EventCardProps {
  /** The event's name, as the card's heading. */
  title: string;
  /** The day as an ISO date, shown as e.g. '17 May 2024'; a date-time shows Zambia's day. */
  date: string;
  /**
   * The last day of an event over several days, as an ISO date (or a date-time, read as Zambia's
   * day). The date row then reads as a span, '3 – 5 March 2026', each end its own `<time>` with
   * its ISO date as `dateTime`, so a calendar or search engine reads both days. Left out, the same
   * day as `date` or not a date, the card shows `date` alone.
   * @example <EventCard date="2026-03-03" endDate="2026-03-05" … />
   */
  endDate?: string;
  /** Start time, 24-hour `HH:MM`; empty when the event has none, and the time row is left out. */
  startTime: string;
  /** End time, 24-hour `HH:MM`; empty when only the start is known. */
  endTime: string;
  /** Where it takes place, as written for people (e.g. a hall and a town). */
  venue: string;
  /**
   * What the event is about, in the organisers' words, shown in full under the details; line
   * breaks are kept. Left out when empty. Text is shown as typed, never read as HTML; to make the
   * addresses in an editor's text links, pass nodes that do so (the web app passes its
   * `LinkedText`), and links inside it stay clickable on a card whose title is a link.
   * @example <EventCard description={<LinkedText text={event.description} />} … />
   */
  description?: ReactNode;
  /** The event's page; makes the whole card a link. */
  href?: string;
  /** A picture across the top of the card. */
  image?: ImageSource;
  /**
   * Name of the date row.
   * @default 'Date'
   */
  dateLabel?: string;
  /**
   * Name of the time row.
   * @default 'Time'
   */
  timeLabel?: string;
  /**
   * Name of the venue row.
   * @default 'Venue'
   */
  venueLabel?: string;
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

/**
 * An upcoming or past event: its day (or first and last day), start and end time, venue, and what
 * it is about.
 */
export function EventCard({
  title,
  date,
  endDate,
  startTime,
  endTime,
  venue,
  description,
  href,
  image,
  dateLabel = 'Date',
  timeLabel = 'Time',
  venueLabel = 'Venue',
  headingLevel = 3,
  linkComponent: Link = PlainLink,
  className,
}: EventCardProps) {
  const Heading = `h${headingLevel}` as const;
  const span = endDate ? formatDateSpan(date, endDate) : undefined;
  return (
    <article className={cx('coaz-card', 'coaz-event-card', className)}>
      {image ? <ResponsiveImage image={image} className="coaz-card__image" /> : null}
      <div className="coaz-card__body">
        <Heading className="coaz-card__title">
          {href ? <Link href={href}>{title}</Link> : title}
        </Heading>
        <dl className="coaz-card__details">
          <dt>{dateLabel}</dt>
          <dd>
            {span ? (
              // Left to right as the times below: in a right-to-left run the span would read end–start.
              <span dir="ltr">
                <time dateTime={date}>{span.from}</time>
                {RANGE_DASH}
                <time dateTime={endDate}>{span.to}</time>
              </span>
            ) : (
              <time dateTime={date} dir="ltr">
                {formatDate(date)}
              </time>
            )}
          </dd>
          {startTime ? (
            <>
              <dt>{timeLabel}</dt>
              <dd>
                {/* Left to right on every page: in a right-to-left run the range would read end–start. */}
                <span dir="ltr">
                  <time dateTime={startTime}>{startTime}</time>
                  {endTime ? (
                    <>
                      {RANGE_DASH}
                      <time dateTime={endTime}>{endTime}</time>
                    </>
                  ) : null}
                </span>
              </dd>
            </>
          ) : null}
          <dt>{venueLabel}</dt>
          <dd>{venue}</dd>
        </dl>
        {hasContent(description) ? (
          <p className="coaz-card__text coaz-event-card__description">{description}</p>
        ) : null}
      </div>
    </article>
  );
}
