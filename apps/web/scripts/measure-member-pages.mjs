// `pnpm measure:member-pages`: what the member pages cost a member on a cheap phone over slow,
// costly mobile data, on the built site. `measure:bytes` (scripts/measure-page-bytes.mjs) does the
// public pages unthrottled, read to their end; `bench:first-tap` times first taps. This does the
// pages a member fills in: /join, /login, /forgot_password, /verify, and signed in (a token taken
// from the login API and put in the tab's session storage, as the login form does) /dashboard as
// demo.active (an ordinary member) and as demo.admin (the secretariat, whose tools load on the
// dashboard too), and /mobile_payment as demo.payment. Chromium is throttled as a phone on mobile data:
// 300 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4x. For each page:
//   - first: bytes over the wire (DevTools' `encodedDataLength`: headers and compressed body) and
//     requests, from an empty cache;
//   - JS+CSS: of those bytes, the scripts' and stylesheets' (compressed, as sent): what the app's
//     code costs a member on a fresh cache, the HTML and the API's answers left out;
//   - repeat: the same in the same tab again, with the cache of the first visit;
//   - JS: the script files' bytes as the browser parses them (decompressed), on the first visit;
//   - visible: from the start of navigation until the page's first field (or button) is painted;
//   - usable: until that field is painted and the app has hydrated (`coaz:hydrated`, so a press is
//     answered and a submit is sent). The starter loads the app on a member's first tap; the
//     script asks for it (`coaz:start-app`) the moment the field is painted, as the quickest tap.
// Times are medians of `--runs` (default 3) fresh loads and swing with the machine's load; bytes,
// requests and JS do not. Nothing is enforced: it prints figures for people.
//
//   --before <dir>   also measure another build (a copy of apps/web/build made before a change),
//                    first, so a change is measured side by side with what it replaced in one run.
//                    Keep copies inside apps/web, such as apps/web/measured/before/build (ignored
//                    by git as every build/ is): the server build there finds its packages.
//   --after <dir>    measure that build instead of apps/web/build (a copy, which another build in
//                    a shared checkout cannot change while it is measured)
//   --runs <n>       fresh loads per page for the times
//   --pages <names>  only the pages named, comma-separated, by path or by row name: `--pages
//                    /dashboard` measures the dashboard as a member and as an admin, and nothing else
//
// Needs a build (`pnpm exec turbo run build --filter web...`).
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumArgs, chromiumExecutablePath } from '@coaz/vitest-config/chromium';
import { chromium } from '@playwright/test';
import { startBuiltServer } from '../../../scripts/lib/built-server.mjs';
import { formatTable, kilobytes } from '../../../scripts/lib/text-table.mjs';

const repositoryRoot = resolve(dirname(new URL(import.meta.url).pathname), '../../..');
const { values: options } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
  },
});
const RUNS = Number(options.runs);
const PASSWORD = 'Demo-2026!';
const PHONE = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
const NETWORK = {
  offline: false,
  latency: 300,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * The pages measured: where, as whom (a demo account, or nobody), and what on it the member uses
 * first (painted and, once the app runs, answering). `name` tells apart two rows of one path.
 */
const ALL_PAGES = [
  { path: '/join', field: 'main form input, main form select, main form button' },
  { path: '/login', field: 'main form input[autocomplete="username"]' },
  { path: '/forgot_password', field: 'main form input' },
  { path: '/verify', field: 'main form input' },
  // The welcome is drawn from the member's data: the page is of use once it is there.
  {
    path: '/dashboard',
    name: '/dashboard (member)',
    as: 'demo.active',
    field: '#dashboard-welcome',
  },
  // The secretariat's dashboard: the member's, and its tools fetched once the app runs.
  { path: '/dashboard', name: '/dashboard (admin)', as: 'demo.admin', field: '#dashboard-welcome' },
  // The payment link a login leads to (app/member/login-outcome-path.ts), with the member's fee.
  {
    path: '/mobile_payment',
    as: 'demo.payment',
    query: ({ user, tariff }) =>
      `?${new URLSearchParams({ userId: user.id, receivableId: tariff.receivableId, criteriaId: tariff.criteriaId, sponsor: 'SELF' })}`,
    field: 'main form button[type="submit"]',
  },
];

const nameOf = (page) => page.name ?? page.path;
const wanted = options.pages?.split(',').map((name) => name.trim());
const PAGES = wanted
  ? ALL_PAGES.filter((page) => wanted.includes(page.path) || wanted.includes(nameOf(page)))
  : ALL_PAGES;
if (PAGES.length === 0) throw new Error(`--pages ${options.pages}: no such page`);

/** A member's tokens, from the same login API the form uses. */
async function logIn(origin, username) {
  const response = await fetch(`${origin}/coaz/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`logging in as ${username}: ${response.status}`);
  return response.json();
}

/** Watches, from the first frame, for `field` painted and for the app's hydration. */
function watchReadiness(field) {
  window.__coazVisible = undefined;
  window.__coazHydrated = undefined;
  document.addEventListener('coaz:hydrated', () => {
    window.__coazHydrated ??= performance.now();
  });
  const poll = () => {
    const element = document.querySelector(field);
    if (window.__coazVisible === undefined && element?.getBoundingClientRect().height > 0) {
      window.__coazVisible = performance.now();
    }
    // The quickest tap a member could make: the starter loads the app now. Asked each frame until
    // the app runs, since the field may paint before the starter (inlined later) listens.
    if (window.__coazVisible !== undefined) document.dispatchEvent(new Event('coaz:start-app'));
    // A page drawn from the member's data (the dashboard) paints its field after hydrating.
    if (window.__coazVisible === undefined || window.__coazHydrated === undefined) {
      requestAnimationFrame(poll);
    }
  };
  requestAnimationFrame(poll);
}

/** One visit of `url` in `page`: its responses over the wire, and when it became usable. */
async function visit(page, cdp, url) {
  const responses = new Map();
  const onResponse = ({ requestId, response, type }) =>
    responses.set(requestId, {
      type,
      fromCache: response.fromDiskCache || response.fromMemoryCache || false,
      bytes: 0,
      decoded: 0,
    });
  const onCached = ({ requestId }) => {
    const entry = responses.get(requestId);
    if (entry) entry.fromCache = true;
  };
  const onData = ({ requestId, dataLength }) => {
    const entry = responses.get(requestId);
    if (entry) entry.decoded += dataLength;
  };
  const onFinished = ({ requestId, encodedDataLength }) => {
    const entry = responses.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.requestServedFromCache', onCached);
  cdp.on('Network.dataReceived', onData);
  cdp.on('Network.loadingFinished', onFinished);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page
      .waitForFunction(
        () => window.__coazVisible !== undefined && window.__coazHydrated !== undefined,
        undefined,
        { timeout: 90_000, polling: 100 },
      )
      .catch(async (error) => {
        const seen = await page.evaluate(() => [window.__coazVisible, window.__coazHydrated]);
        throw new Error(`${url}: painted at ${seen[0]} ms, hydrated at ${seen[1]} ms`, {
          cause: error,
        });
      });
    await page.waitForLoadState('networkidle');
    const times = await page.evaluate(() => ({
      visible: window.__coazVisible,
      usable: Math.max(window.__coazVisible, window.__coazHydrated),
    }));
    const all = [...responses.values()];
    const wire = all.filter((entry) => !entry.fromCache && entry.bytes > 0);
    return {
      ...times,
      bytes: wire.reduce((sum, entry) => sum + entry.bytes, 0),
      requests: wire.length,
      code: wire
        .filter((entry) => entry.type === 'Script' || entry.type === 'Stylesheet')
        .reduce((sum, entry) => sum + entry.bytes, 0),
      cached: all.length - wire.length,
      script: all
        .filter((entry) => entry.type === 'Script')
        .reduce((sum, entry) => sum + entry.decoded, 0),
    };
  } finally {
    cdp.off('Network.responseReceived', onResponse);
    cdp.off('Network.requestServedFromCache', onCached);
    cdp.off('Network.dataReceived', onData);
    cdp.off('Network.loadingFinished', onFinished);
  }
}

/** A first and a repeat visit of one page in a fresh throttled phone. */
async function measurePage(browser, origin, { path, as, query, field }) {
  const context = await browser.newContext(PHONE);
  try {
    let address = `${origin}${path}`;
    if (as) {
      const login = await logIn(origin, as);
      if (query) address += query(login);
      await context.addInitScript((stored) => {
        sessionStorage.setItem('coaz.accessToken', stored.access_token);
        sessionStorage.setItem('coaz.refreshToken', stored.refresh_token);
      }, login);
    }
    await context.addInitScript(watchReadiness, field);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const first = await visit(page, cdp, address);
    const repeat = await visit(page, cdp, address);
    return { first, repeat };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Every page of the build in `webRoot`, measured RUNS times. */
async function measureBuild(browser, webRoot) {
  const server = await startBuiltServer({ repositoryRoot, webRoot, startupTimeoutMs: 240_000 });
  try {
    const results = [];
    for (const page of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await measurePage(browser, server.url, page));
      results.push({ name: nameOf(page), runs });
    }
    return results;
  } finally {
    await server.stop();
  }
}

const builds = [
  ...(options.before ? [['before', resolve(options.before, 'client')]] : []),
  [
    options.before ? 'after' : 'now',
    join(options.after ? resolve(options.after) : join(repositoryRoot, 'apps/web/build'), 'client'),
  ],
];
const browser = await chromium.launch({
  executablePath: chromiumExecutablePath,
  args: chromiumArgs,
});
const rows = [];
try {
  for (const [label, webRoot] of builds) {
    for (const { name, runs } of await measureBuild(browser, webRoot)) {
      const { first, repeat } = runs[0];
      rows.push([
        name,
        label,
        kilobytes(first.bytes),
        kilobytes(first.code),
        first.requests,
        kilobytes(repeat.bytes),
        repeat.requests,
        kilobytes(first.script),
        seconds(median(runs.map((run) => run.first.visible))),
        seconds(median(runs.map((run) => run.first.usable))),
        seconds(median(runs.map((run) => run.repeat.usable))),
      ]);
    }
  }
} finally {
  await browser.close();
}
rows.sort(
  (a, b) => PAGES.findIndex((p) => nameOf(p) === a[0]) - PAGES.findIndex((p) => nameOf(p) === b[0]),
);
console.log(
  `Member pages on a throttled phone (300 ms RTT, 1.6 Mbit/s, 4x CPU); times are medians of ${RUNS}`,
);
console.log(
  formatTable(
    [
      'page',
      'build',
      'first',
      'JS+CSS',
      'req',
      'repeat',
      'req',
      'JS parsed',
      'visible',
      'usable',
      'usable again',
    ],
    rows,
  ),
);
