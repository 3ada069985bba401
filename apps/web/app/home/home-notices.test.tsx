import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Home, { loader } from '../routes/home';
import { defaultSiteSettings } from '../site/site-settings';
import { renderContextReaching } from '../test-support/content-server';
import { renderRoute, testApiClient } from '../test-support/render-route';
import {
  type ScriptedAnswer,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';

const notice = (id: number, title: string, body = 'The secretariat is closed on Friday.') => ({
  id,
  title,
  body,
  imageUrl: null,
  imageAlt: '',
  showUntil: null,
  createdAt: `2026-11-2${id}T08:00:00.000Z`,
  updatedAt: `2026-11-2${id}T08:00:00.000Z`,
  version: 1,
});

let server: ScriptedServer | undefined;
beforeEach(() => {
  // No count server runs here: the statistics banner's failures are logged, which is expected.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

/** The home page as the server renders it, the content API answering `notices` for the notices. */
async function renderHome(notices: ScriptedAnswer, now?: Date) {
  server = await startScriptedServer(({ method, path }) => {
    if (method !== 'GET') return undefined;
    const { pathname } = new URL(path, 'http://local');
    if (pathname === '/api/contents') return notices;
    if (pathname === '/api/site-settings') return { status: 200, body: defaultSiteSettings() };
    if (['/api/news', '/api/events', '/api/partners'].includes(pathname)) {
      return { status: 200, body: { items: [], nextCursor: null } };
    }
    return undefined;
  });
  const rendered = renderRoute(
    [{ path: '/home', Component: Home, loader }],
    '/home',
    testApiClient(),
    renderContextReaching(server.url, now),
  );
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe('the secretariat’s notices on the home page', () => {
  it('lists the newest notices first on the page, each linked to the whole notice on /news', async () => {
    const long = `Dues for 2027 are payable by 31 January. ${'Members who pay late lose their good standing. '.repeat(6)}`;
    const { container } = await renderHome({
      status: 200,
      body: [
        notice(4, 'Office closed on Friday'),
        notice(3, 'Dues reminder', long),
        notice(2, 'CPD day moved to Ndola'),
        notice(1, 'An older notice'),
      ],
    });
    const region = screen.getByRole('region', { name: 'Notices from the secretariat' });
    // Before the carousel and every other band: where a visitor arriving at the page looks first.
    expect(container.querySelector('.home > section')).toBe(region);
    const link = within(region).getByRole('link', { name: 'Office closed on Friday' });
    expect(link).toHaveAttribute('href', '/news#notice-4');
    expect(within(region).getByText('24 November 2026')).toBeInTheDocument();
    // Titles alone, so the band stays slim above the association's introduction: the text is on /news.
    expect(region).not.toHaveTextContent('Dues for 2027');
    // The newest three; the rest are on /news.
    expect(within(region).queryByRole('link', { name: 'An older notice' })).toBeNull();
    expect(within(region).getByRole('link', { name: 'All 4 notices' })).toHaveAttribute(
      'href',
      '/news#published-contents',
    );
    await expectNoAxeViolations(region);
  });

  it('says until when a notice with an end date is shown, and nothing of an end for the others', async () => {
    await renderHome({
      status: 200,
      body: [
        { ...notice(4, 'AGM registration closes Friday'), showUntil: '2026-11-27' },
        notice(3, 'Office hours'),
      ],
    });
    const region = screen.getByRole('region', { name: 'Notices from the secretariat' });
    const [ending, lasting] = within(region).getAllByRole('listitem');
    expect(ending).toHaveTextContent('24 November 2026, until 27 November 2026');
    expect(within(ending as HTMLElement).getByText('27 November 2026')).toHaveAttribute(
      'datetime',
      '2026-11-27',
    );
    expect(lasting?.textContent).not.toContain('until');
  });

  // A notice published on its last day read "31 December 2026, until 31 December 2026".
  it('says "until today" on a notice’s last day, not its date again', async () => {
    await renderHome(
      {
        status: 200,
        body: [
          {
            ...notice(1, 'Office closed this afternoon'),
            createdAt: '2026-12-31T06:00:00.000Z',
            showUntil: '2026-12-31',
          },
        ],
      },
      // 23:30 in Lusaka on 31 December.
      new Date('2026-12-31T21:30:00Z'),
    );
    const region = screen.getByRole('region', { name: 'Notices from the secretariat' });
    const [today] = within(region).getAllByRole('listitem');
    expect(today?.textContent).toMatch(/· 31 December 2026, until today$/);
    expect(within(today as HTMLElement).getByText('today')).toHaveAttribute(
      'datetime',
      '2026-12-31',
    );
    expect(today?.textContent?.match(/31 December 2026/g)).toHaveLength(1);
  });

  it('shows no notices region once the last notice is taken down, or when they cannot be read', async () => {
    await renderHome({ status: 200, body: [] });
    expect(screen.queryByRole('region', { name: 'Notices from the secretariat' })).toBeNull();
    await server?.close();
    document.body.innerHTML = '';
    await renderHome({ status: 503, body: { error: 'unavailable', message: 'down' } });
    expect(screen.getByRole('region', { name: 'Latest news' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notices from the secretariat' })).toBeNull();
  });
});
