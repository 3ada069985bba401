import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { buildDeclarations } from '../../scripts/lib/build-declarations.mjs';
import { writeStylesheetDeclaration } from '../../scripts/lib/stylesheet-declaration.mjs';
import { prependUseClient } from '../../scripts/lib/use-client-directive.mjs';

// `splitting` puts the lazily imported chat window in its own chunk, so a page that never
// opens the assistant downloads only the floating button and the health check. ES modules for
// `import`, CommonJS for `require`; every built file starts with "use client" (the widget is a
// client component for React Server Components).
export default defineConfig({
  entry: { index: 'src/index.ts', styles: 'src/styles.css' },
  format: ['esm', 'cjs'],
  // Declarations with declaration maps come from buildDeclarations (tsup's dts has no maps).
  dts: false,
  sourcemap: true,
  splitting: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@coaz/api-client', '@coaz/ui-kit'],
  async onSuccess() {
    const built = readdirSync('dist', { recursive: true, encoding: 'utf8' });
    prependUseClient(built.filter((file) => /\.c?js$/.test(file)).map((file) => `dist/${file}`));
    await buildDeclarations({ entry: { index: 'src/index.ts' } });
    writeStylesheetDeclaration();
  },
});
