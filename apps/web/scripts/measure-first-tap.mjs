// `pnpm bench:first-tap`: how long a visitor on a slow phone waits after their first tap, on the
// built site. Chromium's own throttling stands in for the phone: 150 ms round trip, 1.6 Mbit/s
// down, 750 kbit/s up, CPU slowed 4x, no cache. Each figure is the median of three fresh loads:
//   - menu visible after tap: the phone menu's panel painted after the tap on "Menu";
//   - assistant input enabled after tap: the question box usable after the tap on the launcher;
//   - /login form visible: the login form painted, from the start of navigation.
// Only what does not swing with the machine's load is enforced: the menu opens with no network
// request at all, the assistant fetches one script (its own bundle, app/chat/chat-island.tsx, not
// the app) of at most 100 kB compressed, and each thing measured does appear. The times are printed
// for people to read against the budgets (menu 100 ms, assistant 1.5 s, login 1.2 s), since a
// shared CI machine's load moves them: on a 2-core machine running other builds, the assistant's
// three runs in one measurement spread from 2.1 to 3.5 s, with the same build.
import { dirname, join, resolve } from 'node:path';
import { chromiumArgs, chromiumExecutablePath } from '@coaz/vitest-config/chromium';
import { chromium } from '@playwright/test';
import { startBuiltServer } from '../../../scripts/lib/built-server.mjs';

const repositoryRoot = resolve(dirname(new URL(import.meta.url).pathname), '../../..');
const RUNS = 3;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** A fresh page on a throttled phone, with the requests it makes counted. */
async function throttledPage(browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  return { page, requests, close: () => context.close() };
}

/**
 * Milliseconds from the page's next pointerdown until `ready()` holds in a painted frame,
 * measured inside the page so the test driver's own delays do not count.
 */
function armTapTimer(page, readyScript) {
  return page.evaluate((ready) => {
    const check = new Function(`return (${ready})();`);
    window.__coazTap = new Promise((resolvePromise) => {
      document.addEventListener(
        'pointerdown',
        () => {
          const tappedAt = performance.now();
          const poll = () => {
            if (check()) resolvePromise(performance.now() - tappedAt);
            else requestAnimationFrame(poll);
          };
          requestAnimationFrame(poll);
        },
        { capture: true, once: true },
      );
    });
  }, readyScript);
}

async function menuAfterTap(browser, url) {
  const { page, requests, close } = await throttledPage(browser);
  try {
    await page.goto(`${url}/about`, { waitUntil: 'networkidle' });
    await armTapTimer(
      page,
      `() => { const panel = document.querySelector('.site-phone-menu[open] .site-phone-menu__panel'); return !!panel && panel.getBoundingClientRect().height > 0; }`,
    );
    const before = requests.length;
    await page.getByText('Menu', { exact: true }).tap();
    const ms = await within(
      page.evaluate(() => window.__coazTap),
      'the phone menu',
    );
    await page.waitForTimeout(500);
    // Chromium asks for the tab's icon when it likes, sometimes after the page has gone quiet:
    // that request is the browser's, not the menu's.
    const fetched = requests.slice(before).filter((address) => !/\/favicon[^/]*$/.test(address));
    return { ms, requests: fetched.length };
  } finally {
    await close();
  }
}

async function assistantAfterTap(browser, url) {
  const { page, close } = await throttledPage(browser);
  try {
    await page.goto(`${url}/about`, { waitUntil: 'networkidle' });
    await armTapTimer(
      page,
      `() => { const input = document.querySelector('.coaz-chat input[type="text"], .coaz-chat textarea'); return !!input && !input.disabled && input.getBoundingClientRect().height > 0; }`,
    );
    const scripts = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.getByRole('button', { name: 'Ask about the constitution' }).tap();
    const ms = await within(
      page.evaluate(() => window.__coazTap),
      "the assistant's question box",
    );
    const sizes = await Promise.all(scripts.map((request) => request.sizes()));
    return {
      ms,
      scripts: scripts.map((request) => new URL(request.url()).pathname),
      scriptBytes: sizes.reduce((sum, size) => sum + size.responseBodySize, 0),
    };
  } finally {
    await close();
  }
}

async function loginFormVisible(browser, url) {
  const { page, close } = await throttledPage(browser);
  try {
    // Watches from the first frame the page paints, timed from the start of navigation.
    await page.addInitScript(() => {
      window.__coazLogin = new Promise((resolvePromise) => {
        const poll = () => {
          // The user name field itself: since the header's search box became a form (hidden on a
          // phone, so never painted), "any form's input" found it first and the wait never ended.
          const field = document.querySelector('main form input[autocomplete="username"]');
          if (field && field.getBoundingClientRect().height > 0) resolvePromise(performance.now());
          else requestAnimationFrame(poll);
        };
        requestAnimationFrame(poll);
      });
    });
    await page.goto(`${url}/login`, { waitUntil: 'commit' });
    const ms = await within(
      page.evaluate(() => window.__coazLogin),
      'the login form',
    );
    // The footer comes after the form in the HTML: on a slow line it may still be on its way when
    // the form paints, so the frame is checked once the whole document has arrived.
    await page.waitForLoadState('domcontentloaded');
    const frame = await page.evaluate(() =>
      Boolean(document.querySelector('header.site-header') && document.querySelector('footer')),
    );
    return { ms, frame };
  } finally {
    await close();
  }
}

/**
 * The assistant's own bundle, compressed, as it crosses the network: React, the widget and the chat
 * client. At 1.6 Mbit/s it takes half a second of the assistant's 1.5 s.
 */
const ASSISTANT_SCRIPT_BYTES = 100_000;

/** How long a wait for something measured may take before it counts as never appearing. */
const NEVER_MS = 60_000;

/** `promise`, or a failure naming `what` once NEVER_MS have passed, so a hang fails the run. */
function within(promise, what) {
  let timer;
  const never = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not appear within ${NEVER_MS / 1000} s`)),
      NEVER_MS,
    );
  });
  return Promise.race([promise, never]).finally(() => clearTimeout(timer));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startBuiltServer({
  repositoryRoot,
  // WEB_ROOT measures another build of the site (its server build beside it, as in the server).
  webRoot: process.env.WEB_ROOT ?? join(repositoryRoot, 'apps/web/build/client'),
  // Starting up is not what is measured: a loaded machine may take minutes to index the constitution.
  startupTimeoutMs: 240_000,
});
const browser = await chromium.launch({
  executablePath: chromiumExecutablePath,
  args: chromiumArgs,
});
const problems = [];
try {
  const menu = [];
  const assistant = [];
  const login = [];
  for (let run = 0; run < RUNS; run += 1) {
    const menuRun = await menuAfterTap(browser, server.url);
    if (menuRun.requests > 0)
      problems.push(`the menu fetched ${menuRun.requests} file(s) before opening`);
    menu.push(menuRun.ms);
    const assistantRun = await assistantAfterTap(browser, server.url);
    if (assistantRun.scripts.length !== 1)
      problems.push(
        `the assistant fetched ${assistantRun.scripts.length} scripts, not its one bundle: ${assistantRun.scripts.join(', ')}`,
      );
    if (assistantRun.scriptBytes > ASSISTANT_SCRIPT_BYTES)
      problems.push(
        `the assistant fetched ${Math.round(assistantRun.scriptBytes / 1000)} kB of script (at most ${ASSISTANT_SCRIPT_BYTES / 1000} kB)`,
      );
    assistant.push(assistantRun.ms);
    const loginRun = await loginFormVisible(browser, server.url);
    if (!loginRun.frame) problems.push('/login has no site header and footer in its HTML');
    login.push(loginRun.ms);
  }
  const rows = [
    ['menu visible after tap', menu, 100],
    ['assistant input enabled after tap', assistant, 1500],
    ['/login form visible', login, 1200],
  ];
  console.log('First taps on a throttled phone (150 ms RTT, 1.6 Mbit/s, 4x CPU), median of 3:');
  for (const [name, values, budget] of rows) {
    const value = median(values);
    console.log(
      `  ${name.padEnd(36)} ${String(Math.round(value)).padStart(6)} ms   (budget ${budget} ms; runs ${values.map(Math.round).join(', ')})`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
for (const problem of problems) console.log(`! ${problem}`);
process.exit(problems.length === 0 ? 0 : 1);
