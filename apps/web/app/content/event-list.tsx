import { events } from '@coaz/content-data';
import { EventCard } from '@coaz/ui-kit';
import { eventCardProps } from './event-card-props';

/** The association's events as a grid of cards, as the home and news pages show them. */
export function EventList() {
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
