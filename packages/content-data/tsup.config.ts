import { defineConfig } from 'tsup';
import { buildDeclarations } from '../../scripts/lib/build-declarations.mjs';

/** The public entries: the root, and one per area so an app imports only the area it shows. */
const AREAS = [
  'about',
  'association',
  'categories',
  'governance',
  'images',
  'landing',
  'membership',
  'news',
  'search',
  'services',
  'vacancies',
];

// ES modules for bundlers and `import`, CommonJS for `require`; shared modules land in shared
// chunks, so an area's data is the same object whichever entries an app imports.
const entry = {
  index: 'src/index.ts',
  ...Object.fromEntries(AREAS.map((area) => [area, `src/entries/${area}.ts`])),
};

export default defineConfig({
  entry,
  format: ['esm', 'cjs'],
  // Declarations with declaration maps come from buildDeclarations (tsup's dts has no maps).
  dts: false,
  sourcemap: true,
  splitting: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  async onSuccess() {
    await buildDeclarations({ entry });
  },
});
