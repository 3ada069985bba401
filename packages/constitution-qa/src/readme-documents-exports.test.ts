import { fileURLToPath } from 'node:url';
import { exportedNames, undocumentedExports } from '@coaz/vitest-config/readme-exports';
import { expect, it } from 'vitest';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

// Another tool's developer learns the package from its README: fourteen exported types (the
// engine's and the parsers' options, the retrieval layer's shapes) were named nowhere in it.
it('names every export of src/index.ts in the README, so another tool can find it', () => {
  expect(exportedNames(packageRoot, 'src/index.ts').length).toBeGreaterThan(20);
  expect(undocumentedExports(packageRoot, 'src/index.ts')).toEqual([]);
});
