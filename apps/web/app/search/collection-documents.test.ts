import { searchDocuments } from '@coaz/content-data/search';
import { describe, expect, it } from 'vitest';
import type { EventEntry, Person } from '../render/content-types';
import { collectionDocuments, personRoute } from './collection-documents';
import { searchSiteWithSuggestion } from './search-site';

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
  name: 'Chileshe Mutale-Phiri',
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

const documents = [...searchDocuments, ...collectionDocuments([agm], [treasurer])];
const search = (query: string) => searchSiteWithSuggestion(query, documents);

describe('events and people in the site search', () => {
  it('finds an event an editor published by its abbreviation, with its dates and place', () => {
    const hit = search('AGM').hits.find((found) => found.title === agm.title);
    expect(hit?.route).toBe('/news#upcoming-events');
    expect(search('Mulungushi').hits.map((found) => found.title)).toContain(agm.title);
  });

  it('finds a person by name and by position, on the page that lists them', () => {
    const byName = search('Mutale-Phiri').hits[0];
    expect(byName?.title).toBe(treasurer.name);
    expect(byName?.route).toBe('/organisation/governance/national_executive_committee');
    expect(search('treasurer').hits.map((found) => found.title)).toContain(treasurer.name);
  });

  it('corrects a mistyped name to one an editor entered', () => {
    const result = search('Mutaale');
    expect(result.didYouMean).toBe('mutale');
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
