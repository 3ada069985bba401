import { defineConfig } from 'tsup';

export default defineConfig({
  // `evaluation` is built for scripts/evaluate.mjs only; package.json exports just the index.
  entry: { index: 'src/index.ts', evaluation: 'src/evaluation/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});
