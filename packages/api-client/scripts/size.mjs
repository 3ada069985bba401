// Prints the gzip size of the core entry as an application ships it: `createApiClient` bundled with
// ky, tree-shaken and minified, as `scripts/consumer-test.mjs` measures it for its budget. Fails when
// that exceeds the 10.25 KB budget (10 KB until 7 December 2026; see consumer-test.mjs). The whole entry (every export, also the helpers an app may never
// import) is printed beside it for information. Membership, in its own entry, is not counted.
// Run `pnpm build` first.
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const BUDGET_BYTES = 10.25 * 1024;
const entry = new URL('../dist/index.js', import.meta.url).pathname;

if (!existsSync(entry)) {
  console.error('dist/index.js is missing: run `pnpm build` first.');
  process.exit(1);
}

/** Minified and gzipped sizes, in bytes, of a module that re-exports from the core entry. */
async function measure(contents) {
  const result = await build({
    stdin: { contents, resolveDir: new URL('..', import.meta.url).pathname, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
  });
  const code = result.outputFiles[0].contents;
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const client = await measure(`export { createApiClient } from ${JSON.stringify(entry)};`);
const whole = await measure(`export * from ${JSON.stringify(entry)};`);

console.log(
  `@coaz/api-client createApiClient (with ky): ${kb(client.minified)} minified, ${kb(client.gzipped)} gzip`,
);
console.log(
  `whole core entry, every export: ${kb(whole.minified)} minified, ${kb(whole.gzipped)} gzip (not budgeted)`,
);
const within = client.gzipped <= BUDGET_BYTES;
console.log(`budget: ${kb(BUDGET_BYTES)} gzip, ${within ? 'within' : 'OVER'} budget`);
process.exit(within ? 0 : 1);
