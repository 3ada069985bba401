import { formatDateSpan } from '../dates/format-date';
import type { EventEntry } from '../render/content-types';

/** When an event was, as the site writes dates, each end a date a machine reads. */
function EventDays({ event }: { event: EventEntry }) {
  const { from, to } = formatDateSpan(event.date, event.endDate ?? event.date);
  if (!event.endDate || to === undefined) return <time dateTime={event.date}>{from}</time>;
  return (
    <span dir="ltr">
      <time dateTime={event.date}>{from}</time> – <time dateTime={event.endDate}>{to}</time>
    </span>
  );
}

/**
 * Events that have ended, latest first, as a plain list of name, days and venue: a record of what
 * the association held, not something to plan for, so neither a picture nor a card per event (the
 * news page stays light on a cheap phone) nor the event's markup for search engines, which list
 * events to attend.
 */
export function PastEventList({ events }: { events: readonly EventEntry[] }) {
  return (
    <ul className="link-list past-event-list">
      {events.map((event) => (
        <li key={event.id}>
          {event.title}
          <span className="link-list__meta">
            {' · '}
            <EventDays event={event} />
            {` · ${event.venue}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
