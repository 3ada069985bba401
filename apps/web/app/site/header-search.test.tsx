import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useSearchParams } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { testNews } from '../test-support/content-server';
import { renderRoute, TestProviders, testApiClient } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import { HeaderSearch, searchResultsPath } from './header-search';

let api: ScriptedServer;
beforeAll(async () => {
  api = await startScriptedServer(({ method, path }) => {
    if (method !== 'GET') return undefined;
    const url = new URL(path, 'http://local');
    if (url.pathname === '/api/contents') return { status: 200, body: [] };
    const items =
      url.pathname === '/api/news'
        ? [testNews({ id: 16, title: 'Kalulushi outreach Quokkaberry' })]
        : [];
    return { status: 200, body: { items, nextCursor: null } };
  });
});
afterAll(() => api.close());

function SearchPage() {
  const [params] = useSearchParams();
  return <p>Results for {params.get('q')}</p>;
}

function NewsPage() {
  const [params] = useSearchParams();
  return <p>News post {params.get('article')}</p>;
}

describe('the header search box', () => {
  it('suggests a news post published a moment ago, and choosing it opens that post', async () => {
    renderRoute(
      [
        { path: '/about', Component: HeaderSearch },
        { path: '/news', Component: NewsPage },
      ],
      '/about',
      testApiClient(api.url),
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Search the site' }), 'Quokkaberry');
    await userEvent.click(
      await screen.findByRole('option', { name: /^Kalulushi outreach Quokkaberry/ }),
    );
    expect(await screen.findByText('News post 16')).toBeInTheDocument();
  });

  it('says when nothing matches, and that Enter offers other ways to find it', async () => {
    renderRoute([{ path: '/about', Component: HeaderSearch }], '/about', testApiClient(api.url));
    await userEvent.type(screen.getByRole('combobox', { name: 'Search the site' }), 'qqqzzzx');
    expect(
      await screen.findByText('No pages match. Press Enter for other ways to find it.'),
    ).toBeInTheDocument();
  });

  it('says "Did you mean" above what it lists for a corrected word, and it opens those results', async () => {
    renderRoute(
      [
        { path: '/about', Component: HeaderSearch },
        { path: '/search', Component: SearchPage },
      ],
      '/about',
      testApiClient(api.url),
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Search the site' }), 'insurence');
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveAccessibleName(/^Did you mean “insurance”\?/);
    expect(options.slice(1).map((option) => option.textContent)).toContainEqual(
      expect.stringMatching(/^Health Insurance/),
    );
    await userEvent.click(options[0] as HTMLElement);
    expect(await screen.findByText('Results for insurance')).toBeInTheDocument();
  });

  it('suggests pages for the start of a word being typed, and asks for two letters for one', async () => {
    renderRoute([{ path: '/about', Component: HeaderSearch }], '/about', testApiClient(api.url));
    const input = screen.getByRole('combobox', { name: 'Search the site' });
    await userEvent.type(input, 'c');
    expect(await screen.findByText('Type two letters or more.')).toBeInTheDocument();
    // "con" is no word the site uses: it said "No pages match" between "co" and "cons".
    await userEvent.type(input, 'on');
    expect(await screen.findByRole('option', { name: /^Constitution/ })).toBeInTheDocument();
    expect(screen.queryByText(/No pages match/)).toBeNull();
  });

  it('lists nothing for a real word the site does not use, rather than another word', async () => {
    renderRoute([{ path: '/about', Component: HeaderSearch }], '/about', testApiClient(api.url));
    await userEvent.type(screen.getByRole('combobox', { name: 'Search the site' }), 'founded');
    expect(
      await screen.findByText('No pages match. Press Enter for other ways to find it.'),
    ).toBeInTheDocument();
  });

  it('is a plain GET form to the results page, so it searches with no script', () => {
    // As the server renders it: no script has run.
    const page = document.body.appendChild(document.createElement('div'));
    onTestFinished(() => page.remove());
    page.innerHTML = renderToString(
      <MemoryRouter>
        <TestProviders client={testApiClient(api.url)}>
          <HeaderSearch />
        </TestProviders>
      </MemoryRouter>,
    );
    const form = screen.getByRole('search') as HTMLFormElement;
    const field = screen.getByRole('combobox', { name: 'Search the site' }) as HTMLInputElement;
    field.value = 'membership fees';
    expect(form.method).toBe('get');
    expect(new URL(form.action).pathname).toBe('/search');
    // What the browser sends is what the app navigates to.
    const sent = new URLSearchParams(new FormData(form) as never);
    expect([...sent]).toEqual([
      ...new URL(searchResultsPath('membership fees'), 'http://local').searchParams,
    ]);
  });

  it('opens the results page in the app once it runs', async () => {
    renderRoute(
      [
        { path: '/about', Component: HeaderSearch },
        { path: '/search', Component: SearchPage },
      ],
      '/about',
      testApiClient(api.url),
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Search the site' }), 'fees{Enter}');
    expect(await screen.findByText('Results for fees')).toBeInTheDocument();
  });
});
