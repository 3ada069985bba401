import { defineConfig } from 'tsup';

// ES modules for `import`, CommonJS for `require`, with source maps.
export default defineConfig({
  // `evaluation` is built for scripts/evaluate.mjs only; package.json exports just the index.
  entry: { index: 'src/index.ts', evaluation: 'src/evaluation/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});
