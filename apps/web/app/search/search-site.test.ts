import type { SearchDocument } from '@coaz/content-data';
import { describe, expect, it } from 'vitest';
import { searchSite } from './search-site';

const documents: SearchDocument[] = [
  { title: 'Careers', route: '/services/careers', headings: ['Vacancies'], text: 'Work with us.' },
  {
    title: 'Health Insurance',
    route: '/services/health_insurance',
    headings: ['Cover'],
    text: 'The group scheme covers members.\nInsurance for your family.',
  },
  { title: 'About', route: '/about', headings: [], text: 'Health of the nation.' },
];

describe('site search', () => {
  it('finds pages holding every word, the title match first', () => {
    const hits = searchSite('health insurance', documents);
    expect(hits.map((hit) => hit.route)).toEqual(['/services/health_insurance']);
    expect(hits[0]?.excerpt).toBe('Insurance for your family.');
  });

  it('ranks a title match above a text match', () => {
    expect(searchSite('health', documents).map((hit) => hit.route)).toEqual([
      '/services/health_insurance',
      '/about',
    ]);
  });

  it('finds nothing for a blank or one-letter query', () => {
    expect(searchSite('  ', documents)).toEqual([]);
    expect(searchSite('a', documents)).toEqual([]);
  });

  it('searches the real site by default', () => {
    expect(searchSite('life membership')[0]?.route).toBe('/membership/life_membership');
  });
});
