import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportedNames } from '@coaz/vitest-config/readme-exports';
import { beforeAll, expect, it } from 'vitest';

const docsApp = fileURLToPath(new URL('..', import.meta.url));

interface IndexEntry {
  type: 'docs' | 'story';
  title: string;
}

let entries: IndexEntry[] = [];

beforeAll(() => {
  const output = join(tmpdir(), `coaz-storybook-index-${process.pid}.json`);
  // Storybook's own index of what it serves, without building the whole site.
  execFileSync('pnpm', ['exec', 'storybook', 'index', '-o', output, '--quiet'], {
    cwd: docsApp,
    stdio: 'ignore',
  });
  entries = Object.values(
    (JSON.parse(readFileSync(output, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
  );
}, 120_000);

it('gives every component with stories a Docs page, with its props table', () => {
  const withStories = new Set(entries.filter((e) => e.type === 'story').map((e) => e.title));
  const withDocs = new Set(entries.filter((e) => e.type === 'docs').map((e) => e.title));
  expect(withStories.size).toBeGreaterThan(30);
  expect([...withStories].filter((title) => !withDocs.has(title))).toEqual([]);
});

it.each(['ui-kit', 'chat-widget'])(
  'has stories of every component @coaz/%s exports, so a developer can try it',
  (name) => {
    const packageRoot = fileURLToPath(new URL(`../../../packages/${name}/`, import.meta.url));
    // Components are the PascalCase value exports; their props types end in Props.
    const components = exportedNames(packageRoot, 'src/index.ts').filter(
      (exported) => /^[A-Z][a-z]/.test(exported) && !isTypeOnly(packageRoot, exported),
    );
    const storied = new Set(
      entries.filter((e) => e.type === 'story').map((e) => e.title.split('/').at(-1)),
    );
    expect(components.length).toBeGreaterThan(0);
    expect(components.filter((component) => !storied.has(component))).toEqual([]);
  },
);

/** Whether the entry exports `exported` as a type only (`type Name` or `export type { ... }`). */
function isTypeOnly(packageRoot: string, exported: string): boolean {
  const source = readFileSync(join(packageRoot, 'src/index.ts'), 'utf8');
  return (
    new RegExp(`\\btype\\s+${exported}\\b`).test(source) ||
    [...source.matchAll(/export\s+type\s+\{([^}]*)\}/g)].some((match) =>
      new RegExp(`\\b${exported}\\b`).test(match[1] ?? ''),
    )
  );
}

// Developers of the association's other tools arrive at the Introduction first. It spoke of
// ui-kit alone, so nothing in Storybook said how to install the chat widget, or that content-data
// and constitution-qa existed and where their guides were.
it('the Introduction says how to install every package of packages/ and links its README', () => {
  const introduction = readFileSync(new URL('./introduction.mdx', import.meta.url), 'utf8');
  const packagesDir = new URL('../../../packages/', import.meta.url);
  const packages = readdirSync(packagesDir).map(
    (dir) =>
      JSON.parse(readFileSync(new URL(`${dir}/package.json`, packagesDir), 'utf8')) as {
        name: string;
        homepage: string;
      },
  );
  expect(packages.length).toBeGreaterThanOrEqual(5);
  const untold = packages.filter(
    ({ name, homepage }) =>
      !introduction.includes(`pnpm add ${name}`) || !introduction.includes(`(${homepage})`),
  );
  expect(untold.map(({ name }) => name)).toEqual([]);
});
