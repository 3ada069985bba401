// Bundles a package's type declarations with declaration maps, so "Go to Definition" in an
// editor opens the package's TypeScript source instead of a .d.ts. tsup's own `dts` runs the
// same bundler (rollup-plugin-dts) with declaration maps switched off and no option to turn them
// on; tsup configs call this from `onSuccess` instead. The maps point at `src/`, which the
// packages ship for that reason (declaration maps, unlike source maps, carry no source text).
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

/** The file endings of each module system's declarations: `.d.ts` for `import`, `.d.cts` for `require`. */
const DECLARATION_EXTENSIONS = ['.d.ts', '.d.cts'];

/**
 * Writes `<name>.d.ts` and `<name>.d.cts` (with shared chunks and a `.map` beside each) into
 * `outDir` for every entry, as tsup's `dts` would, plus declaration maps.
 * @param {{ entry: Record<string, string>, outDir?: string }} options
 */
export async function buildDeclarations({ entry, outDir = 'dist' }) {
  const bundle = await rollup({
    input: entry,
    plugins: [dts({ sourcemap: true, tsconfig: 'tsconfig.json' })],
    onwarn(warning, warn) {
      // Type-only cycles between modules are harmless in declarations.
      if (warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning);
    },
  });
  try {
    for (const extension of DECLARATION_EXTENSIONS) {
      await bundle.write({
        dir: outDir,
        format: 'es',
        entryFileNames: `[name]${extension}`,
        chunkFileNames: `[name]-[hash]${extension}`,
        sourcemap: true,
      });
    }
  } finally {
    await bundle.close();
  }
}
