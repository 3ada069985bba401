// Prints what the kit costs a visitor on mobile data and fails when it goes over budget:
// the stylesheet's gzip size, and the minified + gzipped JavaScript a bundler keeps when an app
// imports one component versus the whole kit (React itself excluded: the app ships it anyway).
// Run after `pnpm build`: `pnpm --filter @coaz/ui-kit size`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const CSS_BUDGET_BYTES = 20 * 1024;
const KIT_JS_BUDGET_BYTES = 40 * 1024;
// Importing one small component must keep well under a fifth of the kit, or tree-shaking broke.
const SINGLE_SHARE_LIMIT = 0.2;
const SINGLES = ['Button', 'NewsCard', 'SearchBox', 'HeroCarousel'];

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

async function bundledSize(importLine) {
  const result = await build({
    stdin: {
      contents: `${importLine}\nglobalThis.kit = used;`,
      resolveDir: packageDir,
      loader: 'js',
    },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0].contents).length;
}

const css = readFileSync(new URL('../dist/styles.css', import.meta.url));
const cssGzip = gzipSync(css).length;
const whole = await bundledSize("import * as used from './dist/index.js';");

const failures = [];
console.log(
  `styles.css          ${kb(css.length)} raw, ${kb(cssGzip)} gzip (budget ${kb(CSS_BUDGET_BYTES)})`,
);
if (cssGzip > CSS_BUDGET_BYTES) failures.push('styles.css is over its gzip budget');
console.log(`whole kit (JS)      ${kb(whole)} gzip (budget ${kb(KIT_JS_BUDGET_BYTES)})`);
if (whole > KIT_JS_BUDGET_BYTES) failures.push('the whole kit is over its JavaScript budget');

for (const name of SINGLES) {
  const size = await bundledSize(`import { ${name} as used } from './dist/index.js';`);
  const share = size / whole;
  console.log(`${name.padEnd(20)}${kb(size)} gzip, ${(share * 100).toFixed(1)}% of the kit`);
  if (name === 'Button' && share > SINGLE_SHARE_LIMIT) {
    failures.push(
      `importing Button alone keeps ${(share * 100).toFixed(1)}% of the kit: not tree-shaken`,
    );
  }
}

// The README gives the stylesheet's size to readers choosing the kit; it went stale unnoticed
// while only people compared it (6.8 KB given, 7.0 measured).
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const documented = /`@coaz\/ui-kit\/styles\.css` \(about ([\d.]+) KB gzip\)/.exec(readme)?.[1];
if (documented === undefined) failures.push("README gives no 'about N KB gzip' for styles.css");
else if (Math.abs(Number(documented) * 1024 - cssGzip) > 0.1 * 1024) {
  failures.push(
    `README gives styles.css as about ${documented} KB gzip; it is ${kb(cssGzip)}: change the README`,
  );
}

if (failures.length > 0) {
  for (const failure of failures) console.error(`FAIL ${failure}`);
  process.exit(1);
}
console.log('PASS every size within budget');
