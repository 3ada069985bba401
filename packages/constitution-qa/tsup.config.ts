import { defineConfig } from 'tsup';

// ES modules for `import`, CommonJS for `require`, with source maps.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});
