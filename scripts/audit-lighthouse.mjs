// `pnpm audit:lighthouse`: runs Lighthouse (mobile, default simulated throttling) in Chromium on
// every public route of the built site, served by the built server, prints the figures the
// budgets speak about and exits 1 when a route misses one.
//
//   --routes /,/news   audit these routes instead of every route of the built sitemap.xml
//   --json <file>      also write the results, with one test per route, as JSON
//
//   --web-root <dir>   audit another built web app (default apps/web/build/client)
//   --test-run         leave the budgets that only the full audit enforces (FULL_AUDIT_ONLY in
//                      lib/lighthouse-budgets.mjs) out of the verdict; `npm test` uses it
//
// Needs a build (`pnpm exec turbo run build`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromiumArgs } from '../tooling/vitest-config/chromium.js';
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

const repositoryRoot = resolve(dirname(new URL(import.meta.url).pathname), '..');
const { values: options } = parseArgs({
  options: {
    routes: { type: 'string' },
    'web-root': { type: 'string' },
    json: { type: 'string' },
    'test-run': { type: 'boolean', default: false },
  },
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

/** Below this Lighthouse CPU benchmark index a run is taken again (an idle core here scores 1600-2700). */
const BUSY_MACHINE_INDEX = 1000;

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

/**
 * Lighthouse on one page. A run Lighthouse itself could not complete (a lost trace, NO_NAVSTART)
 * is repeated, up to three runs. A run taken while the machine was busy (CPU benchmark index
 * under {@link BUSY_MACHINE_INDEX}: other work on these shared cores slows the page's own tasks,
 * which the simulated throttling then multiplies) is measured once more, and the run with the
 * higher index stands, whatever its scores: the quieter machine, not the better number.
 */
async function measureRoute(port, url) {
  let chosen;
  let runs = 0;
  while (runs < 3) {
    runs += 1;
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const summary = summariseLighthouseResult(lhr);
    if (summary.runtimeError) {
      chosen ??= summary;
      continue;
    }
    if (!chosen || chosen.runtimeError || summary.benchmarkIndex > chosen.benchmarkIndex) {
      chosen = summary;
    }
    const busy = chosen.benchmarkIndex !== null && chosen.benchmarkIndex < BUSY_MACHINE_INDEX;
    if (!busy || runs >= 2) break;
  }
  return { summary: chosen, runs };
}

const server = await startBuiltServer({ repositoryRoot, webRoot });
let chrome;
const results = [];
try {
  chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: [...chromiumArgs],
  });
  console.log(
    `Lighthouse on ${routes.length} route(s) of ${server.url} (mobile, simulated throttling)`,
  );
  for (const route of routes) {
    const started = Date.now();
    const measured = await measureRoute(chrome.port, `${server.url}${route}`);
    const summary = measured.summary;
    const jsGzip = summary.runtimeError
      ? null
      : await javaScriptGzipBytes(server.url, summary.scriptUrls);
    const misses = budgetMisses(route, summary, jsGzip, { testRun: options['test-run'] });
    results.push({ route, ...summary, javaScriptGzipBytes: jsGzip, runs: measured.runs, misses });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const verdict = misses.length === 0 ? 'within budget' : `${misses.length} miss(es)`;
    console.log(`  ${route}: ${verdict} (${measured.runs} run(s), ${seconds} s)`);
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
  result.benchmarkIndex === null ? '-' : String(Math.round(result.benchmarkIndex)),
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
      'CPU index',
    ],
    rows,
  )}`,
);
console.log(
  '\nTotal and JS are bytes transferred as Chromium fetched them (brotli); JS gzip is the same scripts at gzip level 9.' +
    `\nCPU index: Lighthouse's benchmark of this machine during the run; under ${BUSY_MACHINE_INDEX} a route is measured twice.`,
);
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
