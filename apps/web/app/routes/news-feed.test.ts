import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteRenderContext } from '../render/site-render-context';
import { type ContentServer, startContentServer, testNews } from '../test-support/content-server';
import { loader } from './news-feed';

let content: ContentServer;
beforeAll(async () => {
  content = await startContentServer({
    news: [
      testNews({
        id: 16,
        title: 'Kalulushi outreach & screening',
        date: '2026-11-27',
        body: 'Members screened 400 people.\nThe next outreach is in <Chililabombwe>.',
        tag: 'Outreach',
        updatedAt: '2026-11-27T19:10:00.000Z',
      }),
      testNews({
        id: 2,
        title: 'Season’s greetings',
        tag: 'In other news',
        updatedAt: '2026-01-02T08:00:00.000Z',
      }),
      testNews({ id: 1, title: 'Resolutions', date: '2025-10-01', datePrecision: 'month' }),
    ],
  });
});
afterAll(() => content.close());

async function feed(): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(siteRenderContext, content.renderContext());
  return (await loader({
    params: {},
    context,
    request: new Request('http://coaz.internal/feed.xml'),
  } as unknown as Parameters<typeof loader>[0])) as Response;
}

describe('/feed.xml', () => {
  it('offers the published news posts as an Atom feed, newest first, at their own addresses', async () => {
    const response = await feed();
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect([...xml.matchAll(/<entry>\s*<id>([^<]+)<\/id>/g)].map((match) => match[1])).toEqual([
      'https://coaz.org.zm/news?article=16',
      'https://coaz.org.zm/news?article=2',
      'https://coaz.org.zm/news?article=1',
    ]);
    // The feed changed when its newest change was made; a post is dated by its day in Lusaka.
    const feedHead = xml.slice(0, xml.indexOf('<entry>'));
    expect(feedHead).toContain('<updated>2026-11-27T19:10:00.000Z</updated>');
    expect(xml).toContain('<published>2026-11-26T22:00:00.000Z</published>');
    // A post published with its month alone is published at the start of that month in Lusaka:
    // without it, readers dated it by the day it was entered (the demo's 2024 news as 2026's).
    expect(xml).toContain('<published>2025-09-30T22:00:00.000Z</published>');
  });

  it("carries each post's text and tag, escaped so any text an editor types stays well-formed", async () => {
    const xml = await (await feed()).text();
    expect(xml).toContain('<title>Kalulushi outreach &amp; screening</title>');
    expect(xml).toContain('<category term="Outreach"/>');
    // A catch-all such as "In other news" names no topic: no category, as the news page shows none.
    expect(xml.match(/<category /g)).toHaveLength(1);
    expect(xml).not.toContain('In other news');
    expect(xml).toContain(
      '<content type="text">Members screened 400 people.\n\nThe next outreach is in &lt;Chililabombwe&gt;.</content>',
    );
    expect(xml).not.toContain('<Chililabombwe>');
  });

  it('leaves out what XML 1.0 forbids, from posts saved before the server refused it', async () => {
    // One U+FFFE in a title made every feed reader refuse the whole feed.
    const stored = await startContentServer({
      news: [
        testNews({
          id: 20,
          title: 'Ndola \ufffe branch\uffff meeting',
          body: 'Bell\u0007 and escape\u001b, half \ud800 a pair, whole 👩🏾‍⚕️ and \u{1fffe}.',
          tag: 'Branch\u0000es',
        }),
      ],
    });
    try {
      const context = new RouterContextProvider();
      context.set(siteRenderContext, stored.renderContext());
      const response = (await loader({
        params: {},
        context,
        request: new Request('http://coaz.internal/feed.xml'),
      } as unknown as Parameters<typeof loader>[0])) as Response;
      const xml = await response.text();
      expect(xml).not.toMatch(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u);
      expect(xml).toContain('<title>Ndola  branch meeting</title>');
      expect(xml).toContain(
        '<content type="text">Bell and escape, half  a pair, whole 👩🏾‍⚕️ and \u{1fffe}.</content>',
      );
      expect(xml).toContain('<category term="Branches"/>');
    } finally {
      await stored.close();
    }
  });

  it('dates a post scheduled for later than its last edit by the moment it went out', async () => {
    // Written at noon, out at 00:05 in Lusaka on its day: `updated` never comes before
    // `published`, and the feed's own `updated` tells a reader there is something new.
    const scheduled = await startContentServer({
      news: [
        testNews({
          id: 18,
          title: 'Kabwe AGM agenda',
          date: '2026-12-07',
          updatedAt: '2026-12-06T10:00:00.000Z',
          publishAt: '2026-12-06T22:05:00.000Z',
        }),
      ],
    });
    try {
      const context = new RouterContextProvider();
      context.set(siteRenderContext, scheduled.renderContext());
      const response = (await loader({
        params: {},
        context,
        request: new Request('http://coaz.internal/feed.xml'),
      } as unknown as Parameters<typeof loader>[0])) as Response;
      const xml = await response.text();
      expect(xml.slice(0, xml.indexOf('<entry>'))).toContain(
        '<updated>2026-12-06T22:05:00.000Z</updated>',
      );
      expect(xml).toContain('<published>2026-12-06T22:00:00.000Z</published>');
      expect(xml).toContain('<updated>2026-12-06T22:05:00.000Z</updated>\n');
      expect(xml).not.toContain('2026-12-06T10:00:00.000Z');
    } finally {
      await scheduled.close();
    }
  });
});
