import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesClientRoute, readClientRoutes } from './client-routes';

describe('matchesClientRoute', () => {
  const patterns = ['/association/:duty', '/dashboard', '/members/*'];

  it.each([
    '/association/anything',
    '/association/anything/',
    '/dashboard',
    '/dashboard/',
    '/members/a/b/c',
  ])('matches %s', (path) => {
    expect(matchesClientRoute(patterns, path)).toBe(true);
  });

  it.each(['/association', '/association/a/b', '/dashboards', '/no/such/page', '/'])(
    'does not match %s',
    (path) => {
      expect(matchesClientRoute(patterns, path)).toBe(false);
    },
  );
});

describe('readClientRoutes', () => {
  it('reads the patterns and ignores entries that are not paths; a broken file means none', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'coaz-client-routes-'));
    try {
      const file = join(folder, 'client-routes.json');
      await writeFile(file, JSON.stringify(['/dashboard', 42, 'relative', '/login']));
      expect(await readClientRoutes(file)).toEqual(['/dashboard', '/login']);
      const broken = join(folder, 'broken.json');
      await writeFile(broken, '{not json');
      expect(await readClientRoutes(broken)).toEqual([]);
      expect(await readClientRoutes(join(folder, 'missing.json'))).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
