import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { siteOriginFrom } from '../app/seo/site-origin';
import { publicPages } from './public-pages';

/** The text of HTML as a reader sees it: tags dropped, entities decoded, spaces collapsed. */
function readableText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

test('every public route is in its HTML (prerendered or rendered by the server): it holds its title, heading and text without JavaScript', async ({
  request,
}) => {
  for (const { path, heading, text } of publicPages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<title>[^<]+\| Clinical Officers Association of Zambia<\/title>/);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html, path).toContain('<meta property="og:title"');
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
    expect(readableText(h1).trim(), path).toBe(heading);
    expect(readableText(html), path).toContain(text.replace(/\s+/g, ' '));
  }
});

test('every public route offers link previews the PNG share card, which the server sends', async ({
  request,
}) => {
  const cards = new Set<string>();
  for (const { path } of publicPages) {
    const html = await (await request.get(path)).text();
    const card =
      /<meta property="og:image" content="https:\/\/coaz\.org\.zm(\/assets\/[^"]+\.png)"/.exec(
        html,
      )?.[1];
    expect(card, path).toBeDefined();
    expect(html, path).toContain('<meta property="og:image:width" content="1200"/>');
    if (card) cards.add(card);
  }
  expect(cards.size).toBe(1);
  const [card] = cards;
  const response = await request.get(card ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});

test('the home page carries the organisation and its events as structured data', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? '{}') as { '@type': string });
  expect(blocks.filter((block) => block['@type'] === 'Organization')).toHaveLength(1);
  // The events are the upcoming ones editors keep (at most four), each with its own block.
  const upcoming = (await (await request.get('/api/events?when=upcoming&limit=100')).json()) as {
    items: { title: string }[];
  };
  const titles = upcoming.items.map((event) => event.title);
  const events = blocks.filter((block) => block['@type'] === 'Event') as unknown as {
    name: string;
  }[];
  expect(events.length).toBe(Math.min(4, titles.length));
  for (const event of events) expect(titles).toContain(event.name);
});

test('the site names one address of its own everywhere: the build’s record, pages, sitemaps, robots.txt, the feed and the browser’s bundles', async ({
  request,
}) => {
  // The address the build was made for, from the PUBLIC_URL the server reads too.
  const record = JSON.parse(readFileSync('build/server/site-origin.json', 'utf8')) as {
    origin: string;
  };
  expect(record.origin).toBe(siteOriginFrom(process.env.PUBLIC_URL));
  const origin = record.origin;
  // Rendered by the server with the web app's server bundle, which the build gave the address.
  for (const path of ['/about', '/news']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<link rel="canonical" href="${origin}${path}"/>`);
    expect(html, path).toContain(`<meta property="og:url" content="${origin}${path}"/>`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(robots).toContain(`Sitemap: ${origin}/sitemap-news.xml`);
  for (const path of ['/sitemap.xml', '/sitemap-news.xml']) {
    const locations = [
      ...(await (await request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g),
    ];
    expect(locations.length, path).toBeGreaterThan(0);
    for (const [, location] of locations)
      expect(location?.startsWith(`${origin}/`), location).toBe(true);
  }
  const feed = await (await request.get('/feed.xml')).text();
  expect(feed).toContain(`<id>${origin}/news</id>`);
  // The browser's bundles were given the same address (text-links.ts tells the site's own links
  // from others' by it, in the browser as on the server), and no other.
  const bundles = readdirSync('build/client/assets')
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join('build/client/assets', file), 'utf8'));
  // A string in the minified code, whichever quotes the minifier chose.
  const literal = (address: string) =>
    new RegExp(`[\`"']${address.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[\`"']`);
  expect(bundles.some((code) => literal(origin).test(code))).toBe(true);
  for (const code of bundles) expect(code).not.toMatch(literal('https://coaz.org'));
});

test('the build publishes a sitemap and robots.txt', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://coaz.org.zm/membership/life_membership</loc>');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://coaz.org.zm/sitemap.xml');
});

/** The `href`s of the links in HTML, entities decoded. */
function linkTargets(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) =>
    (match[1] ?? '').replace(/&amp;/g, '&'),
  );
}

test('every link of every public page leads somewhere: no dead address, no fragment without its id; and each page has its own title and description', async ({
  request,
  baseURL,
}) => {
  // Each address is fetched once: most links are the header's and footer's, on every page.
  const fetched = new Map<string, Promise<{ status: number; ids: Set<string> }>>();
  const fetchOnce = (address: string) => {
    let answer = fetched.get(address);
    if (!answer) {
      answer = request.get(address).then(async (response) => {
        const html = (response.headers()['content-type'] ?? '').includes('html')
          ? await response.text()
          : '';
        const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? ''));
        return { status: response.status(), ids };
      });
      fetched.set(address, answer);
    }
    return answer;
  };
  const pageByCanonical = new Map<string, string>();
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const { path } of publicPages) {
    const html = await (await request.get(path)).text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? path;
    // '/' and '/home' are one page, by their canonical address.
    if (!pageByCanonical.has(canonical)) {
      pageByCanonical.set(canonical, path);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(titles.get(title), `${path} has the title of`).toBeUndefined();
      expect(descriptions.get(description), `${path} has the description of`).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description, path);
    }
    for (const href of linkTargets(html)) {
      const target = new URL(href, `${baseURL}${path}`);
      if (target.origin !== baseURL) continue;
      const { status, ids } = await fetchOnce(target.pathname + target.search);
      expect(status, `${path} links ${href}`).toBeLessThan(400);
      const fragment = decodeURIComponent(target.hash.slice(1));
      if (fragment !== '') expect(ids.has(fragment), `${path} links ${href}`).toBe(true);
    }
  }
});
