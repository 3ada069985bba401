// `pnpm audit:lighthouse`: runs Lighthouse (mobile, default simulated throttling) in Chromium on
// every public route of the built site, served by the built server, prints the figures the
// budgets speak about and exits 1 when a route misses one.
//
//   --routes /,/news   audit these routes instead of every route of the built sitemap.xml
//   --json <file>      also write the results, with one test per route, as JSON
//
//   --web-root <dir>   audit another built web app (default apps/web/build/client)
//
// Needs a build (`pnpm exec turbo run build`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startBuiltServer } from './lib/built-server.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { gzipSize } from './lib/gzip-size.mjs';
import {
  BUDGETS,
  budgetMisses,
  CATEGORIES,
  summariseLighthouseResult,
} from './lib/lighthouse-budgets.mjs';
import { parseRouteList, readSiteRoutes } from './lib/site-routes.mjs';
import { formatTable, kilobytes } from './lib/text-table.mjs';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const repositoryRoot = resolve(dirname(new URL(import.meta.url).pathname), '..');
const { values: options } = parseArgs({
  options: { routes: { type: 'string' }, 'web-root': { type: 'string' }, json: { type: 'string' } },
});
const webRoot = resolve(options['web-root'] ?? join(repositoryRoot, 'apps/web/build/client'));
const routes = options.routes ? parseRouteList(options.routes) : readSiteRoutes(webRoot);

// chrome-launcher comes with Lighthouse; importing it through Lighthouse keeps one version of it.
const require = createRequire(import.meta.url);
const lighthouseEntry = require.resolve('lighthouse');
const { default: lighthouse } = await import(pathToFileURL(lighthouseEntry).href);
const chromeLauncher = await import(
  pathToFileURL(createRequire(lighthouseEntry).resolve('chrome-launcher')).href
);

const javaScriptGzipCache = new Map();

/** The gzip size of the same-origin scripts a page loaded (what the JavaScript budget counts). */
async function javaScriptGzipBytes(baseUrl, scriptUrls) {
  let total = 0;
  for (const url of new Set(scriptUrls)) {
    if (new URL(url).origin !== baseUrl) continue;
    if (!javaScriptGzipCache.has(url)) {
      const response = await fetch(url);
      javaScriptGzipCache.set(url, gzipSize(new Uint8Array(await response.arrayBuffer())));
    }
    total += javaScriptGzipCache.get(url);
  }
  return total;
}

const server = await startBuiltServer({ repositoryRoot, webRoot });
let chrome;
const results = [];
try {
  chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: CHROME_FLAGS });
  console.log(
    `Lighthouse on ${routes.length} route(s) of ${server.url} (mobile, simulated throttling)`,
  );
  for (const route of routes) {
    const started = Date.now();
    const runnerResult = await lighthouse(`${server.url}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const summary = summariseLighthouseResult(runnerResult.lhr);
    const jsGzip = summary.runtimeError
      ? null
      : await javaScriptGzipBytes(server.url, summary.scriptUrls);
    const misses = budgetMisses(route, summary, jsGzip);
    results.push({ route, ...summary, javaScriptGzipBytes: jsGzip, misses });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `  ${route}: ${misses.length === 0 ? 'within budget' : `${misses.length} miss(es)`} (${seconds} s)`,
    );
  }
} finally {
  await chrome?.kill();
  await server.stop();
}

const score = (value) => (value === null ? '-' : String(value));
const rows = results.map((result) => [
  result.route,
  ...CATEGORIES.map((id) => score(result.scores[id])),
  result.largestContentfulPaintMs === null
    ? '-'
    : `${(result.largestContentfulPaintMs / 1000).toFixed(2)} s`,
  result.cumulativeLayoutShift === null ? '-' : result.cumulativeLayoutShift.toFixed(3),
  result.totalBlockingTimeMs === null ? '-' : `${Math.round(result.totalBlockingTimeMs)} ms`,
  result.totalTransferBytes === null ? '-' : kilobytes(result.totalTransferBytes),
  kilobytes(result.javaScriptTransferBytes),
  result.javaScriptGzipBytes === null ? '-' : kilobytes(result.javaScriptGzipBytes),
  result.largestImage ? kilobytes(result.largestImage.bytes) : '-',
]);
console.log(
  `\n${formatTable(
    [
      'Route',
      'Perf',
      'A11y',
      'BP',
      'SEO',
      'LCP',
      'CLS',
      'TBT',
      'Total',
      'JS',
      'JS gzip',
      'Largest image',
    ],
    rows,
  )}`,
);
console.log(
  '\nTotal and JS are bytes transferred as Chromium fetched them (brotli); JS gzip is the same scripts at gzip level 9.',
);
const benchmarkIndexes = results
  .map((result) => result.benchmarkIndex)
  .filter((value) => value !== null);
if (benchmarkIndexes.length > 0) {
  console.log(
    `Lighthouse benchmark index of this machine: ${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)}`,
  );
}

const missed = results.filter((result) => result.misses.length > 0);
for (const result of missed) {
  console.log(`\n${result.route} misses:`);
  for (const miss of result.misses) console.log(`  - ${miss}`);
}

if (options.json) {
  const file = resolve(options.json);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        lighthouseVersion: runnerVersion(),
        budgets: BUDGETS,
        numPassedTests: results.length - missed.length,
        numFailedTests: missed.length,
        routes: results.map(({ scriptUrls, ...result }) => result),
      },
      null,
      2,
    )}\n`,
  );
}

function runnerVersion() {
  return require(join(dirname(lighthouseEntry), '..', 'package.json')).version;
}

console.log(`\n${results.length - missed.length} of ${results.length} route(s) within budget`);
process.exit(missed.length === 0 ? 0 : 1);
