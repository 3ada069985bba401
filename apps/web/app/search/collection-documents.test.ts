import type { ContentEntry } from '@coaz/api-client';
import { searchDocuments } from '@coaz/content-data/search';
import { describe, expect, it } from 'vitest';
import type { EventEntry, Partner, Person } from '../render/content-types';
import { testNews, testVacancy } from '../test-support/content-server';
import { collectionDocuments, personDocument, personRoute } from './collection-documents';
import { searchSite, searchSiteWithSuggestion } from './search-site';

const saved = {
  status: 'published',
  publishAt: null,
  version: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
} as const;

const agm: EventEntry = {
  ...saved,
  id: 7,
  title: 'Annual General Meeting 2027',
  date: '2027-03-12',
  endDate: '2027-03-13',
  startTime: '09:00',
  endTime: null,
  venue: 'Mulungushi International Conference Centre, Lusaka',
  description: 'Members elect the National Executive Committee.',
  picture: null,
};

const treasurer: Person = {
  ...saved,
  id: 3,
  name: 'Sample Hyphenated-Name',
  gender: 'female',
  position: 'National Treasurer',
  tenure: '2024 to 2027',
  about: 'Keeps the accounts of the association and reports them to the AGM.',
  qualifications: null,
  contributions: null,
  publicationsUrl: null,
  email: null,
  photo: null,
  group: 'national_executive_committee',
  order: 4,
};

const outreach = testNews({
  id: 42,
  title: 'Kalulushi outreach reaches three clinics',
  body: 'Members screened 400 people for hypertension.\nThe next outreach is in Chililabombwe.',
  tag: 'Outreach',
});

const nightPost = testVacancy({
  id: 9,
  position: 'Clinical Officer, night shift',
  company: 'Kitwe Teaching Hospital',
  district: 'Kitwe',
  province: 'Copperbelt',
  closingOn: '2026-12-18',
  comments: ['Send a CV to the hospital administrator.'],
});

// A partner an editor renamed in the studio: the seed's "Zambia Qualifications Authority".
const renamedPartner: Partner = {
  ...saved,
  id: 4,
  name: 'Zambia Skills Qualifications Board',
  description: 'Sets the national qualifications framework our members study under.',
  logo: null,
  url: null,
  order: 3,
};

const closure: ContentEntry = {
  id: 5,
  title: 'Secretariat closed for the holidays',
  body: 'The office reopens on 5 January.',
  imageUrl: null,
  imageAlt: '',
  showUntil: null,
  createdAt: '2026-12-01T00:00:00Z',
  updatedAt: '2026-12-01T00:00:00Z',
  version: 1,
};

// The server's clock when these were fetched: 12:00 on 23 November 2026 in Lusaka.
const NOW = new Date('2026-11-23T10:00:00Z');

const documents = [
  ...searchDocuments,
  ...collectionDocuments(
    {
      events: [agm],
      people: [treasurer],
      news: [outreach],
      vacancies: [nightPost],
      notices: [closure],
      partners: [renamedPartner],
    },
    NOW,
  ),
];
const search = (query: string) => searchSiteWithSuggestion(query, documents);

describe('events and people in the site search', () => {
  it('finds an event an editor published by its abbreviation, with its dates and place', () => {
    const hit = search('AGM').hits.find((found) => found.title === agm.title);
    expect(hit?.route).toBe('/news#upcoming-events');
    expect(search('Mulungushi').hits.map((found) => found.title)).toContain(agm.title);
  });

  it('finds an event under way under "Happening now", as the news page lists it', () => {
    const found = (now: Date) =>
      collectionDocuments({ events: [agm] }, now).map(({ route, headings }) => ({
        route,
        headings,
      }));
    const upcoming = { route: '/news#upcoming-events', headings: ['Upcoming events'] };
    const underWay = { route: '/news#happening-now', headings: ['Happening now'] };
    // 08:59 and 09:00 in Lusaka on its first day (07:00 UTC), and on its second.
    expect(found(new Date('2027-03-12T06:59:00Z'))).toEqual([upcoming]);
    expect(found(new Date('2027-03-12T07:00:00Z'))).toEqual([underWay]);
    expect(found(new Date('2027-03-13T14:00:00Z'))).toEqual([underWay]);
  });

  it("gives an event's days, hours and place in its line, as its card does", () => {
    const vigil: EventEntry = {
      ...agm,
      id: 8,
      title: 'Candle vigil',
      date: '2027-03-14',
      endDate: null,
      startTime: '00:30',
      endTime: '01:30',
    };
    const lines = collectionDocuments(
      { events: [agm, vigil], people: [], news: [], vacancies: [], notices: [], partners: [] },
      NOW,
    );
    const lineOf = (title: string) => lines.find((document) => document.title === title)?.text;
    expect(lineOf(agm.title)).toMatch(/^12 – 13 March 2027, from 09:00, at Mulungushi/);
    expect(lineOf(vigil.title)).toMatch(/^14 March 2027, 00:30 – 01:30, at /);
  });

  it('finds a news post an editor published, and opens that post by its id', () => {
    const hit = search('Chililabombwe').hits[0];
    expect(hit?.title).toBe(outreach.title);
    expect(hit?.route).toBe('/news?article=42');
    expect(search('Kalulushi outreach').hits[0]?.route).toBe('/news?article=42');
  });

  it('finds an open vacancy at its card on the careers page, and a notice under the notices', () => {
    const post = search('night shift Kitwe').hits[0];
    expect(post?.title).toBe('Clinical Officer, night shift, Kitwe Teaching Hospital');
    expect(post?.route).toBe('/services/careers#vacancy-9');
    expect(post?.excerpt).toContain('18 December 2026');
    const notice = search('reopens').hits[0];
    expect(notice?.title).toBe(closure.title);
    // The notice itself, as the home page links it, not the top of the notices.
    expect(notice?.route).toBe('/news#notice-5');
  });

  it('gives every news result a passage of the post, never its date alone', () => {
    // Found by its title, the post's own words are the passage, as when its text matched.
    const byTitle = search('Kalulushi').hits[0];
    expect(byTitle?.route).toBe('/news?article=42');
    expect(byTitle?.excerpt).toBe('Members screened 400 people for hypertension.');
    const byText = search('Chililabombwe').hits[0];
    expect(byText?.excerpt).toBe('The next outreach is in Chililabombwe.');
    // Neither shows the date (20 November 2026), so no result shows one and another not.
    for (const hit of [byTitle, byText]) expect(hit?.excerpt).not.toMatch(/November|2026/);
  });

  it('still finds a news post by its month', () => {
    expect(search('November 2026').hits.map((hit) => hit.route)).toContain('/news?article=42');
  });

  it('leaves out a notice past its last day, which an editor’s login still lists', () => {
    const notices = (showUntil: string) =>
      collectionDocuments(
        { notices: [{ ...closure, title: 'AGM registration closes Friday', showUntil }] },
        NOW,
      );
    // Long past, and far ahead: the day a test runs on does not decide it.
    expect(notices('2020-01-10')).toEqual([]);
    expect(notices('2999-12-31').map((found) => found.title)).toEqual([
      'AGM registration closes Friday',
    ]);
  });

  it('finds a person by name and by position, on the page that lists them', () => {
    const byName = search('Hyphenated-Name').hits[0];
    expect(byName?.title).toBe(treasurer.name);
    expect(byName?.route).toBe('/organisation/governance/national_executive_committee');
    expect(search('treasurer').hits.map((found) => found.title)).toContain(treasurer.name);
  });

  // The committee page seats "treasurer general" as Treasurer General and writes it so: a result
  // reading the editor's lower case would not match the card it leads to.
  it('writes a position as the office it names spells it, and one naming no office as typed', () => {
    const typedLower = personDocument({ ...treasurer, position: 'treasurer general' });
    expect(typedLower.headings).toEqual(['Treasurer General']);
    expect(typedLower.text).toMatch(/^Treasurer General, 2024 to 2027\./);
    const noOffice = personDocument({ ...treasurer, position: 'adviser to the board' });
    expect(noOffice.headings).toEqual(['adviser to the board']);
  });

  it('corrects a mistyped name to one an editor entered', () => {
    const result = search('Hyphennated');
    expect(result.didYouMean).toBe('hyphenated');
    expect(result.hits.map((found) => found.title)).toContain(treasurer.name);
  });

  it("sends people to their group's page: staff, a committee, or a governance entry", () => {
    expect(personRoute('employees')).toBe('/organisation/administration/employees');
    expect(personRoute('disciplinary_ethics_and_professionalism')).toBe(
      '/organisation/governance/committees_of_the_executive/disciplinary_ethics_and_professionalism',
    );
    expect(personRoute('no_such_group')).toBe('/organisation/governance');
  });
});

describe('partners in the site search', () => {
  it('finds a partner under the name an editor gave it, on the partners page', () => {
    const hit = search('Skills Qualifications Board').hits[0];
    expect(hit?.title).toBe(renamedPartner.name);
    expect(hit?.route).toBe('/services/partners');
    expect(search('qualifications framework').hits[0]?.title).toBe(renamedPartner.name);
  });

  it('no longer finds a renamed partner under its old name', () => {
    expect(search('Zambia Qualifications Authority').hits.map((hit) => hit.route)).not.toContain(
      '/services/partners',
    );
  });
});

describe('the pages searched before the content API answers', () => {
  it('offer none of the news posts, events or vacancies the site first shipped', () => {
    // Deleted or renamed in the studio, they would still be found under their old words.
    expect(searchSite('greetings').map((hit) => hit.route)).not.toContainEqual(
      expect.stringContaining('/news'),
    );
    expect(searchSite('Membership and Records Officer closes').length).toBe(0);
    for (const hit of searchSite('AGM')) expect(hit.route).not.toBe('/news#upcoming-events');
    expect(searchSite('screening day').map((hit) => hit.route)).not.toContain(
      '/news#upcoming-events',
    );
  });
});
