// Proves a publishable package's published shape: `publint --strict` and
// `attw --pack .` (profile node16 for dual packages, esm-only otherwise). Each check counts as one test in the
// run's summary, written to test-results/package-checks.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

// attw checks JavaScript entry points only: stylesheets a package exports are
// left out of its check (publint still checks that their files exist).
const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const stylesheets = Object.keys(manifest.exports ?? {}).filter((key) => key.endsWith('.css'));
// A package with `require` conditions is checked for every modern resolution (node16 in both
// module systems, bundler); an ESM-only one for ESM only. Node 10 resolution (no `exports`) is
// left out: the packages need Node 20.19 or later.
const hasRequire = JSON.stringify(manifest.exports ?? {}).includes('"require"');
const profile = hasRequire ? 'node16' : 'esm-only';
const attwArgs = ['--pack', '.', '--profile', profile, '--format', 'table-flipped'];
if (stylesheets.length > 0) attwArgs.push('--exclude-entrypoints', ...stylesheets);

const checks = [
  ['publint', ['publint', '--strict']],
  ['attw', ['attw', ...attwArgs]],
];

const results = checks.map(([name, [bin, ...args]]) => {
  const run = spawnSync(bin, args, { stdio: 'inherit', shell: false });
  const ok = run.status === 0;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}`);
  return ok;
});

const passed = results.filter(Boolean).length;
mkdirSync('test-results', { recursive: true });
writeFileSync(
  'test-results/package-checks.json',
  JSON.stringify({ numPassedTests: passed, numFailedTests: results.length - passed }),
);
process.exit(passed === results.length ? 0 : 1);
