import { EmptyState, EventCard } from '@coaz/ui-kit';
import type { EventEntry } from '../render/content-types';
import { eventCardProps } from './event-card-props';

/** Upcoming events as a grid of cards, as the home and news pages show them. */
export function EventList({ events }: { events: readonly EventEntry[] }) {
  if (events.length === 0) {
    return (
      <EmptyState
        title="No upcoming events"
        description="No event is listed at the moment. Meetings, conferences and screening days are announced here and in the notices."
        headingLevel={3}
      />
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
