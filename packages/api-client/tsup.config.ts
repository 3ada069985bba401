import { defineConfig } from 'tsup';
import { buildDeclarations } from '../../scripts/lib/build-declarations.mjs';
import { prependUseClient } from '../../scripts/lib/use-client-directive.mjs';

// Three entries: the React-free core, membership (kept apart so an app that only reads content does
// not ship it) and the React bindings. Code they share lands in a shared chunk, so error classes
// stay one class (instanceof works across the entries) and a membership client finds its core's
// session. ES modules for `import`, CommonJS for `require`; only the React entry starts with
// "use client" (the core runs anywhere, React Server Components included).
// Flat output names (dist/membership.js, not dist/membership/index.js): rollup-plugin-dts 6.5
// writes broken declaration maps for entries in subfolders.
const entry = {
  index: 'src/index.ts',
  membership: 'src/membership/index.ts',
  react: 'src/react/index.ts',
};

export default defineConfig({
  entry,
  format: ['esm', 'cjs'],
  // Declarations with declaration maps come from buildDeclarations (tsup's dts has no maps).
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  splitting: true,
  treeshake: true,
  external: ['react', 'react/jsx-runtime', '@tanstack/react-query'],
  async onSuccess() {
    prependUseClient(['dist/react.js', 'dist/react.cjs']);
    await buildDeclarations({ entry });
  },
});
