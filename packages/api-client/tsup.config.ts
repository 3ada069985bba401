import { defineConfig } from 'tsup';

// Two entries: the React-free core and the React bindings. Code both use lands in a shared chunk,
// so error classes stay one class (instanceof works across the entries).
export default defineConfig({
  entry: { index: 'src/index.ts', 'react/index': 'src/react/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  splitting: true,
  external: ['react', 'react/jsx-runtime', '@tanstack/react-query'],
});
