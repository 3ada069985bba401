// Prints PASS or FAIL for each [name, module source, gzip budget in bytes] given as JSON in argv:
// the module is bundled and minified for browsers with the installed packages, React left out.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const budgets = JSON.parse(process.argv[2]);
let failed = false;
for (const [name, source, budget] of budgets) {
  const result = await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query'],
    logLevel: 'silent',
  });
  const size = gzipSync(result.outputFiles[0].contents, { level: 9 }).byteLength;
  const ok = size <= budget;
  failed ||= !ok;
  console.log(
    `${ok ? 'PASS' : 'FAIL'} ${name}: ${(size / 1024).toFixed(2)} kB gzip (budget ${budget / 1024} kB)`,
  );
}
process.exit(failed ? 1 : 0);
