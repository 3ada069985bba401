import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const docsApp = fileURLToPath(new URL('..', import.meta.url));

interface IndexEntry {
  type: 'docs' | 'story';
  title: string;
}

it('gives every component with stories a Docs page, with its props table', () => {
  const output = join(tmpdir(), `coaz-storybook-index-${process.pid}.json`);
  // Storybook's own index of what it serves, without building the whole site.
  execFileSync('pnpm', ['exec', 'storybook', 'index', '-o', output, '--quiet'], {
    cwd: docsApp,
    stdio: 'ignore',
  });
  const entries = Object.values(
    (JSON.parse(readFileSync(output, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
  );
  const withStories = new Set(entries.filter((e) => e.type === 'story').map((e) => e.title));
  const withDocs = new Set(entries.filter((e) => e.type === 'docs').map((e) => e.title));
  expect(withStories.size).toBeGreaterThan(30);
  expect([...withStories].filter((title) => !withDocs.has(title))).toEqual([]);
}, 120_000);
