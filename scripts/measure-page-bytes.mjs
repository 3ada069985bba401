// `pnpm measure:bytes`: what each public page costs a member in bytes over the wire, measured in
// Chromium on a phone (360 px wide, touch, DevTools' own `encodedDataLength`: headers and
// compressed body as received), against the built server in demo mode. Each page is read to its
// end (scrolled, so the pictures loaded lazily are counted too), in three visits:
//   - first: an empty cache;
//   - repeat: the same page again in the same session (what a reload or a return costs);
//   - next day: what the cache cannot answer a day later: every answer kept for less than a day
//     asked again with its validators (`If-None-Match`, `If-Modified-Since`), a 304 when unchanged.
// Then it names what a visitor paid for and need not have: text sent uncompressed, answers with
// no validator (each revalidation a full download), and scripts fetched before anything was used.
//
//   --routes /,/news   these routes instead of every route of the built sitemap.xml
//   --url <origin>     measure a server already running (such as http://127.0.0.1:8080)
//   --web-root <dir>   serve another built web app (default apps/web/build/client)
//
// Needs a build (`pnpm exec turbo run build`). Not part of CI: it prints figures for people.
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumArgs } from '../tooling/vitest-config/chromium.js';
import { startBuiltServer } from './lib/built-server.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { parseRouteList, readSiteRoutes } from './lib/site-routes.mjs';
import { formatTable, kilobytes } from './lib/text-table.mjs';

const repositoryRoot = resolve(dirname(new URL(import.meta.url).pathname), '..');
const { values: options } = parseArgs({
  options: {
    routes: { type: 'string' },
    url: { type: 'string' },
    'web-root': { type: 'string' },
  },
});
const webRoot = resolve(options['web-root'] ?? join(repositoryRoot, 'apps/web/build/client'));
const routes = options.routes ? parseRouteList(options.routes) : readSiteRoutes(webRoot);
// Playwright is the web app's test dependency; the workspace root has none of its own.
const { chromium } = createRequire(join(repositoryRoot, 'apps/web/package.json'))(
  '@playwright/test',
);

/** A cheap Android phone: 360 CSS px wide at twice the density, touch only. */
const PHONE = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 12; SM-A035F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};
const DAY_SECONDS = 24 * 60 * 60;
const TEXT_TYPE =
  /^(text\/|application\/(json|javascript|xml|[\w.-]+\+(json|xml))|image\/svg\+xml)/;

/**
 * Opens `url` in `page`, scrolls it to its end a screen at a time (so lazy pictures load) and
 * returns every response it received: its bytes over the wire and its headers.
 */
async function readPage(page, cdp, url) {
  const responses = new Map();
  const onResponse = ({ requestId, response, type }) => {
    responses.set(requestId, {
      url: response.url,
      type,
      status: response.status,
      headers: Object.fromEntries(
        Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      ),
      fromCache: response.fromDiskCache || response.fromPrefetchCache || false,
      // What had arrived when the headers were read: the status line and headers.
      headerBytes: response.encodedDataLength ?? 0,
      bytes: 0,
    });
  };
  // The status as it came over the wire: a revalidated answer is reported above as the 200 the
  // browser kept, and only here as the 304 it was.
  const wireStatus = new Map();
  const onWireHeaders = ({ requestId, statusCode }) => wireStatus.set(requestId, statusCode);
  const onCached = ({ requestId }) => {
    const entry = responses.get(requestId);
    if (entry) entry.fromCache = true;
  };
  const onFinished = ({ requestId, encodedDataLength }) => {
    const entry = responses.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.responseReceivedExtraInfo', onWireHeaders);
  cdp.on('Network.requestServedFromCache', onCached);
  cdp.on('Network.loadingFinished', onFinished);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    for (let screen = 0; screen < 40; screen += 1) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(150);
      if (atEnd) break;
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
  } finally {
    cdp.off('Network.responseReceived', onResponse);
    cdp.off('Network.responseReceivedExtraInfo', onWireHeaders);
    cdp.off('Network.requestServedFromCache', onCached);
    cdp.off('Network.loadingFinished', onFinished);
  }
  for (const [requestId, entry] of responses) {
    entry.wireStatus = wireStatus.get(requestId) ?? entry.status;
  }
  return [...responses.values()].filter((entry) => !entry.url.startsWith('data:'));
}

/**
 * Pictures sent wider than the phone draws them (at its pixel density), by more than half again:
 * a `srcset` and `sizes` that let the browser pick a smaller file, or none given. Drawings (SVG)
 * have no width of their own and are left out.
 */
function oversizedImages(page) {
  return page.evaluate(async () => {
    const drawn = [...document.images].filter(
      (image) =>
        image.complete &&
        image.clientWidth > 0 &&
        image.currentSrc !== '' &&
        !/\.svg(\?|$)/.test(image.currentSrc),
    );
    const found = [];
    for (const image of drawn) {
      // With a srcset, naturalWidth is scaled by the chosen candidate's density: a fresh image of
      // the same (cached) file gives its pixels.
      const file = new Image();
      file.src = image.currentSrc;
      await file.decode().catch(() => undefined);
      const needed = Math.ceil(image.clientWidth * window.devicePixelRatio);
      if (file.naturalWidth > needed * 1.5) {
        found.push({ src: new URL(image.currentSrc).pathname, natural: file.naturalWidth, needed });
      }
    }
    return found;
  });
}

/** Seconds an answer may be used without asking the server again, by its Cache-Control. */
function freshSeconds(headers) {
  const control = headers['cache-control'] ?? '';
  if (/\b(no-store|no-cache)\b/.test(control)) return 0;
  const maxAge = /\bmax-age=(\d+)/.exec(control);
  if (maxAge) return Number(maxAge[1]);
  // No lifetime given: browsers guess a tenth of the time since it last changed.
  const modified = Date.parse(headers['last-modified'] ?? '');
  const date = Date.parse(headers.date ?? '') || Date.now();
  return Number.isNaN(modified) ? 0 : Math.max(0, (date - modified) / 10_000);
}

/** Bytes of a response's status line and headers, as HTTP/1.1 sends them. */
function headerBytes(response) {
  let bytes = `HTTP/1.1 ${response.status} ${response.statusText}\r\n`.length + 2;
  response.headers.forEach((value, name) => {
    bytes += name.length + value.length + 4;
  });
  return bytes;
}

/**
 * What a visit a day later costs: each answer of the first visit that may not be kept a day is
 * asked again with its validators, as the browser would; a 304 costs its headers only.
 */
async function nextDayBytes(firstVisit, userAgent) {
  let bytes = 0;
  let requests = 0;
  for (const entry of firstVisit) {
    if (entry.status !== 200 || freshSeconds(entry.headers) >= DAY_SECONDS) continue;
    const headers = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': userAgent };
    if (entry.headers.etag) headers['if-none-match'] = entry.headers.etag;
    if (entry.headers['last-modified'])
      headers['if-modified-since'] = entry.headers['last-modified'];
    const response = await fetch(entry.url, { headers, redirect: 'manual' });
    const body = response.status === 304 ? 0 : (await response.arrayBuffer()).byteLength;
    // fetch decompresses; the wire carried the compressed body, as the first visit measured it.
    const wireBody =
      response.status === 304 ? 0 : Math.min(body, entry.bytes - headerBytes(response));
    bytes += headerBytes(response) + Math.max(0, wireBody);
    requests += 1;
  }
  return { bytes, requests };
}

/** Public answers no page loads at once, fetched by feed readers, crawlers and API clients. */
const OTHER_ANSWERS = [
  '/feed.xml',
  '/sitemap.xml',
  '/sitemap-news.xml',
  '/robots.txt',
  '/api/openapi.json',
  '/api/news',
  '/api/events',
  '/api/contents',
  '/api/constitution',
];

/**
 * One answer as a browser gets it (brotli accepted): its compressed size, how it may be kept, and
 * what asking again with its validator costs.
 */
async function measureAnswer(origin, path) {
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  const first = await fetch(`${origin}${path}`, { headers });
  const body = (await first.arrayBuffer()).byteLength;
  const sent = Number(first.headers.get('content-length') ?? body);
  const etag = first.headers.get('etag');
  const modified = first.headers.get('last-modified');
  const again = await fetch(`${origin}${path}`, {
    headers: {
      ...headers,
      ...(etag ? { 'if-none-match': etag } : {}),
      ...(modified ? { 'if-modified-since': modified } : {}),
    },
  });
  const againBody = (await again.arrayBuffer()).byteLength;
  return [
    path,
    first.status,
    first.headers.get('content-encoding') ?? 'none',
    kilobytes(sent + headerBytes(first)),
    first.headers.get('cache-control') ?? '-',
    again.status === 304
      ? `304, ${kilobytes(headerBytes(again))}`
      : `${again.status}, ${kilobytes(Number(again.headers.get('content-length') ?? againBody) + headerBytes(again))}`,
  ];
}

const sum = (entries) => entries.reduce((total, entry) => total + entry.bytes, 0);
const onWire = (entries) => entries.filter((entry) => !entry.fromCache && entry.bytes > 0);
const kindOf = (entry) =>
  entry.type === 'Script'
    ? 'js'
    : entry.type === 'Image'
      ? 'img'
      : entry.type === 'Document'
        ? 'html'
        : entry.type === 'Font'
          ? 'font'
          : entry.type === 'Stylesheet'
            ? 'css'
            : 'other';

/** What in one page's visits a member paid for and need not have. */
function wasteOf(route, first, repeat) {
  const notes = [];
  for (const entry of onWire(first)) {
    const type = entry.headers['content-type'] ?? '';
    const path = new URL(entry.url).pathname;
    const body = entry.bytes - entry.headerBytes;
    // Below 512 bytes a compressed copy saves less than its headers cost.
    if (TEXT_TYPE.test(type) && !entry.headers['content-encoding'] && body >= 512) {
      notes.push(`${route}: ${path} (${type}) sent uncompressed, ${kilobytes(body)}`);
    }
    if (
      !entry.headers.etag &&
      !entry.headers['last-modified'] &&
      freshSeconds(entry.headers) < DAY_SECONDS
    ) {
      notes.push(`${route}: ${path} has no validator: every revalidation downloads it whole`);
    }
  }
  for (const entry of onWire(repeat)) {
    if (entry.wireStatus === 200 && entry.type !== 'Document') {
      notes.push(`${route}: ${new URL(entry.url).pathname} downloaded again on the repeat visit`);
    }
  }
  return notes;
}

const server = options.url
  ? { url: options.url.replace(/\/$/, ''), stop: async () => {} }
  : await startBuiltServer({ repositoryRoot, webRoot });
// Asked once before the pages: the server prepares some of these on the first request (brotli
// on its thread pool), and a visitor meets the prepared answer.
for (const path of OTHER_ANSWERS) await (await fetch(`${server.url}${path}`)).arrayBuffer();
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
const rows = [];
const answers = [];
const notes = [];
const totals = { first: 0, repeat: 0, nextDay: 0 };
try {
  console.log(`Bytes over the wire per page of ${server.url} (phone 360 px, read to the end)`);
  for (const route of routes) {
    const context = await browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const url = `${server.url}${route}`;
      const first = await readPage(page, cdp, url);
      for (const image of await oversizedImages(page)) {
        notes.push(
          `${route}: ${image.src} is ${image.natural} px wide where the phone draws ${image.needed}`,
        );
      }
      const repeat = await readPage(page, cdp, url);
      const nextDay = await nextDayBytes(first, PHONE.userAgent);
      const firstWire = onWire(first);
      const byKind = (kind) => sum(firstWire.filter((entry) => kindOf(entry) === kind));
      rows.push([
        route,
        kilobytes(sum(firstWire)),
        firstWire.length,
        kilobytes(byKind('html')),
        kilobytes(byKind('js')),
        kilobytes(byKind('css')),
        kilobytes(byKind('img')),
        kilobytes(byKind('font') + byKind('other')),
        kilobytes(sum(onWire(repeat))),
        onWire(repeat).length,
        kilobytes(nextDay.bytes),
        nextDay.requests,
      ]);
      totals.first += sum(firstWire);
      totals.repeat += sum(onWire(repeat));
      totals.nextDay += nextDay.bytes;
      notes.push(...wasteOf(route, first, repeat));
      if (byKind('js') > 0) {
        notes.push(`${route}: ${kilobytes(byKind('js'))} of JavaScript fetched while only reading`);
      }
    } finally {
      await context.close();
    }
  }
  for (const path of OTHER_ANSWERS) answers.push(await measureAnswer(server.url, path));
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  formatTable(
    [
      'route',
      'first',
      'req',
      'html',
      'js',
      'css',
      'img',
      'other',
      'repeat',
      'req',
      'next day',
      'req',
    ],
    rows,
  ),
);
console.log(
  `\n${routes.length} page(s): first visits ${kilobytes(totals.first)}, repeat visits ${kilobytes(totals.repeat)}, next-day visits ${kilobytes(totals.nextDay)}`,
);
console.log(
  `\nOther public answers (brotli accepted)\n${formatTable(
    ['answer', 'status', 'encoding', 'first', 'cache-control', 'asked again'],
    answers,
  )}`,
);
if (notes.length > 0) console.log(`\nPaid for and need not have been:\n- ${notes.join('\n- ')}`);
