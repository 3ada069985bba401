import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import {
  createRoutesStub,
  isRouteErrorResponse,
  type LoaderFunction,
  RouterContextProvider,
} from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteRenderContext } from '../render/site-render-context';
import {
  type ContentServer,
  startContentServer,
  testEvent,
  testNews,
} from '../test-support/content-server';
import { TestProviders, testApiClient } from '../test-support/render-route';
import News, { ErrorBoundary, loader, meta } from './news';

let content: ContentServer;
beforeAll(async () => {
  content = await startContentServer({
    news: [
      // Newest first, as the content API lists them.
      testNews({
        id: 12,
        title: 'Newest post',
        date: '2026-11-20',
        body: 'Read the rules at https://coaz.org.zm/constitution or ask info@coaz.org.\n<b>Not bold</b> https://forms.example.org/cpd',
      }),
      // A greeting the editors posted with its picture alone.
      testNews({ id: 11, title: 'Greetings', date: '2026-11-15', body: '' }),
      testNews({
        id: 10,
        title: 'Tenth post',
        date: '2026-11-10',
        picture: {
          url: '/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e-1280.webp',
          alt: 'Delegates voting at the AGM',
          focusX: 30,
          focusY: 40,
        },
      }),
      // Published with its month alone, and with no date: stored as a day to list them by.
      testNews({ id: 9, title: 'Resolutions', date: '2026-10-01', datePrecision: 'month' }),
      testNews({ id: 8, title: 'Coats in Chipata', date: '2026-09-05', datePrecision: 'undated' }),
    ],
  });
});
afterAll(() => content.close());

type NewsData = Awaited<ReturnType<typeof loader>>;

/** Runs the news page's loader for `search` as the server does: its page, or what it threw. */
async function load(search: string) {
  const context = new RouterContextProvider();
  context.set(siteRenderContext, content.renderContext());
  try {
    return await loader({
      params: {},
      context,
      request: new Request(`http://coaz.internal/news${search}`),
    } as unknown as Parameters<typeof loader>[0]);
  } catch (thrown) {
    return thrown;
  }
}

/** The news route with its loader and error boundary, rendered at `url` from `server`'s content. */
function renderNews(url: string, server: ContentServer = content) {
  const context = new RouterContextProvider();
  context.set(siteRenderContext, server.renderContext());
  const Stub = createRoutesStub(
    [
      {
        path: '/news',
        Component: News as unknown as ComponentType,
        ErrorBoundary,
        loader: loader as unknown as LoaderFunction,
      },
    ],
    context,
  );
  return render(
    <TestProviders client={testApiClient(server.url)}>
      <Stub initialEntries={[url]} />
    </TestProviders>,
  );
}

describe('the news page', () => {
  it('shows a date only as far as it was published, never a made-up day', async () => {
    renderNews('/news?article=9');
    const article = await screen.findByRole('article', { name: 'Resolutions' });
    const date = within(article).getByText('October 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-10');
    expect(article).not.toHaveTextContent('1 October');
    const [data] = meta({ loaderData: await load('?article=9') } as unknown as Parameters<
      typeof meta
    >[0]).flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']] : []));
    expect(data).toMatchObject({ datePublished: '2026-10' });
    const [undated] = meta({ loaderData: await load('?article=8') } as unknown as Parameters<
      typeof meta
    >[0]).flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']] : []));
    expect(undated).not.toHaveProperty('datePublished');
  });

  it('shows no date for a post published without one', async () => {
    renderNews('/news?article=8');
    const article = await screen.findByRole('article', { name: 'Coats in Chipata' });
    expect(within(article).queryByText(/2026/)).toBeNull();
    // The month-only post, listed beside it, reads as its month on the page.
    expect(document.body).toHaveTextContent('October 2026');
    expect(document.body).not.toHaveTextContent('1 October 2026');
  });

  it('opens the post its link names, and the newest without one', async () => {
    const asked = (await load('?article=10')) as NewsData;
    expect(asked.requested).toBe(true);
    expect(asked.article?.title).toBe('Tenth post');
    const plain = (await load('')) as NewsData;
    expect(plain.requested).toBe(false);
    expect(plain.article?.title).toBe('Newest post');
  });

  it("previews a post's link with its photograph, at an absolute address", async () => {
    const loaderData = await load('?article=10');
    const tags = meta({ loaderData } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://coaz.org.zm/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e-1280.webp',
    });
    expect(tags).toContainEqual({
      property: 'og:image:alt',
      content: 'Delegates voting at the AGM',
    });
    // A post without a photograph keeps the site's share card.
    const plain = meta({ loaderData: await load('?article=12') } as unknown as Parameters<
      typeof meta
    >[0]);
    expect(plain.find((tag) => 'property' in tag && tag.property === 'og:image')).toMatchObject({
      content: expect.stringMatching(/share-card.*\.png$/),
    });
  });

  it('describes a post without text by its date and the association, not its title again', async () => {
    const tags = meta({ loaderData: await load('?article=11') } as unknown as Parameters<
      typeof meta
    >[0]);
    const description = tags.find((tag) => 'name' in tag && tag.name === 'description');
    expect(description).toEqual({
      name: 'description',
      content:
        'Greetings: news from the Clinical Officers Association of Zambia, 15 November 2026.',
    });
  });

  it("describes a post's own page to search engines as a NewsArticle, with its photograph", async () => {
    const jsonLd = (tags: ReturnType<typeof meta>) =>
      tags.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']] : []));
    const tags = meta({ loaderData: await load('?article=10') } as unknown as Parameters<
      typeof meta
    >[0]);
    expect(jsonLd(tags)).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: 'Tenth post',
        datePublished: '2026-11-10',
        mainEntityOfPage: 'https://coaz.org.zm/news?article=10',
        image: ['https://coaz.org.zm/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e-1280.webp'],
        publisher: expect.objectContaining({ name: 'Clinical Officers Association of Zambia' }),
      }),
    ]);
    // A post without a photograph is drawn by its illustration, at its absolute address.
    const plain = jsonLd(
      meta({ loaderData: await load('?article=12') } as unknown as Parameters<typeof meta>[0]),
    );
    expect(plain[0]).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Newest post',
      image: [expect.stringMatching(/^https:\/\/coaz\.org\.zm\//)],
    });
  });

  it('names the news feed, on the news page and on each post', async () => {
    for (const search of ['', '?article=10']) {
      const tags = meta({ loaderData: await load(search) } as unknown as Parameters<
        typeof meta
      >[0]);
      expect(tags).toContainEqual(
        expect.objectContaining({
          tagName: 'link',
          rel: 'alternate',
          type: 'application/atom+xml',
          href: '/feed.xml',
        }),
      );
    }
  });

  it("makes the addresses typed in a post's text links, and its markup text", async () => {
    const { container } = renderNews('/news?article=12');
    await screen.findByRole('heading', { level: 1, name: 'Newest post' });
    const article = container.querySelector<HTMLElement>('.news-article');
    if (!article) throw new Error('The post is not shown');
    expect(
      within(article).getByRole('link', { name: 'https://coaz.org.zm/constitution' }),
    ).toHaveAttribute('href', '/constitution');
    expect(within(article).getByRole('link', { name: 'info@coaz.org' })).toHaveAttribute(
      'href',
      'mailto:info@coaz.org',
    );
    const form = within(article).getByRole('link', { name: 'https://forms.example.org/cpd' });
    expect(form).toHaveAttribute('rel', 'noopener');
    expect(article.querySelector('b')).toBeNull();
    expect(article).toHaveTextContent('<b>Not bold</b>');
    await expectNoAxeViolations(container);
  });

  it('answers 404 for a link to a removed or unknown post, never another post', async () => {
    for (const search of [
      '?article=15',
      '?article=-1',
      '?article=1e1',
      '?article=10.0',
      '?article=010',
      '?article=99999999999999999999',
      '?article=copperbelt-cpd-day',
      '?article=',
    ]) {
      // What the loader throws: React Router answers it with its status.
      const answer = (await load(search)) as { init?: ResponseInit };
      expect(answer.init?.status, search).toBe(404);
    }
  });

  it('says the post is not available, not that it is gone for good, with the way to the news page', async () => {
    const { container } = renderNews('/news?article=15');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This news post is not available',
      }),
    ).toBeInTheDocument();
    // The same answer meets a link to a post scheduled for later: it was never removed.
    expect(screen.getByText(/may have been removed or not be out yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to News and Events' })).toHaveAttribute(
      'href',
      '/news',
    );
    expect(screen.queryByText('Newest post')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('titles that page as such and keeps it out of search engines', async () => {
    // The loader's 404 as React Router hands it to `meta`.
    const error = { status: 404, statusText: 'Not Found', internal: false, data: '' };
    expect(isRouteErrorResponse(error)).toBe(true);
    const tags = meta({ error, loaderData: undefined } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({
      title: 'This news post is not available | Clinical Officers Association of Zambia',
    });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});

describe('the news page with no post published', () => {
  let empty: ContentServer;
  beforeAll(async () => {
    empty = await startContentServer({ news: [] });
  });
  afterAll(() => empty.close());

  it('says there is no news yet where the news would be, before the events', async () => {
    const context = new RouterContextProvider();
    context.set(siteRenderContext, empty.renderContext());
    const Stub = createRoutesStub(
      [
        {
          path: '/news',
          Component: News as unknown as ComponentType,
          ErrorBoundary,
          loader: loader as unknown as LoaderFunction,
        },
      ],
      context,
    );
    const { container } = render(
      <TestProviders client={testApiClient(empty.url)}>
        <Stub initialEntries={['/news']} />
      </TestProviders>,
    );
    const news = await screen.findByRole('region', { name: 'Latest news' });
    expect(within(news).getByRole('heading', { level: 3, name: 'No news yet' })).toBeVisible();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Latest news')).toBeLessThan(headings.indexOf('Upcoming events'));
    await expectNoAxeViolations(container);
  });
});

describe('the news page with more posts than the related panel shows at once', () => {
  let many: ContentServer;
  beforeAll(async () => {
    many = await startContentServer({
      // Newest first, as the content API lists them.
      news: [1, 2, 3, 4, 5, 6].map((n) =>
        testNews({
          id: 100 + n,
          title: `Post ${n}`,
          date: `2026-11-${String(20 - n)}`,
          ...(n === 6 ? { datePrecision: 'undated' as const } : {}),
        }),
      ),
    });
  });
  afterAll(() => many.close());

  it('lists under More news only the posts the panel does not hold, so none shows twice', async () => {
    const context = new RouterContextProvider();
    context.set(siteRenderContext, many.renderContext());
    const { article, beside, more } = await loader({
      params: {},
      context,
      request: new Request('http://coaz.internal/news'),
    } as unknown as Parameters<typeof loader>[0]);
    expect(article?.title).toBe('Post 1');
    // The panel shows two and the next two as it turns; with JavaScript off it shows all four
    // (site-noscript.css), so each post is on the page once either way.
    expect(beside.posts.map((post) => post.title)).toEqual([
      'Post 2',
      'Post 3',
      'Post 4',
      'Post 5',
    ]);
    expect(more.map((post) => post.title)).toEqual(['Post 6']);
  });

  it('says an undated post under More news has no date, never a made-up day', async () => {
    renderNews('/news', many);
    await screen.findByRole('region', { name: 'More news' });
    // With nothing after it, among dated posts, it read as a date the page had lost.
    const listed = [...document.querySelectorAll('.link-list--news li')].map((item) =>
      item.textContent?.trim(),
    );
    expect(listed).toEqual(['Post 6 · no date given']);
  });
});

describe('the news page with posts on topics and posts "In other news"', () => {
  let tagged: ContentServer;
  beforeAll(async () => {
    tagged = await startContentServer({
      // Newest first, as the content API lists them.
      news: [
        testNews({ id: 201, title: 'Greetings', date: '2026-11-20', tag: 'In other news' }),
        testNews({ id: 202, title: 'AGM report', date: '2026-11-19', tag: 'AGM' }),
        testNews({ id: 203, title: 'Partner donation', date: '2026-11-18', tag: 'In other news' }),
        testNews({ id: 204, title: 'AGM award', date: '2026-11-17', tag: 'agm' }),
        testNews({ id: 205, title: 'Outreach day', date: '2026-11-16', tag: 'In other news' }),
        testNews({ id: 206, title: 'Statement', date: '2026-11-15', tag: 'Statements' }),
      ],
    });
  });
  afterAll(() => tagged.close());

  function renderTagged(url: string) {
    const context = new RouterContextProvider();
    context.set(siteRenderContext, tagged.renderContext());
    const Stub = createRoutesStub(
      [
        {
          path: '/news',
          Component: News as unknown as ComponentType,
          ErrorBoundary,
          loader: loader as unknown as LoaderFunction,
        },
      ],
      context,
    );
    return render(
      <TestProviders client={testApiClient(tagged.url)}>
        <Stub initialEntries={[url]} />
      </TestProviders>,
    );
  }

  const cardTitles = (region: HTMLElement) =>
    within(region)
      .getAllByRole('heading', { level: 3, hidden: true })
      .map((heading) => heading.textContent);

  it('shows a lead story "In other news" with no tag, beside recent news, not "related" news', async () => {
    const { container } = renderTagged('/news');
    const article = await screen.findByRole('article', { name: 'Greetings' });
    expect(article).not.toHaveTextContent('In other news');
    expect(screen.queryByRole('region', { name: 'Related news' })).toBeNull();
    const recent = screen.getByRole('region', { name: 'Recent news' });
    expect(cardTitles(recent)).toEqual([
      'AGM report',
      'Partner donation',
      'AGM award',
      'Outreach day',
    ]);
    expect(within(recent).getByRole('button', { name: 'Pause recent news' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('relates a post to the posts on its topic only, and shows its topic', async () => {
    const { container } = renderTagged('/news?article=202');
    const article = await screen.findByRole('article', { name: 'AGM report' });
    expect(within(article).getByText('AGM')).toHaveClass('page-header__eyebrow');
    const related = screen.getByRole('region', { name: 'Related news' });
    expect(cardTitles(related)).toEqual(['AGM award']);
    expect(screen.queryByRole('region', { name: 'Recent news' })).toBeNull();
    // Every other post is still a link away.
    const more = screen.getByRole('region', { name: 'More news' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Greetings', 'Partner donation', 'Outreach day', 'Statement']);
    await expectNoAxeViolations(container);
  });

  it('never relates two posts by "In other news"', async () => {
    renderTagged('/news?article=203');
    await screen.findByRole('article', { name: 'Partner donation' });
    expect(screen.queryByRole('region', { name: 'Related news' })).toBeNull();
    expect(cardTitles(screen.getByRole('region', { name: 'Recent news' }))).toEqual([
      'Greetings',
      'AGM report',
      'AGM award',
      'Outreach day',
    ]);
  });
});

describe('the news page without a post asked for', () => {
  let listing: ContentServer;
  let quiet: ContentServer;
  beforeAll(async () => {
    listing = await startContentServer({
      news: [testNews({ id: 1, title: 'Only post' })],
      events: [testEvent({ id: 5, title: 'Screening day in Ndola', date: '2026-12-12' })],
      // Latest first, as the content API lists the ended events.
      pastEvents: [
        testEvent({
          id: 4,
          title: 'Copperbelt provincial meeting',
          date: '2026-11-30',
          endDate: '2026-12-02',
          venue: 'Ndola Teaching Hospital, Ndola',
        }),
        testEvent({ id: 3, title: 'CPD day in Kabwe', date: '2026-11-14', venue: 'Kabwe' }),
      ],
    });
    quiet = await startContentServer({ news: [], events: [] });
  });
  afterAll(async () => {
    await listing.close();
    await quiet.close();
  });

  function renderFrom(server: ContentServer) {
    return renderNews('/news', server);
  }

  it('opens on its own title, seen, with the newest post under it', async () => {
    renderFrom(listing);
    const title = await screen.findByRole('heading', { level: 1, name: 'News and Events' });
    expect(title).not.toHaveClass('coaz-visually-hidden');
    expect(title.closest('.page-header')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Only post' })).toBeInTheDocument();
  });

  it('lists the latest events that have ended under Past events, after the upcoming ones', async () => {
    const { container } = renderFrom(listing);
    const past = await screen.findByRole('region', { name: 'Past events' });
    const upcoming = screen.getByRole('region', { name: 'Upcoming events' });
    expect(within(upcoming).getByText('Screening day in Ndola')).toBeInTheDocument();
    expect(within(upcoming).queryByText('CPD day in Kabwe')).toBeNull();
    expect(upcoming.compareDocumentPosition(past) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const items = within(past)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Copperbelt provincial meeting · 30 November – 2 December 2026 · Ndola Teaching Hospital, Ndola',
      'CPD day in Kabwe · 14 November 2026 · Kabwe',
    ]);
    expect(within(past).getByText('14 November 2026')).toHaveAttribute('datetime', '2026-11-14');
    expect(within(past).getByText('2 December 2026')).toHaveAttribute('datetime', '2026-12-02');
    await expectNoAxeViolations(container);
  });

  it('lists an event under way under Happening now, before the upcoming ones and not among them', async () => {
    // 12:00 on 23 November 2026 in Lusaka (the test render's clock): the congress's second day.
    const underWay = await startContentServer({
      news: [],
      events: [
        testEvent({
          id: 6,
          title: 'Scientific congress',
          date: '2026-11-22',
          endDate: '2026-11-24',
        }),
        testEvent({ id: 5, title: 'Screening day in Ndola', date: '2026-12-12' }),
      ],
    });
    try {
      const { container } = renderFrom(underWay);
      const now = await screen.findByRole('region', { name: 'Happening now' });
      const upcoming = screen.getByRole('region', { name: 'Upcoming events' });
      expect(within(now).getByRole('heading', { name: 'Scientific congress' })).toBeVisible();
      expect(within(now).queryByText('Screening day in Ndola')).toBeNull();
      expect(within(upcoming).queryByText('Scientific congress')).toBeNull();
      expect(within(upcoming).getByText('Screening day in Ndola')).toBeInTheDocument();
      expect(now.compareDocumentPosition(upcoming) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      await expectNoAxeViolations(container);
    } finally {
      await underWay.close();
    }
  });

  it('says no event is to come beside one happening now, without saying none is listed', async () => {
    const onlyNow = await startContentServer({
      news: [],
      events: [
        testEvent({ id: 7, title: 'CPD day in Kitwe', date: '2026-11-23', startTime: null }),
      ],
    });
    try {
      renderFrom(onlyNow);
      const upcoming = await screen.findByRole('region', { name: 'Upcoming events' });
      expect(within(upcoming).getByRole('heading', { name: 'No upcoming events' })).toBeVisible();
      expect(within(upcoming).queryByText(/No event is listed/)).toBeNull();
      expect(screen.getByRole('region', { name: 'Happening now' })).toHaveTextContent(
        'CPD day in Kitwe',
      );
    } finally {
      await onlyNow.close();
    }
  });

  it('may be kept while an event starts later today, as the server’s cache key turns at its start', async () => {
    const later = await startContentServer({
      news: [],
      events: [
        testEvent({ id: 8, title: 'Afternoon workshop', date: '2026-11-23', startTime: '14:00' }),
      ],
    });
    try {
      const loadAt = async (now: Date) => {
        const context = new RouterContextProvider();
        context.set(siteRenderContext, later.renderContext(now));
        return loader({
          params: {},
          context,
          request: new Request('http://coaz.internal/news'),
        } as unknown as Parameters<typeof loader>[0]);
      };
      // 13:59 in Lusaka: upcoming, and the page is no `no-store` answer (`data` with headers):
      // the server's page cache drops it at 14:00, when its content cache key turns.
      const before = await loadAt(new Date('2026-11-23T11:59:00Z'));
      expect(before).not.toHaveProperty('init');
      expect(before.events.map((event) => event.title)).toEqual(['Afternoon workshop']);
      // 14:00: happening now.
      const started = await loadAt(new Date('2026-11-23T12:00:00Z'));
      expect(started).not.toHaveProperty('init');
      expect(started.happeningNow.map((event) => event.title)).toEqual(['Afternoon workshop']);
      expect(started.events).toEqual([]);
    } finally {
      await later.close();
    }
  });

  it('offers search engines the upcoming events only, never one that has ended as to come', async () => {
    const context = new RouterContextProvider();
    context.set(siteRenderContext, listing.renderContext());
    const loaded = await loader({
      params: {},
      context,
      request: new Request('http://coaz.internal/news'),
    } as unknown as Parameters<typeof loader>[0]);
    const events = meta({ loaderData: loaded } as unknown as Parameters<typeof meta>[0])
      .flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']] : []))
      .filter((data) => (data as { '@type'?: string })['@type'] === 'Event')
      .map((data) => (data as { name: string }).name);
    expect(events).toEqual(['Screening day in Ndola']);
  });

  it('says no event is listed, and shows no empty past section, when there are neither', async () => {
    renderFrom(quiet);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming events' });
    expect(within(upcoming).getByRole('heading', { name: 'No upcoming events' })).toBeVisible();
    expect(within(upcoming).getByText(/No event is listed at the moment/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Past events' })).toBeNull();
  });

  it('does not say no event is listed above the events that have ended', async () => {
    const onlyPast = await startContentServer({
      news: [],
      events: [],
      pastEvents: [testEvent({ id: 3, title: 'CPD day in Kabwe', date: '2026-11-14' })],
    });
    try {
      renderFrom(onlyPast);
      const upcoming = await screen.findByRole('region', { name: 'Upcoming events' });
      expect(within(upcoming).getByRole('heading', { name: 'No upcoming events' })).toBeVisible();
      expect(within(upcoming).queryByText(/No event is listed/)).toBeNull();
      expect(screen.getByRole('region', { name: 'Past events' })).toHaveTextContent(
        'CPD day in Kabwe',
      );
    } finally {
      await onlyPast.close();
    }
  });
});
