import { committees, governanceEntries } from '@coaz/content-data';
import type { SearchDocument } from '@coaz/content-data/search';
import { formatDate, formatDateRange } from '../dates/format-date';
import type { EventEntry, Person } from '../render/content-types';

// How editable entries enter the site search (the decision, written once here):
// - The pages (content-data) change only with a release, so their index is built with the app and
//   searched in the browser with no request.
// - Events and people are kept by editors and change at any time, so they are never frozen into
//   that index. The search page asks the editorial API for the published ones when a visitor
//   searches (`events.list({ when: 'upcoming' })`, `people.list()`, each one request of 100) and
//   turns each into a document of its own here, searched with the pages. A published change is
//   found at the next search, with no rebuild; an entry that is a draft or has not come due is not
//   listed by the API, so it cannot leak into results. If the API cannot answer, the pages are
//   still searched.

/** Where a person is listed on the site, by their group (see `Person.group`). */
export function personRoute(group: string): string {
  if (group === 'employees') return '/organisation/administration/employees';
  if (committees.some((committee) => committee.slug === group)) {
    return `/organisation/governance/committees_of_the_executive/${group}`;
  }
  if (governanceEntries.some((entry) => entry.slug === group)) {
    return `/organisation/governance/${group}`;
  }
  return '/organisation/governance';
}

/** An event as a result of its own, so "AGM" finds the Annual General Meeting itself. */
export function eventDocument(event: EventEntry): SearchDocument {
  const when = event.endDate ? formatDateRange(event.date, event.endDate) : formatDate(event.date);
  return {
    title: event.title,
    route: '/news#upcoming-events',
    headings: ['Upcoming events'],
    text: [`${when}, at ${event.venue}.`, event.description ?? ''].filter(Boolean).join('\n'),
  };
}

/** A person as a result of their own, under their name, found by name, position or what they do. */
export function personDocument(person: Person): SearchDocument {
  return {
    title: person.name,
    route: personRoute(person.group),
    headings: [person.position],
    text: [
      person.tenure ? `${person.position}, ${person.tenure}.` : `${person.position}.`,
      person.about ?? '',
      person.qualifications ?? '',
      person.contributions ?? '',
    ]
      .filter((line) => line.trim() !== '')
      .join('\n'),
  };
}

/** The published events and people as documents for the site search. */
export function collectionDocuments(
  events: readonly EventEntry[],
  people: readonly Person[],
): SearchDocument[] {
  return [...events.map(eventDocument), ...people.map(personDocument)];
}
