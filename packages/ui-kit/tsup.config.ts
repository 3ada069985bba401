import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { buildDeclarations } from '../../scripts/lib/build-declarations.mjs';
import { writeStylesheetDeclaration } from '../../scripts/lib/stylesheet-declaration.mjs';
import { prependUseClient } from '../../scripts/lib/use-client-directive.mjs';

// One output file per component (plus shared chunks), so a bundler that imports one component
// leaves the others out; CSS is only in styles.css, never imported from JavaScript. ES modules for
// `import`, CommonJS for `require`. Every component is a client component for React Server
// Components, so every built file starts with "use client".
export default defineConfig({
  entry: [
    'src/index.ts',
    'src/*/*.tsx',
    'src/*/*.ts',
    '!src/**/*.test.ts',
    '!src/**/*.test.tsx',
    '!src/**/*.stories.tsx',
    '!src/internal/**',
    // Helpers of the package's own tests, never part of what is published.
    '!src/test-support/**',
    'src/styles.css',
  ],
  format: ['esm', 'cjs'],
  sourcemap: true,
  splitting: true,
  // Declarations with declaration maps come from buildDeclarations (tsup's dts has no maps).
  dts: false,
  clean: true,
  target: 'es2022',
  minify: false,
  external: ['react', 'react-dom'],
  async onSuccess() {
    const built = readdirSync('dist', { recursive: true, encoding: 'utf8' });
    prependUseClient(built.filter((file) => /\.c?js$/.test(file)).map((file) => `dist/${file}`));
    await buildDeclarations({ entry: { index: 'src/index.ts' } });
    writeStylesheetDeclaration();
  },
});
