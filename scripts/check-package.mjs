// Proves a publishable package's published shape: `publint --strict`,
// `attw --pack .` (profile node16 for dual packages, esm-only otherwise), and the package.json that
// `pnpm pack` (and so `pnpm publish` and `changeset publish`) puts in the tarball, with its
// CHANGELOG.md beside it. Each check counts
// as one test in the run's summary, written to test-results/package-checks.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

// The packed manifest is the source one less what only builds the package here: no
// devDependencies, no scripts (the root .pnpmfile.cjs drops them; they name files the tarball
// leaves out), save the install-time scripts a consumer's install would run (none today), and
// workspace: ranges turned by pnpm into the versions they stand for. Nothing else may differ.
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall'];
const DEPENDENCY_FIELDS = ['dependencies', 'optionalDependencies', 'peerDependencies'];

/** The range pnpm publishes for `range`: `workspace:^` becomes `^<version of the package>`, etc. */
function publishedRange(name, range) {
  const spec = /^workspace:(.*)$/.exec(range)?.[1];
  if (spec === undefined) return range;
  if (!['*', '^', '~'].includes(spec)) return spec;
  const { version } = JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8'));
  return spec === '*' ? version : `${spec}${version}`;
}

function expectedPackedManifest(source) {
  const { devDependencies, scripts, packageManager, pnpm, ...expected } = source;
  const installScripts = Object.entries(scripts ?? {}).filter(([name]) =>
    INSTALL_SCRIPTS.includes(name),
  );
  if (installScripts.length > 0) expected.scripts = Object.fromEntries(installScripts);
  for (const field of DEPENDENCY_FIELDS.filter((field) => source[field])) {
    expected[field] = Object.fromEntries(
      Object.entries(source[field]).map(([name, range]) => [name, publishedRange(name, range)]),
    );
  }
  return expected;
}

/** A field as JSON to compare: dependency maps in name order, anything else as written. */
function comparable(field, value) {
  if (!DEPENDENCY_FIELDS.includes(field) || value === null || typeof value !== 'object') {
    return JSON.stringify(value);
  }
  return JSON.stringify(
    Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))),
  );
}

function packedManifestProblems(packed, expected) {
  const problems = [];
  if (/"(workspace|catalog):/.test(JSON.stringify(packed))) {
    problems.push('a workspace: or catalog: range is left in');
  }
  for (const field of new Set([...Object.keys(expected), ...Object.keys(packed)])) {
    if (!(field in packed)) problems.push(`${field} is missing`);
    else if (!(field in expected)) {
      // Left in when pnpm ran no beforePacking hook: older than 10.28, or .pnpmfile.cjs not found.
      problems.push(`${field} is published: ${JSON.stringify(packed[field]).slice(0, 200)}`);
    } else if (comparable(field, packed[field]) !== comparable(field, expected[field])) {
      problems.push(
        `${field} is ${JSON.stringify(packed[field])}, expected ${JSON.stringify(expected[field])}`,
      );
    }
  }
  return problems;
}

function checkPackedManifest() {
  const destination = mkdtempSync(join(tmpdir(), 'coaz-pack-'));
  try {
    const pack = spawnSync('pnpm', ['pack', '--json', '--pack-destination', destination], {
      encoding: 'utf8',
    });
    if (pack.status !== 0) {
      console.log(`pnpm pack failed:\n${pack.stdout}${pack.stderr}`);
      return false;
    }
    const { filename } = JSON.parse(pack.stdout);
    const tar = spawnSync('tar', ['-xOzf', filename, 'package/package.json'], { encoding: 'utf8' });
    if (tar.status !== 0) {
      console.log(`could not read package.json from ${filename}:\n${tar.stderr}`);
      return false;
    }
    const problems = packedManifestProblems(
      JSON.parse(tar.stdout),
      expectedPackedManifest(manifest),
    );
    // The tarball's CHANGELOG says what its version holds; npm and pnpm pack one only when `files`
    // names it.
    const listing = spawnSync('tar', ['-tzf', filename], { encoding: 'utf8' });
    if (!listing.stdout.split('\n').includes('package/CHANGELOG.md')) {
      problems.push('CHANGELOG.md is not in the tarball: add it to "files"');
    }
    for (const problem of problems) console.log(`packed package.json: ${problem}`);
    return problems.length === 0;
  } finally {
    rmSync(destination, { recursive: true, force: true });
  }
}

const checks = [
  ['publint', () => spawnSync('publint', ['--strict'], { stdio: 'inherit' }).status === 0],
  ['attw', () => spawnSync('attw', attwArgs, { stdio: 'inherit' }).status === 0],
  ['packed package.json', checkPackedManifest],
];

const results = checks.map(([name, check]) => {
  const ok = check();
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
