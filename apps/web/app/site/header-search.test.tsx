import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNews } from '../test-support/content-server';
import { renderRoute, testApiClient } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import { HeaderSearch } from './header-search';

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
});
