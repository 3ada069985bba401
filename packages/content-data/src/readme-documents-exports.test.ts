// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { exportedNames, undocumentedExports } from '@coaz/vitest-config/readme-exports';
import { describe, expect, it } from 'vitest';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

// The root entry re-exports every area's names (the prebuilt `searchDocuments` aside), so naming
// its exports covers the area entries too.
describe('README', () => {
  it('names every export of the root entry, so another tool can find it', () => {
    expect(exportedNames(packageRoot, 'src/index.ts').length).toBeGreaterThan(0);
    expect(undocumentedExports(packageRoot, 'src/index.ts')).toEqual([]);
  });
});
