import { defineConfig } from 'tsup';

// `splitting` puts the lazily imported chat window in its own chunk, so a page that never
// opens the assistant downloads only the floating button and the health check.
export default defineConfig({
  entry: { index: 'src/index.ts', styles: 'src/styles.css' },
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  splitting: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  external: ['react', 'react-dom', '@coaz/api-client', '@coaz/ui-kit'],
});
