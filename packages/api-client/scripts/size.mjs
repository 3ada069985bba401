// Prints the gzip size of the core entry as an application would ship it: dist/index.js bundled
// with ky and minified. Fails when it exceeds the 10 KB budget (membership, in its own entry, is not
// counted). Run `pnpm build` first.
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const BUDGET_BYTES = 10 * 1024;
const entry = new URL('../dist/index.js', import.meta.url).pathname;

if (!existsSync(entry)) {
  console.error('dist/index.js is missing: run `pnpm build` first.');
  process.exit(1);
}

const result = await build({
  entryPoints: [entry],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  write: false,
});
const code = result.outputFiles[0].contents;
const gzipped = gzipSync(code, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

console.log(
  `@coaz/api-client core entry (with ky): ${kb(code.length)} minified, ${kb(gzipped)} gzip`,
);
console.log(
  `budget: ${kb(BUDGET_BYTES)} gzip, ${gzipped <= BUDGET_BYTES ? 'within' : 'OVER'} budget`,
);
process.exit(gzipped <= BUDGET_BYTES ? 0 : 1);
