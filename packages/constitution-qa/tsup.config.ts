import { defineConfig } from 'tsup';
import { buildDeclarations } from '../../scripts/lib/build-declarations.mjs';

// `evaluation` is built for scripts/evaluate.mjs and fit-confidence.mjs, run from the repository
// only: package.json exports just the index, and its `files` leave dist/evaluation.* and
// src/evaluation out of the published package.
const entry = { index: 'src/index.ts', evaluation: 'src/evaluation/index.ts' };

// ES modules for `import`, CommonJS for `require`, with source and declaration maps.
export default defineConfig({
  entry,
  format: ['esm', 'cjs'],
  // Declarations with declaration maps come from buildDeclarations (tsup's dts has no maps).
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  async onSuccess() {
    await buildDeclarations({ entry });
  },
});
