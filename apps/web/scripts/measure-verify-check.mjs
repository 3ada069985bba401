// `node apps/web/scripts/measure-verify-check.mjs`: what checking a card costs a stranger on a slow
// phone, on the built site. Opens /verify, taps the field, types a demo member's number and presses
// Enter, as an employer at a clinic door would, on Chromium throttled to a poor mobile link (300 ms
// round trip, 400 kbit/s each way, CPU slowed 4x, no cache). For each of `--runs` (default 3)
// fresh loads it counts:
//   - page: bytes over the wire (DevTools' `encodedDataLength`) and requests to open /verify;
//   - check: the same from the tap on the field until the answer's page has loaded (the app, if
//     reaching the field starts it, and the answer);
//   - sign: from Enter until the page shows that the number is being checked (a status note) or,
//     with no such note, until the answer itself is there;
//   - answer: from Enter until the answer's page (/verify/COAZ-…) has loaded.
// Bytes and requests do not swing with the machine's load; times do. Nothing is enforced.
//
//   --runs <n>   fresh loads
//   WEB_ROOT     measures another build of the site (its server build beside it), e.g. a worktree's
//
// Needs a build (`pnpm exec turbo run build --filter web...`) and the server's (demo mode).
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumArgs, chromiumExecutablePath } from '@coaz/vitest-config/chromium';
import { chromium } from '@playwright/test';
import { startBuiltServer } from '../../../scripts/lib/built-server.mjs';

const repositoryRoot = resolve(dirname(new URL(import.meta.url).pathname), '../../..');
const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(options.runs);
/** A demo member's number (the demo server's seed), as the tester typed it. */
const NUMBER = 'COAZ-000004';
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const NETWORK = {
  offline: false,
  latency: 300,
  downloadThroughput: (400 * 1024) / 8,
  uploadThroughput: (400 * 1024) / 8,
};

async function checkOnce(browser, baseUrl) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.requestWillBeSent', () => {
    requests += 1;
  });
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
  });
  try {
    await page.goto(`${baseUrl}/verify`, { waitUntil: 'load' });
    const opened = { bytes, requests };
    await page.tap('main form input[name="number"]');
    await page.keyboard.type(NUMBER);
    // The sign is watched from inside the page and told by a console line: a page waiting for a
    // form's answer keeps running, but the test driver's own queries wait for the navigation.
    let signed;
    const signSeen = new Promise((resolveSign) => {
      signed = resolveSign;
    });
    page.on('console', (message) => {
      if (message.text() === 'coaz-measure: sign') signed(Date.now());
    });
    await page.evaluate(() => {
      const watcher = new MutationObserver(() => {
        const notes = [...document.querySelectorAll('[role="status"]')];
        if (!notes.some((note) => /Checking/.test(note.textContent ?? ''))) return;
        watcher.disconnect();
        console.log('coaz-measure: sign');
      });
      watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const answered = page.waitForURL(`**/verify/${NUMBER}`, {
      waitUntil: 'load',
      timeout: 120_000,
    });
    const pressed = Date.now();
    await page.keyboard.press('Enter');
    // With no note, the answer itself is the first sign.
    const sign = (await Promise.race([signSeen, answered.then(() => Date.now())])) - pressed;
    await answered;
    const answer = Date.now() - pressed;
    // What the answer's page fetches once loaded (nothing, unless it starts the app) is counted too.
    await page.waitForLoadState('networkidle');
    return {
      page: opened,
      check: { bytes: bytes - opened.bytes, requests: requests - opened.requests },
      sign,
      answer,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kB = (value) => `${(value / 1000).toFixed(1)} kB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const server = await startBuiltServer({
  repositoryRoot,
  webRoot: process.env.WEB_ROOT ?? join(repositoryRoot, 'apps/web/build/client'),
  startupTimeoutMs: 240_000,
});
const browser = await chromium.launch({
  executablePath: chromiumExecutablePath,
  args: chromiumArgs,
});
try {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await checkOnce(browser, server.url));
  const pick = (read) => median(runs.map(read));
  console.log(`Checking ${NUMBER} on /verify (300 ms RTT, 400 kbit/s, 4x CPU), median of ${RUNS}:`);
  console.log(
    `  open /verify            ${kB(pick((r) => r.page.bytes))} in ${pick((r) => r.page.requests)} requests`,
  );
  console.log(
    `  tap, type, Enter, answer ${kB(pick((r) => r.check.bytes))} in ${pick((r) => r.check.requests)} requests`,
  );
  console.log(
    `  sign after Enter        ${seconds(pick((r) => r.sign))} (runs ${runs.map((r) => seconds(r.sign)).join(', ')})`,
  );
  console.log(
    `  answer after Enter      ${seconds(pick((r) => r.answer))} (runs ${runs.map((r) => seconds(r.answer)).join(', ')})`,
  );
} finally {
  await browser.close();
  await server.stop();
}
