// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { exportedNames, undocumentedExports } from '@coaz/vitest-config/readme-exports';
import { describe, expect, it } from 'vitest';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const ENTRIES = ['src/index.ts', 'src/membership/index.ts', 'src/react/index.ts'];

describe('README', () => {
  it.each(ENTRIES)('names every export of %s, so another tool can find it', (entry) => {
    expect(exportedNames(packageRoot, entry).length).toBeGreaterThan(0);
    expect(undocumentedExports(packageRoot, entry)).toEqual([]);
  });
});
