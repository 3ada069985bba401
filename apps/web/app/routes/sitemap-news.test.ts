import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteRenderContext } from '../render/site-render-context';
import { type ContentServer, startContentServer, testNews } from '../test-support/content-server';
import { loader } from './sitemap-news';

let content: ContentServer;
beforeAll(async () => {
  content = await startContentServer({
    news: [
      testNews({ id: 16, title: 'Kalulushi outreach', updatedAt: '2026-11-27T19:10:00.000Z' }),
      testNews({ id: 2, title: 'Season’s greetings', updatedAt: '2026-01-02T08:00:00.000Z' }),
    ],
  });
});
afterAll(() => content.close());

describe('/sitemap-news.xml', () => {
  it('lists the published news posts from the content API, as XML', async () => {
    const context = new RouterContextProvider();
    context.set(siteRenderContext, content.renderContext());
    const response = (await loader({
      params: {},
      context,
      request: new Request('http://coaz.internal/sitemap-news.xml'),
    } as unknown as Parameters<typeof loader>[0])) as Response;
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://coaz.org.zm/news?article=16',
      'https://coaz.org.zm/news?article=2',
    ]);
  });
});
