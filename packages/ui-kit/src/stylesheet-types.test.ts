// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { stylesheetImportErrors } from '@coaz/vitest-config/package-checks';
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
  'types `@coaz/ui-kit/styles.css` for a plain TypeScript consumer (%s, %s project)',
  (resolution, moduleType) => {
    expect(stylesheetImportErrors(packageRoot, '@coaz/ui-kit', resolution, moduleType)).toEqual([]);
  },
);
