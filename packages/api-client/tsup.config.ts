import { defineConfig } from 'tsup';
import { prependUseClient } from '../../scripts/lib/use-client-directive.mjs';

// Three entries: the React-free core, membership (kept apart so an app that only reads content does
// not ship it) and the React bindings. Code they share lands in a shared chunk, so error classes
// stay one class (instanceof works across the entries) and a membership client finds its core's
// session. ES modules for `import`, CommonJS for `require`; only the React entry starts with
// "use client" (the core runs anywhere, React Server Components included).
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'membership/index': 'src/membership/index.ts',
    'react/index': 'src/react/index.ts',
  },
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
