import type { EventEntry } from '../render/content-types';
import { EventList } from './event-list';

/** Where "No upcoming events" stands beside other events, which "No event is listed" would contradict. */
export const NEXT_EVENTS_ANNOUNCED =
  'The next meetings, conferences and screening days are announced here and in the notices.';

/** What {@link EventSections} lists, and where. */
export interface EventSectionsProps {
  /** Events under way (see `eventGroups`); with none, no "Happening now" section. */
  happeningNow: readonly EventEntry[];
  /** Events not yet started; with none, "No upcoming events". */
  upcoming: readonly EventEntry[];
  /** The class of each section: the page's band or section style. */
  sectionClassName: string;
  /** The ids of the two headings, which label the sections and are the addresses' anchors. */
  headingIds: { happeningNow: string; upcoming: string };
  /**
   * The words under "No upcoming events" when the page lists events elsewhere (ended ones).
   * @default {@link NEXT_EVENTS_ANNOUNCED} beside events happening now, else `EventList`'s own
   */
  emptyDescription?: string;
}

/**
 * The events not yet ended as every page lists them: "Happening now" first (only when one is under
 * way), then "Upcoming events" (always, saying when there is none), each a region named by its
 * second-level heading so a screen reader's list of regions and headings tells the two apart.
 */
export function EventSections({
  happeningNow,
  upcoming,
  sectionClassName,
  headingIds,
  emptyDescription,
}: EventSectionsProps) {
  const empty = emptyDescription ?? (happeningNow.length > 0 ? NEXT_EVENTS_ANNOUNCED : undefined);
  return (
    <>
      {happeningNow.length > 0 ? (
        <section className={sectionClassName} aria-labelledby={headingIds.happeningNow}>
          <h2 id={headingIds.happeningNow}>Happening now</h2>
          <EventList events={happeningNow} />
        </section>
      ) : null}
      <section className={sectionClassName} aria-labelledby={headingIds.upcoming}>
        <h2 id={headingIds.upcoming}>Upcoming events</h2>
        <EventList
          events={upcoming}
          {...(empty === undefined ? {} : { emptyDescription: empty })}
        />
      </section>
    </>
  );
}
