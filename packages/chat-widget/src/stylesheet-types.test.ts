// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { exportTarget, stylesheetImportErrors } from '@coaz/vitest-config/package-checks';
import { expect, it } from 'vitest';

// Reads the built package: run after `pnpm build`.
const packageRoot = fileURLToPath(new URL('..', import.meta.url));

// node16 in a CommonJS project is the strictest: TypeScript compiles the import to `require`, and
// refuses it when the declaration it finds is an ES module's.
it.each([
  ['nodenext', 'module'],
  ['bundler', 'module'],
  ['node16', 'commonjs'],
] as const)(
  'types `@coaz/chat-widget/styles.css` for a plain TypeScript consumer (%s, %s project)',
  (resolution, moduleType) => {
    expect(
      stylesheetImportErrors(packageRoot, '@coaz/chat-widget', resolution, moduleType),
    ).toEqual([]);
  },
);

// An app's own stylesheet imports the kit's (`@import '@coaz/chat-widget/styles.css'`), and CSS tools
// resolve that with conditions of their own: Tailwind CSS 4 with `style` alone, where the export's
// `import`/`require` pair answered "./styles.css is not exported under the condition style".
it.each([
  ['Tailwind CSS 4, webpack CSS rules', ['style']],
  ['Sass pkg: importer', ['sass', 'style']],
  ['Vite, bundlers', ['import', 'module', 'browser']],
  ['Node require', ['require', 'node']],
])('hands %s the stylesheet', (_, conditions) => {
  expect(exportTarget(packageRoot, './styles.css', conditions)).toBe('./dist/styles.css');
});

// esbuild bundles an app's stylesheet with neither `style` nor `import` among its conditions (only
// `browser`, `module` and `default`), so its `@import '@coaz/chat-widget/styles.css'` failed with
// "./styles.css is not exported".
it("bundles with esbuild from an app's own stylesheet", async () => {
  const { build } = await import('esbuild');
  const result = await build({
    stdin: {
      contents: "@import '@coaz/chat-widget/styles.css';",
      loader: 'css',
      resolveDir: packageRoot,
    },
    bundle: true,
    write: false,
    logLevel: 'silent',
  });
  expect(result.outputFiles[0]?.text).toContain('.coaz-chat-launcher');
});
