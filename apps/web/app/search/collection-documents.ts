import type { ContentEntry } from '@coaz/api-client';
import { committees, governanceEntries } from '@coaz/content-data';
import type { SearchDocument } from '@coaz/content-data/search';
import { eventGroups } from '../content/event-groups';
import { noticeAnchor } from '../contents/notice-anchor';
import { noticeEnded } from '../contents/notice-end';
import { formatDate, formatDateRange, formatRange } from '../dates/format-date';
import { newsDateText } from '../news/news-date';
import { postParagraphs } from '../news/post-paragraphs';
import { groupSeats } from '../organisation/group-seats';
import { officeSpelling } from '../organisation/office-position';
import type { EventEntry, NewsItem, Partner, Person, Vacancy } from '../render/content-types';

// How editable entries enter the site search (the decision, written once here):
// - The pages (content-data) change only with a release, so their index is built with the app and
//   searched in the browser with no request. It holds none of the entries editors keep.
// - News posts, events, vacancies, notices, people and partners are kept by editors and change at any time,
//   so they are never frozen into that index. The site search asks the content API for the
//   published ones when a visitor searches (`site-search-query.ts`) and turns each into a document
//   of its own here, searched with the pages. A published change is found at the next search, with
//   no rebuild; an entry deleted, renamed, still a draft or not yet due is not listed by the API,
//   so it cannot be found under words it no longer has. If the API cannot answer, the pages are
//   still searched. A notice past its "show until" day is left out here too: the API still lists it
//   to an editor's login, which the browser's search reads with.
// - An event is offered as an upcoming event only because the API listed it as one
//   (`when=upcoming`: not yet ended in Lusaka, by the server's clock, as /news shows them); the events content-data ships are past announcements and are not searched at all.
//   One under way is found under "Happening now", as /news lists it (`eventGroups`, at the time the
//   entries were fetched). A results page cached earlier in the day may still link an event that
//   has since begun to "Upcoming events": that section is always on /news, just under it.

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

/** An event's hours as its card gives them ('09:00 – 16:30'), or its start ('from 09:00'). */
function eventHours(event: EventEntry): string | undefined {
  if (!event.startTime) return undefined;
  return event.endTime ? formatRange(event.startTime, event.endTime) : `from ${event.startTime}`;
}

/**
 * An event not yet ended (as the API's `when=upcoming` lists them) as a result of its own, so
 * "AGM" finds the Annual General Meeting itself, under /news's "Upcoming events", or its
 * "Happening now" when `underWay`. Its line gives the day, the hours and the place, as its card
 * does: a vigil at 00:30 read as a day's event.
 * @default underWay false
 */
export function upcomingEventDocument(event: EventEntry, underWay = false): SearchDocument {
  const days = event.endDate ? formatDateRange(event.date, event.endDate) : formatDate(event.date);
  const when = [days, eventHours(event)].filter(Boolean).join(', ');
  return {
    title: event.title,
    route: underWay ? '/news#happening-now' : '/news#upcoming-events',
    headings: [underWay ? 'Happening now' : 'Upcoming events'],
    text: [`${when}, at ${event.venue}.`, event.description ?? ''].filter(Boolean).join('\n'),
  };
}

/** A person as a result of their own, under their name, found by name, position or what they do. */
export function personDocument(person: Person): SearchDocument {
  // As the person's card writes it: the office's own spelling, whatever case the editor typed.
  const position = officeSpelling(person.position, groupSeats(person.group));
  return {
    title: person.name,
    route: personRoute(person.group),
    headings: [position],
    text: [
      person.tenure ? `${position}, ${person.tenure}.` : `${position}.`,
      person.about ?? '',
      person.qualifications ?? '',
      person.contributions ?? '',
    ]
      .filter((line) => line.trim() !== '')
      .join('\n'),
  };
}

/**
 * A news post as a result of its own, opening the post on the news page by its id. Its date is
 * found ("October 2024") but never shown as the passage: as a line of the text it was the passage of
 * every post found by its title alone, while posts found by their words showed none.
 */
export function newsDocument(post: NewsItem): SearchDocument {
  return {
    title: post.title,
    route: `/news?article=${post.id}`,
    headings: [post.tag ?? '', 'News', newsDateText(post)].filter((heading) => heading !== ''),
    text: [...postParagraphs(post), post.picture?.alt ?? '']
      .filter((line) => line.trim() !== '')
      .join('\n'),
  };
}

/** An open vacancy as a result of its own, at its card on the careers page. */
export function vacancyDocument(vacancy: Vacancy): SearchDocument {
  const where = [vacancy.district, vacancy.province, vacancy.country].filter(Boolean).join(', ');
  return {
    title: `${vacancy.position}, ${vacancy.company}`,
    route: `/services/careers#vacancy-${vacancy.id}`,
    headings: ['Vacancies', vacancy.company],
    text: [
      `${vacancy.position} at ${vacancy.company}${where ? `, ${where}` : ''}. Apply by ${formatDate(vacancy.closingOn)}.`,
      ...vacancy.comments,
    ].join('\n'),
  };
}

/** A notice from the secretariat as a result of its own, at the notice itself on the news page. */
export function noticeDocument(notice: ContentEntry): SearchDocument {
  return {
    title: notice.title,
    route: `/news#${noticeAnchor(notice.id)}`,
    headings: ['Notices'],
    text: notice.body.replace(/\n+/g, '\n'),
  };
}

/** A partner as a result of its own, under the name editors gave it, on the partners page. */
export function partnerDocument(partner: Partner): SearchDocument {
  return {
    title: partner.name,
    route: '/services/partners',
    headings: ['Partners'],
    text: partner.description,
  };
}

/** The published entries of the editable collections, as the content API lists them. */
export interface PublishedEntries {
  /** Events not yet ended only (`when=upcoming`). */
  events?: readonly EventEntry[];
  people?: readonly Person[];
  news?: readonly NewsItem[];
  /** Open vacancies only (`when=open`). */
  vacancies?: readonly Vacancy[];
  notices?: readonly ContentEntry[];
  partners?: readonly Partner[];
}

/**
 * The published entries as documents for the site search; the events grouped as at `now` (the
 * server's clock: the render's, or `serverNow()` in the browser).
 */
export function collectionDocuments(
  {
    events = [],
    people = [],
    news = [],
    vacancies = [],
    notices = [],
    partners = [],
  }: PublishedEntries,
  now: Date,
): SearchDocument[] {
  const { happeningNow, upcoming } = eventGroups(events, now);
  return [
    ...news.map(newsDocument),
    ...happeningNow.map((event) => upcomingEventDocument(event, true)),
    ...upcoming.map((event) => upcomingEventDocument(event)),
    ...vacancies.map(vacancyDocument),
    // An editor's browser lists ended notices too (to extend or delete them): not for search.
    ...notices.filter((notice) => !noticeEnded(notice)).map(noticeDocument),
    ...people.map(personDocument),
    ...partners.map(partnerDocument),
  ];
}
