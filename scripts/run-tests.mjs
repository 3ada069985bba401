// `npm test`: every check of the workspace in one run, ending with the line
// `N passed, N failed` that counts every test. Each test runner writes a JSON
// report into its package's test-results/ folder; checks that are not test
// runners (format and lint, typecheck, build) count as one test each.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureHeadlessShell } from './lib/chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const workspaceFolders = ['apps', 'packages'].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => join(root, group, name)),
);

/** The public routes whose performance budgets `npm test` checks. */
const LIGHTHOUSE_ROUTES = ['/', '/news', '/services/cpd', '/categories/general', '/about'];

let passed = 0;
let failed = 0;
const failures = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${title}: ${ok ? 'ok' : 'FAILED'} in ${seconds} s`);
  if (!ok) failures.push(title);
  return ok;
}

/** A check that is not a test runner counts as one test. */
function check(title, command, args) {
  if (run(title, command, args)) passed += 1;
  else failed += 1;
}

function readReports(fileName) {
  return workspaceFolders
    .map((folder) => join(folder, 'test-results', fileName))
    .filter((path) => existsSync(path))
    .map((path) => JSON.parse(readFileSync(path, 'utf8')));
}

/**
 * Runs a turbo task whose packages write `reportFile` reports, and adds up what
 * they report. A task that failed without reporting a failed test (a runner
 * that crashed, a build error) still counts as one failure.
 */
function testTask(title, task, reportFile, count) {
  const failedBefore = failed;
  const ok = run(title, 'pnpm', [
    'exec',
    'turbo',
    'run',
    task,
    '--output-logs=errors-only',
    '--continue',
  ]);
  for (const report of readReports(reportFile)) {
    const [reportPassed, reportFailed] = count(report);
    passed += reportPassed;
    failed += reportFailed;
  }
  if (!ok && failed === failedBefore) failed += 1;
}

for (const folder of workspaceFolders)
  rmSync(join(folder, 'test-results'), { recursive: true, force: true });
const lighthouseReport = join(root, 'test-results', 'lighthouse.json');
rmSync(lighthouseReport, { force: true });
const consumerReport = join(root, 'test-results', 'consumer.json');
rmSync(consumerReport, { force: true });

const chrome = ensureChromium();
process.env.CHROME_PATH = chrome;
// Installed when missing; the end-to-end tests find it themselves (endToEndBrowserPath).
ensureHeadlessShell();

check('format and lint', 'pnpm', ['exec', 'biome', 'ci', '.']);
// Pending release notes must stay readable by changesets: a formatter once broke their headers.
check('changesets', 'pnpm', ['exec', 'changeset', 'status']);
check('build', 'pnpm', [
  'exec',
  'turbo',
  'run',
  'build',
  '--output-logs=errors-only',
  '--continue',
]);
check('typecheck', 'pnpm', [
  'exec',
  'turbo',
  'run',
  'typecheck',
  '--output-logs=errors-only',
  '--continue',
]);

testTask('unit, integration and story tests', 'test', 'vitest.json', (report) => [
  report.numPassedTests,
  report.numFailedTests,
]);
testTask(
  'published package shape (publint, attw)',
  'check:package',
  'package-checks.json',
  (report) => [report.numPassedTests, report.numFailedTests],
);
// The published packages as an outside project gets them: packed, installed with npm, used from
// Node (ESM and CommonJS), typechecked, bundled by Vite and measured. Each check counts as a test.
const consumerOk = run('packed packages in a fresh npm project', 'node', [
  'scripts/consumer-test.mjs',
]);
if (existsSync(consumerReport)) {
  const report = JSON.parse(readFileSync(consumerReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
} else if (!consumerOk) {
  failed += 1;
}

testTask('end-to-end tests in Chromium', 'test:e2e', 'playwright.json', (report) => [
  report.stats.expected + report.stats.flaky,
  report.stats.unexpected,
]);

// What a visitor on a slow phone waits for after the first tap, printed; the figures that do not
// swing with the machine's load (the menu opens with no request) are enforced. One test.
check('first taps on a throttled phone', 'node', ['apps/web/scripts/measure-first-tap.mjs']);

// The performance budgets on a few representative public routes (the built apps exist by now);
// `pnpm audit:lighthouse` covers every route. Each route's budget check counts as one test.
const lighthouseOk = run('Lighthouse budgets in Chromium', 'node', [
  'scripts/audit-lighthouse.mjs',
  '--routes',
  LIGHTHOUSE_ROUTES.join(','),
  '--json',
  lighthouseReport,
  '--test-run',
]);
if (existsSync(lighthouseReport)) {
  const report = JSON.parse(readFileSync(lighthouseReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
} else if (!lighthouseOk) {
  failed += 1;
}

if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && failures.length === 0 ? 0 : 1);
