import { defineConfig } from 'tsup';

// One output file per component (plus shared chunks), so a bundler that imports one component
// leaves the others out; CSS is only in styles.css, never imported from JavaScript.
export default defineConfig({
  entry: [
    'src/index.ts',
    'src/*/*.tsx',
    'src/*/*.ts',
    '!src/**/*.test.ts',
    '!src/**/*.test.tsx',
    '!src/**/*.stories.tsx',
    '!src/internal/**',
    'src/styles.css',
  ],
  format: ['esm'],
  splitting: true,
  dts: { entry: 'src/index.ts' },
  clean: true,
  target: 'es2022',
  treeshake: true,
  minify: false,
  external: ['react', 'react-dom'],
});
