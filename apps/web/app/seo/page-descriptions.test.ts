import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import routeConfig from '../routes';
import { publicPagePaths } from '../site/public-paths';

type MetaFunction = (args: object) => MetaDescriptor[] | undefined;

/** The route of routes.ts a page's address is, with the values of its parameters. */
function routeOf(path: string) {
  for (const route of routeConfig) {
    const pattern = route.index ? '/' : `/${route.path ?? ''}`;
    const names: string[] = [];
    const source = pattern
      .split('/')
      .map((part) => {
        if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part.slice(1));
        return '([^/]+)';
      })
      .join('/');
    const found = new RegExp(`^${source}$`).exec(path);
    if (found) {
      const params = Object.fromEntries(names.map((name, at) => [name, found[at + 1]]));
      return { file: route.file, params };
    }
  }
  return undefined;
}

/** Every public page's meta description, as its route's `meta` gives it with no loader data. */
async function descriptions(): Promise<[string, string][]> {
  const found: [string, string][] = [];
  for (const path of publicPagePaths()) {
    const route = routeOf(path);
    if (!route) throw new Error(`no route for ${path}`);
    const module = (await import(`../${route.file}`)) as { meta?: MetaFunction };
    const tags =
      module.meta?.({
        params: route.params,
        location: { pathname: path, search: '', hash: '', state: null, key: 'default' },
        matches: [],
      }) ?? [];
    for (const tag of tags) {
      if ('name' in tag && tag.name === 'description') found.push([path, String(tag.content)]);
    }
  }
  return found;
}

describe("every page's meta description", () => {
  it('stands alone in a search result: it points at nothing "below" and ends a sentence', async () => {
    const all = await descriptions();
    // Each public page with a description of its own; pages read from the API may add none here.
    expect(all.length).toBeGreaterThan(30);
    const faulty = all.filter(
      ([, description]) =>
        // "Below" and "above" point at nothing in a search result; "above all" means "most".
        /\b(?:below|above)\b(?! all\b)/i.test(description) ||
        // Cut to fit a search result (`shortDescription`), it ends mid-sentence with "…".
        !/[.!?]$/.test(description),
    );
    expect(faulty).toEqual([]);
  }, 60_000);
});
