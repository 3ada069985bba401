// @vitest-environment node
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { exportedNames } from '@coaz/vitest-config/readme-exports';
import { expect, it } from 'vitest';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

// The README promises the root entry everything the area entries hold but the prebuilt
// `searchDocuments`; the search synonyms and the member platform's and secretariat's documents
// were in `@coaz/content-data/search` alone, so importing them from the root failed.
it('the root entry exports every area entry name but the prebuilt searchDocuments', () => {
  const root = new Set(exportedNames(packageRoot, 'src/index.ts'));
  const missing = readdirSync(`${packageRoot}src/entries`)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) =>
      exportedNames(packageRoot, `src/entries/${file}`)
        .filter((name) => name !== 'searchDocuments' && !root.has(name))
        .map((name) => `${file}: ${name}`),
    );
  expect(missing).toEqual([]);
});

// The README also promises each area alone to an app, a server or a bundler without tree shaking;
// the carousel's drawings and the site settings' first values were in the root entry alone, so
// such a tool had to load every area to get them.
it('every root entry name is offered by an area entry too', () => {
  const areas = new Set(
    readdirSync(`${packageRoot}src/entries`)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => exportedNames(packageRoot, `src/entries/${file}`)),
  );
  const rootOnly = exportedNames(packageRoot, 'src/index.ts').filter((name) => !areas.has(name));
  expect(rootOnly).toEqual([]);
});
