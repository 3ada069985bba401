import { EmptyState, EventCard } from '@coaz/ui-kit';
import type { EventEntry } from '../render/content-types';
import { eventCardProps } from './event-card-props';

const NONE_LISTED =
  'No event is listed at the moment. Meetings, conferences and screening days are announced here and in the notices.';

/**
 * Events as a grid of cards, as the home and news pages show those happening now and those to
 * come (`EventSections`). With none, a note that there are no upcoming events: `emptyDescription`
 * replaces its words where the page lists other events in their place (happening now, or the news
 * page's past events), which "No event is listed" would contradict.
 */
export function EventList({
  events,
  emptyDescription = NONE_LISTED,
}: {
  events: readonly EventEntry[];
  emptyDescription?: string;
}) {
  if (events.length === 0) {
    return (
      <EmptyState title="No upcoming events" description={emptyDescription} headingLevel={3} />
    );
  }
  return (
    <ul className="card-list card-list--four">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard {...eventCardProps(event)} />
        </li>
      ))}
    </ul>
  );
}
