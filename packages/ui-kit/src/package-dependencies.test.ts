// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { declaredPackages, importedPackages } from '@coaz/vitest-config/package-checks';
import { expect, it } from 'vitest';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

it('asks installers for exactly the packages its published code imports', () => {
  expect(declaredPackages(packageRoot)).toEqual(importedPackages(packageRoot));
});
