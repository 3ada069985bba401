// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { declaredPackages, importedPackages } from '@coaz/vitest-config/package-checks';
import { expect, it } from 'vitest';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

// The published `src` is what a consumer's editor and source maps open; a file there that imports
// a development-only package (content-data's constitution reader imported `unpdf`) only works
// inside the monorepo.
it('asks installers for exactly the packages its published code imports', () => {
  expect(declaredPackages(packageRoot)).toEqual(importedPackages(packageRoot));
});
