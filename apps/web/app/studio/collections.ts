import { committees, governanceEntries } from '@coaz/content-data';
import { serverNow } from '../api/server-clock';
import { formatDate, formatDayOrToday, formatMoment } from '../dates/format-date';
import { lusakaToday, lusakaWallTime } from '../dates/lusaka-time';
import { newsDateText } from '../news/news-date';
import { groupSeats } from '../organisation/group-seats';
import { COLLECTION_LABELS } from './collection-labels';
import { eventWhen } from './event-when';
import type { FieldSpec } from './field-spec';
import type { NotWhereExpected } from './save-wording';
import type { CollectionEntries, CollectionName } from './studio-api';

/** A list filter a collection adds to search and status, sent as a query parameter. */
export interface CollectionFilter {
  param: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** How the studio shows and edits one collection. */
export interface CollectionSpec<K extends CollectionName = CollectionName> {
  name: K;
  /** The section's name, plural: "News". */
  label: string;
  /** One entry, for buttons and messages: "news item". */
  singular: string;
  fields: readonly FieldSpec[];
  /** The entry's name in lists and headings. */
  titleOf(entry: CollectionEntries[K]): string;
  /** A short line under the name in the list. */
  summaryOf(entry: CollectionEntries[K]): string;
  filter?: CollectionFilter;
  /**
   * Why the site does not show this entry, though published, or shows it elsewhere than an entry
   * of its kind goes (an ended event, under Past events), if so: said after the save instead of
   * "it is on the site now".
   */
  notWhereExpected?(entry: CollectionEntries[K]): NotWhereExpected | undefined;
  /**
   * What a published entry has become that takes it off the site's lists, and where it stands
   * now, for the list's badge ("Closed: no longer listed on the site"), or nothing while the site
   * lists it as it did.
   */
  lapsedAs?(entry: CollectionEntries[K]): string | undefined;
}

/**
 * Today in Lusaka on the server's clock, which decides what the site shows: a phone whose date is
 * wrong must not call a vacancy open that the careers page has closed, nor date a new post wrongly.
 */
const serverToday = () => lusakaToday(serverNow());

/**
 * A picture field. `minWidth` is the narrowest the site draws it, in CSS pixels, where it is
 * smallest (a phone's screen at 1x): a picture narrower than that is stretched, and blurred, on
 * every screen, so it is refused as it is chosen (`pictureTooNarrow`). News and event cards are
 * 20rem wide on a wide screen and the whole width of a phone (320 px at least); a partner's logo
 * sits in a card as wide, but contained, not stretched to its width, and logos taken from
 * partners' websites are often 200 to 300 px, so 160 px (half a phone) as for a person's portrait
 * (12rem); an employer's logo on the careers page is 5rem (80 px).
 */
const picture = (name: string, label: string, minWidth: number): FieldSpec => ({
  name,
  label,
  kind: 'picture',
  minWidth,
  // What the editor chooses, in their words: how the server stores it (WebP at several widths)
  // is no concern of theirs.
  hint: 'Optional. A JPEG, PNG, WebP or GIF file of up to 5 MB; a larger photo or screenshot is made smaller first.',
});

/**
 * A place in a list: smaller first, the same number by name. Below 0 too, as the server takes
 * (-100,000 to 100,000): the entries start at 0, so putting one first must not mean renumbering
 * every other.
 */
const orderField = (where: string): FieldSpec => ({
  name: 'order',
  label: 'Order',
  kind: 'number',
  min: -100_000,
  initial: () => '0',
  hint: `Smaller numbers come first ${where}; -1 goes before 0, and the same number goes by name.`,
});

/** Where a person can be placed: each governance entry, each committee, or the staff list. */
export const PEOPLE_GROUPS: readonly { value: string; label: string }[] = [
  ...governanceEntries.map((entry) => ({ value: entry.slug, label: entry.name })),
  ...committees.map((committee) => ({ value: committee.slug, label: committee.name })),
  { value: 'employees', label: 'Staff (employees)' },
];

/**
 * The positions of a group's seats as its public page names them (a body's leaders, or else its
 * composition; a committee's composition; the secretariat's posts), whatever was typed elsewhere.
 */
function seatPositions(group: unknown): readonly string[] {
  return [...new Set(groupSeats(group).map((seat) => seat.position))];
}

const groupName = (slug: string) =>
  PEOPLE_GROUPS.find((group) => group.value === slug)?.label ?? slug;

const news: CollectionSpec<'news'> = {
  name: 'news',
  label: COLLECTION_LABELS.news,
  singular: 'news item',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 200 },
    {
      name: 'date',
      label: 'Date',
      kind: 'date',
      required: true,
      initial: () => serverToday(),
      // The news is listed newest date first, and a future date does not hold the item back:
      // a slip (2027 for 2026), or a date meant as a schedule, would keep it first for months.
      whenAhead:
        'That day is still to come: the news is listed by date, newest first, so this item would stay first until then. To publish it later, schedule it under Publication instead.',
      // Left at the day it was written, a scheduled item came out dated days before, and below
      // the news published meanwhile.
      // Scheduled, or a draft published now (`goesOnSiteOn`): a draft published a week after it
      // was written came out dated the day it was written.
      whenBeforeScheduled:
        'That day is before the day the item goes on the site: the site shows this date and lists the news by it, so the item would come out looking older, below news dated since. Give the day it goes on the site.',
    },
    {
      // A post published with its month alone reads "October 2024", not a 1st nobody gave.
      name: 'datePrecision',
      label: 'Show the date as',
      kind: 'select',
      required: true,
      initial: () => 'day',
      options: [
        { value: 'day', label: 'The day' },
        { value: 'month', label: 'The month only' },
        { value: 'year', label: 'The year only' },
        { value: 'undated', label: 'No date' },
      ],
      hint: 'How much of the date the site shows. The date above still places the item in the list: give the first of the month for a month, or a day near its neighbours for no date.',
    },
    {
      name: 'tag',
      label: 'Tag',
      kind: 'text',
      hint: 'Optional, such as AGM or CPD.',
      maxLength: 60,
    },
    { name: 'body', label: 'Text', kind: 'textarea', required: true, maxLength: 20_000 },
    picture('picture', 'Picture', 320),
  ],
  titleOf: (entry) => entry.title,
  summaryOf: (entry) => [newsDateText(entry), entry.tag].filter(Boolean).join(' · '),
};

/**
 * Whether an event has ended on Lusaka's clock, by the server's rule for `when=upcoming`: at its
 * end time on its last day, or at that day's end when it has none.
 */
function eventEnded(
  entry: Pick<CollectionEntries['events'], 'date' | 'endDate' | 'endTime'>,
  now = serverNow(),
): boolean {
  const clock = lusakaWallTime(now);
  return (
    `${entry.endDate ?? entry.date} ${entry.endTime ?? '24:00'}` <= `${clock.date} ${clock.time}`
  );
}

// Not "will not show": the news page still lists an ended event, under Past events, as the
// save's line says too (`notWhereExpected`).
const EVENT_ENDED =
  'That day has passed, so the site will list this event only under Past events on the news page, not as upcoming.';

// Scheduled for after its last day, an event was saved as "Scheduled, not on the site yet" and
// only ever appeared under Past events.
const EVENT_OVER_BEFORE_SCHEDULED =
  'That day is before the day the event is scheduled to go on the site: it will have ended by then, so the site will show it only under Past events, never as upcoming. Schedule it for a day before it ends, or publish it now.';

/** The later of now and a scheduled `publishAt`: when the site first shows the entry. */
function shownFrom(entry: { publishAt: string | null }, now = serverNow()): Date {
  const publishAt = entry.publishAt ? new Date(entry.publishAt) : undefined;
  return publishAt && publishAt > now ? publishAt : now;
}

/** A `publishAt` still to come, in words ("12 December 2026, 08:00"), or nothing. */
function scheduledMoment(entry: { publishAt: string | null }, now = serverNow()) {
  return entry.publishAt && Date.parse(entry.publishAt) > now.getTime()
    ? formatMoment(entry.publishAt)
    : undefined;
}

const events: CollectionSpec<'events'> = {
  name: 'events',
  label: COLLECTION_LABELS.events,
  singular: 'event',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 200 },
    // Said as the day is typed, as a vacancy's closing date is: by the day in Lusaka, the last
    // one (the end date when given), so an event under way today is not called past. An event
    // today whose end time has gone by is still said after the save (`notWhereExpected`).
    {
      name: 'date',
      label: 'Date',
      kind: 'date',
      required: true,
      whenPast: EVENT_ENDED,
      whenBeforeScheduled: EVENT_OVER_BEFORE_SCHEDULED,
      lastDayIn: 'endDate',
    },
    {
      name: 'endDate',
      label: 'End date',
      kind: 'date',
      whenPast: EVENT_ENDED,
      whenBeforeScheduled: EVENT_OVER_BEFORE_SCHEDULED,
      // An evening event ending after midnight needs it too; said here, since 'only for events
      // over several days' left an editor with a dinner from 19:00 to 01:00 refused at End time.
      hint: 'For an event over several days, or one that ends after midnight (the day it ends).',
    },
    {
      name: 'startTime',
      label: 'Start time',
      kind: 'time',
      // The public card gives the times once, under the days, so they read as each day's; the
      // list says so too ('09:00 – 16:00 each day').
      hint: 'Over several days, the times of each day.',
    },
    { name: 'endTime', label: 'End time', kind: 'time' },
    { name: 'venue', label: 'Venue', kind: 'text', required: true, maxLength: 300 },
    { name: 'description', label: 'Description', kind: 'textarea', maxLength: 10_000 },
    picture('picture', 'Picture', 320),
  ],
  titleOf: (entry) => entry.title,
  // The days as the public cards write them, with the times (`eventWhen`), so two events on one
  // day are told apart. That it has ended is said by the badge (`lapsedAs`), not here.
  summaryOf: (entry) => `${eventWhen(entry)} · ${entry.venue}`,
  // Published and ended, it wore the green "Published" badge with "· ended" at the end of this
  // line, which told the editor it was on the site as before. Ended, it leaves the home page and
  // the upcoming events, and the news page lists it under Past events (the latest five).
  lapsedAs: (entry) =>
    eventEnded(entry) ? 'Ended: under Past events on the news page' : undefined,
  // The home page, the news page's upcoming events and the site's search list events not yet
  // ended (`when=upcoming`), by the server's rule: the end time on the last day, or that day's
  // end, on Lusaka's clock. Scheduled, it is judged when it goes on the site, to the minute: an
  // event ending at 07:00 and scheduled for 08:00 that day is never listed as upcoming either.
  // Still on the site (under Past events), so said as shown elsewhere, not as not shown.
  notWhereExpected: (entry) => {
    if (!eventEnded(entry, shownFrom(entry))) return undefined;
    const scheduled = scheduledMoment(entry);
    const why = scheduled
      ? `it will have ended by ${scheduled} (Lusaka time), when it is scheduled to go on the site, so the news page will list it only under Past events and the home page and search will leave it out. Schedule it for before it ends, or publish it now`
      : 'it has ended, so the news page lists it under Past events (the latest five) and the home page and search leave it out. Give a later date to list it as upcoming again';
    return { shownElsewhere: true, why };
  },
  filter: {
    param: 'when',
    label: 'When',
    options: [
      { value: 'all', label: 'All events' },
      { value: 'upcoming', label: 'Upcoming' },
      { value: 'past', label: 'Past' },
    ],
  },
};

const vacancies: CollectionSpec<'vacancies'> = {
  name: 'vacancies',
  label: COLLECTION_LABELS.vacancies,
  singular: 'vacancy',
  fields: [
    { name: 'position', label: 'Position', kind: 'text', required: true, maxLength: 200 },
    { name: 'company', label: 'Employer', kind: 'text', required: true, maxLength: 200 },
    {
      name: 'closingOn',
      label: 'Closing date',
      kind: 'date',
      required: true,
      hint: 'Open until the end of this day, 23:59 in Lusaka. To close it sooner, give an earlier date.',
      whenPast:
        'That day has passed, so the careers page, which lists open vacancies only, will not show it.',
      // Scheduled for after it closed, a vacancy never reached the careers page, and nothing said.
      whenBeforeScheduled:
        'That day is before the day the vacancy is scheduled to go on the site, so the careers page, which lists open vacancies only, will never show it. Give a later closing date, or schedule it for an earlier day.',
    },
    {
      name: 'postedOn',
      label: 'Posted on',
      kind: 'date',
      initial: () => serverToday(),
      // Today unless changed; a vacancy filed after it closed is not posted after its closing
      // day, which the server refuses, so the untouched day follows it back (`withFollowers`).
      hint: 'Today unless you change it; for a closing date already past, that day.',
      followsBackTo: 'closingOn',
    },
    {
      name: 'numberOfVacancies',
      label: 'Number of posts',
      kind: 'number',
      min: 1,
      initial: () => '1',
    },
    { name: 'country', label: 'Country', kind: 'text', initial: () => 'Zambia', maxLength: 100 },
    { name: 'province', label: 'Province', kind: 'text', maxLength: 100 },
    { name: 'district', label: 'District', kind: 'text', maxLength: 100 },
    // Each line is one note of at most 2000 characters, checked by the server.
    { name: 'comments', label: 'Notes', kind: 'lines', hint: 'One note a line.' },
    picture('logo', 'Employer logo', 80),
  ],
  titleOf: (entry) => entry.position,
  // Open until the end of its closing day in Lusaka, as the careers page has it; a vacancy closed
  // (by its date, or by an editor moving it back) must not read "closes" a date gone by. On its
  // closing day "closes today", as the careers page's "Closes today", by the server's clock.
  summaryOf: (entry) => {
    const today = serverToday();
    return `${entry.company} · ${entry.closingOn < today ? 'closed' : 'closes'} ${formatDayOrToday(entry.closingOn, today)}`;
  },
  // The careers page and the site's search list open vacancies only (`when=open`).
  notWhereExpected: (entry) => {
    if (!(entry.closingOn < lusakaToday(shownFrom(entry)))) return undefined;
    const scheduled = scheduledMoment(entry);
    const why = scheduled
      ? `it closes on ${formatDate(entry.closingOn)}, before it is scheduled to go on the site on ${scheduled} (Lusaka time), so the careers page will never list it. Give a later closing date, or schedule it for an earlier day`
      : 'its closing date has passed, so the careers page does not list it. Give a closing date of today or later to list it again';
    return { shownElsewhere: false, why };
  },
  lapsedAs: (entry) =>
    entry.closingOn < serverToday() ? 'Closed: no longer listed on the site' : undefined,
  filter: {
    param: 'when',
    label: 'Open or closed',
    options: [
      { value: 'all', label: 'All vacancies' },
      { value: 'open', label: 'Open' },
      { value: 'closed', label: 'Closed' },
    ],
  },
};

const people: CollectionSpec<'people'> = {
  name: 'people',
  label: COLLECTION_LABELS.people,
  singular: 'person',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 200 },
    { name: 'group', label: 'Group', kind: 'select', required: true, options: PEOPLE_GROUPS },
    {
      name: 'position',
      label: 'Position',
      kind: 'text',
      required: true,
      maxLength: 200,
      hint: 'The office as the site names it, such as Vice-President, so the person fills its place on the page; the offices of the group chosen above are offered as you type.',
      suggestions: (values) => seatPositions(values.group),
    },
    orderField('in the group'),
    {
      name: 'gender',
      label: 'Gender',
      kind: 'select',
      options: [
        { value: '', label: 'Not given' },
        { value: 'female', label: 'Female' },
        { value: 'male', label: 'Male' },
      ],
      hint: 'Chooses the silhouette shown while there is no photo.',
    },
    {
      name: 'tenure',
      label: 'Tenure',
      kind: 'text',
      hint: 'Such as 2021 to 2025.',
      maxLength: 100,
    },
    { name: 'email', label: 'Email', kind: 'email', maxLength: 320 },
    {
      name: 'publicationsUrl',
      label: 'Publications link',
      kind: 'url',
      maxLength: 2_000,
      hint: 'A web page of their papers; https:// is added when left out.',
    },
    { name: 'about', label: 'About', kind: 'textarea', maxLength: 10_000 },
    { name: 'qualifications', label: 'Qualifications', kind: 'textarea', maxLength: 5_000 },
    { name: 'contributions', label: 'Contributions', kind: 'textarea', maxLength: 5_000 },
    picture('photo', 'Photo', 160),
  ],
  titleOf: (entry) => entry.name,
  summaryOf: (entry) => `${entry.position} · ${groupName(entry.group)} · order ${entry.order}`,
  filter: {
    param: 'group',
    label: 'Group',
    options: [{ value: '', label: 'Every group' }, ...PEOPLE_GROUPS],
  },
};

const partners: CollectionSpec<'partners'> = {
  name: 'partners',
  label: COLLECTION_LABELS.partners,
  singular: 'partner',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 200 },
    {
      name: 'description',
      label: 'Description',
      kind: 'textarea',
      required: true,
      maxLength: 2_000,
    },
    {
      name: 'url',
      label: 'Website',
      kind: 'url',
      maxLength: 2_000,
      hint: 'Such as www.moh.gov.zm (https:// is added when left out).',
    },
    orderField('on the site'),
    picture('logo', 'Logo', 160),
  ],
  titleOf: (entry) => entry.name,
  // The list is in the site's order; each line says its number, so an editor moving a partner
  // knows which number puts it where without opening every entry.
  summaryOf: (entry) => `Order ${entry.order} · ${entry.url ?? 'No website given'}`,
};

/** Every collection the studio edits, in the sidebar's order (COLLECTION_LABELS'). */
export const COLLECTIONS: { [K in CollectionName]: CollectionSpec<K> } = {
  news,
  events,
  vacancies,
  people,
  partners,
};
