// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

it('publishes no test, story or story-helper file', () => {
  // What `pnpm pack` would put in the tarball, without writing it.
  const packed = JSON.parse(
    execFileSync('pnpm', ['pack', '--dry-run', '--json'], { cwd: packageRoot, encoding: 'utf8' }),
  ) as { files: { path: string }[] };
  const paths = packed.files.map((file) => file.path);
  expect(paths).toContain('src/index.ts');
  expect(paths.filter((path) => /\.(test|stories)\.|test-support|\/story-/.test(path))).toEqual([]);
}, 30_000);
