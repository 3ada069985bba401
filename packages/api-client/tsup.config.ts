import { defineConfig } from 'tsup';
import { prependUseClient } from '../../scripts/lib/use-client-directive.mjs';

// Two entries: the React-free core and the React bindings. Code both use lands in a shared chunk,
// so error classes stay one class (instanceof works across the entries). ES modules for `import`,
// CommonJS for `require`; only the React entry starts with "use client" (the core runs anywhere,
// React Server Components included).
export default defineConfig({
  entry: { index: 'src/index.ts', 'react/index': 'src/react/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  splitting: true,
  treeshake: true,
  external: ['react', 'react/jsx-runtime', '@tanstack/react-query'],
  async onSuccess() {
    prependUseClient(['dist/react/index.js', 'dist/react/index.cjs']);
  },
});
