// `node apps/web/scripts/measure-starter-size.mjs [commit ...]`: what the script inlined into every
// page (the starter, app/app-start/start-on-demand.ts, and the carousel rotator after it) weighs at
// each commit named and in the working tree, side by side, each compiled by its own commit's
// compile-starter.ts as its build did. Every page the site serves carries it, so every page view
// pays it: gzip at level 9 (as precompress-folder.ts writes pages) and brotli, and the starter on
// its own. Where a commit has the recovery after a deploy as a file of its own
// (recover-after-deploy.ts), its size is shown too: it is fetched only after a deploy, on a press.
//
// With no commit named, it compares 8a434f53^ (before that recovery was written) and HEAD.
// app/app-start/starter-size.test.ts holds the working tree to the budget; this prints figures.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { formatTable } from '../../../scripts/lib/text-table.mjs';

const webRoot = resolve(dirname(new URL(import.meta.url).pathname), '..');
const FOLDER = 'apps/web/app/app-start';
const FILES = [
  'compile-starter.ts',
  'start-on-demand.ts',
  'rotate-before-app.ts',
  'recover-after-deploy.ts',
];
// compile-starter.ts imports esbuild; the copy in a temporary folder imports the web app's.
const esbuildUrl = pathToFileURL(createRequire(join(webRoot, 'package.json')).resolve('esbuild'));
const { transform } = await import(esbuildUrl.href);

/** A file of the starter's folder at `commit`, or in the working tree; undefined where absent. */
function sourceAt(commit, file) {
  if (commit === undefined) {
    try {
      return readFileSync(join(webRoot, 'app/app-start', file), 'utf8');
    } catch {
      return undefined;
    }
  }
  try {
    return execFileSync('git', ['show', `${commit}:${FOLDER}/${file}`], {
      cwd: webRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/** The inline script and the recovery as `commit`'s own compile-starter.ts builds them. */
async function compiledAt(commit) {
  const folder = mkdtempSync(join(tmpdir(), 'coaz-starter-size-'));
  try {
    for (const file of FILES) {
      const source = sourceAt(commit, file);
      if (source !== undefined) writeFileSync(join(folder, file), source);
    }
    const compiler = sourceAt(commit, 'compile-starter.ts');
    if (compiler === undefined) throw new Error(`${commit} has no ${FOLDER}/compile-starter.ts`);
    const { code } = await transform(compiler, { loader: 'ts', format: 'esm' });
    const compilerFile = join(folder, 'compile-starter.mjs');
    writeFileSync(
      compilerFile,
      code.replace(/from\s*["']esbuild["']/, `from "${esbuildUrl.href}"`),
    );
    const compile = await import(pathToFileURL(compilerFile).href);
    const inline = await compile.compileStarter();
    const recovery =
      compile.compileRecovery && sourceAt(commit, 'recover-after-deploy.ts') !== undefined
        ? await compile.compileRecovery()
        : undefined;
    return { inline, recovery };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const gzip = (text) => gzipSync(text, { level: 9 }).length;
const brotli = (text) => brotliCompressSync(text).length;

/** The starter alone: the rotator is the inline script's last line, in a scope of its own. */
function starterOf(inline) {
  const rotatorStart = inline.lastIndexOf('\n');
  if (!inline.slice(rotatorStart + 1).startsWith('(()=>{')) {
    throw new Error('the inline script no longer ends with the rotator on a line of its own');
  }
  return inline.slice(0, rotatorStart);
}

const named = process.argv.slice(2);
const commits = named.length > 0 ? named : ['8a434f53^', 'HEAD'];
const rows = [];
for (const commit of [...commits, undefined]) {
  const { inline, recovery } = await compiledAt(commit);
  const label =
    commit === undefined
      ? 'working tree'
      : `${commit} (${execFileSync('git', ['rev-parse', '--short', commit], { cwd: webRoot, encoding: 'utf8' }).trim()})`;
  rows.push([
    label,
    gzip(inline),
    brotli(inline),
    inline.length,
    gzip(starterOf(inline)),
    recovery === undefined ? '-' : gzip(recovery),
  ]);
}
console.log('The script inlined into every page, in bytes:');
console.log(
  formatTable(
    [
      'commit',
      'inline gzip',
      'inline brotli',
      'inline raw',
      'starter alone gzip',
      'recovery gzip (after a deploy only)',
    ],
    rows,
  ),
);
