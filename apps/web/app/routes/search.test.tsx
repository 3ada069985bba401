import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, within } from '@testing-library/react';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteRenderContext } from '../render/site-render-context';
import { SEARCH_EXAMPLES } from '../search/search-examples';
import {
  renderContextReaching,
  testEvent,
  testNews,
  testVacancy,
} from '../test-support/content-server';
import { renderRoute, testApiClient } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import Search, { loader, meta, SEARCHING } from './search';

let api: ScriptedServer;
let peopleFail = false;
beforeAll(async () => {
  // The public lists as the content API answers them: what is published now, nothing else.
  const lists: Record<string, unknown[]> = {
    news: [
      testNews({
        id: 16,
        title: 'Kalulushi outreach Quokkaberry',
        body: 'Members screened 400 people.',
      }),
    ],
    events: [testEvent({ id: 3, title: 'Flamingoquest CPD day', date: '2026-12-05' })],
    vacancies: [testVacancy({ id: 8, position: 'Clinical Officer Zebracorn' })],
    people: [],
  };
  api = await startScriptedServer(({ method, path }) => {
    if (method !== 'GET') return undefined;
    const url = new URL(path, 'http://local');
    if (url.pathname === '/api/contents') {
      return {
        status: 200,
        body: [
          {
            id: 2,
            title: 'Notice Pangolinhat',
            body: 'The secretariat moves office.',
            imageUrl: null,
            createdAt: '2026-11-01T00:00:00Z',
            updatedAt: '2026-11-01T00:00:00Z',
            version: 1,
          },
        ],
      };
    }
    const collection = url.pathname.split('/')[2] ?? '';
    if (collection === 'people' && peopleFail) return { status: 503, body: { error: 'down' } };
    const items = lists[collection];
    return items ? { status: 200, body: { items, nextCursor: null } } : undefined;
  });
});
afterAll(() => api.close());

const renderSearch = (query: string) =>
  renderRoute(
    [{ path: '/search', Component: Search, loader }],
    `/search?q=${encodeURIComponent(query)}`,
    testApiClient(api.url),
  );

describe('the search page', () => {
  it('names its words in its title, so one search is told from another in tabs and history', () => {
    const titleOf = (search: string) =>
      meta({ location: { search } } as unknown as Parameters<typeof meta>[0]).find(
        (tag) => 'title' in tag,
      );
    expect(titleOf('?q=%20cpd%20%20points')).toEqual({
      title: 'Search results for “cpd points” | Clinical Officers Association of Zambia',
    });
    expect(titleOf('')).toEqual({ title: 'Search | Clinical Officers Association of Zambia' });
  });

  it('finds a news post as soon as it is published, and opens that post by its id', async () => {
    const { container } = renderSearch('Quokkaberry');
    const results = await screen.findByRole('region', { name: /1 page matches/ });
    expect(
      within(results).getByRole('link', { name: 'Kalulushi outreach Quokkaberry' }),
    ).toHaveAttribute('href', '/news?article=16');
    await expectNoAxeViolations(container);
  });

  it('finds a vacancy and a notice, and asks for upcoming events and open posts only', async () => {
    renderSearch('Zebracorn');
    expect(
      await screen.findByRole('link', { name: 'Clinical Officer Zebracorn, Ministry of Health' }),
    ).toHaveAttribute('href', '/services/careers#vacancy-8');
    const paths = api.requests.map((request) => request.path);
    expect(paths).toContainEqual(expect.stringMatching(/^\/api\/events\?(.*&)?when=upcoming/));
    expect(paths).toContainEqual(expect.stringMatching(/^\/api\/vacancies\?(.*&)?when=open/));
  });

  it('finds a notice, and the other collections still when one of them fails', async () => {
    peopleFail = true;
    try {
      renderSearch('Pangolinhat');
      expect(await screen.findByRole('link', { name: 'Notice Pangolinhat' })).toHaveAttribute(
        'href',
        '/news#notice-2',
      );
    } finally {
      peopleFail = false;
    }
  });

  it('has the results of its query in the page the server renders, for a phone with JavaScript off', async () => {
    const server = renderContextReaching(api.url);
    // As the server renders it: the loader reads the published entries through its own API.
    const context = new RouterContextProvider();
    context.set(siteRenderContext, server);
    const served = await loader({
      request: new Request('http://coaz.internal/search?q=%20Zebracorn%20'),
      context,
      params: {},
    } as never);
    expect(served.query).toBe('Zebracorn');
    expect(served.found?.hits.map((hit) => hit.route)).toEqual(['/services/careers#vacancy-8']);
    // The page shows them, here with a browser whose own requests for the entries never answer.
    renderRoute(
      [{ path: '/search', Component: Search, loader }],
      '/search?q=Zebracorn',
      testApiClient('http://127.0.0.1:1'),
      server,
    );
    expect(
      await screen.findByRole('link', { name: 'Clinical Officer Zebracorn, Ministry of Health' }),
    ).toHaveAttribute('href', '/services/careers#vacancy-8');
    // So its form is left to the browser before the app runs, which the starter says is searching.
    expect(screen.getByRole('search')).toHaveAttribute('data-sends-without-app', SEARCHING);
  });

  it('gives the pages with some of the words when none has all, and says so', async () => {
    renderSearch('Zebracorn qqqzzzx');
    const results = await screen.findByRole('region', {
      name: 'No page has every word of “Zebracorn qqqzzzx”',
    });
    expect(within(results).getByText(/These have some of them/)).toBeInTheDocument();
    expect(
      within(results).getByRole('link', { name: 'Clinical Officer Zebracorn, Ministry of Health' }),
    ).toBeInTheDocument();
  });

  it('finds by the start of an unfinished last word, as the header suggests, whole words first', async () => {
    // The header offered six pages for "pa" while pressing Enter said "No pages match “pa”".
    renderSearch('life mem');
    const results = await screen.findByRole('region', { name: /pages? match(es)? “life mem”/ });
    expect(within(results).getAllByRole('link')[0]).toHaveAccessibleName('Life Membership');
  });

  it('answers Enter on "cpd poi" with the CPD points, not "No page has every word"', async () => {
    renderSearch('cpd poi');
    const results = await screen.findByRole('region', { name: /pages? match(es)? “cpd poi”/ });
    expect(within(results).getAllByText('points').length).toBeGreaterThan(0);
  });

  it('leads somewhere useful when nothing matches: the membership check and the contacts', async () => {
    renderSearch('qqqzzzx');
    const results = await screen.findByRole('region', { name: 'No pages match “qqqzzzx”' });
    expect(
      within(results).getByRole('link', { name: 'check a membership number' }),
    ).toHaveAttribute('href', '/verify');
    expect(within(results).getByRole('link', { name: 'contact the secretariat' })).toHaveAttribute(
      'href',
      '/home#contact-heading',
    );
  });

  it('says a search of signs alone has no words, and offers searches that find something', async () => {
    renderSearch('@#$%!');
    const results = await screen.findByRole('region', { name: 'No pages match “@#$%!”' });
    expect(within(results).getByText(/no words in it to look for/)).toBeInTheDocument();
    // Named for where they lead, so a list of the page's links does not read "vacancies" as the
    // vacancies page; and no empty results list is read out after them.
    for (const example of SEARCH_EXAMPLES)
      expect(within(results).getByRole('link', { name: `Search for ${example}` })).toHaveAttribute(
        'href',
        `/search?q=${encodeURIComponent(example)}`,
      );
    expect(within(results).queryByRole('list')).toBeNull();
  });

  it('searches a pasted paragraph by its first hundred characters, as the server does', async () => {
    const pasted = `qqqzzzx ${'y'.repeat(200)}`;
    renderSearch(pasted);
    expect(
      await screen.findByRole('region', { name: `No pages match “${pasted.slice(0, 100)}”` }),
    ).toBeInTheDocument();
  });
});
