// @vitest-environment node
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ModuleGraph, ROOT_ROUTE, siteChunk } from './site-chunk';

const app = (file: string) => join(ROOT_ROUTE, '..', file);
const CONTENT = join(ROOT_ROUTE, '../../../../packages/content-data/src/pages.ts');

/** A bundle's graph: each module and what it imports statically. */
function graphOf(imports: Record<string, string[]>): ModuleGraph {
  return {
    getModuleInfo: (id) => (id in imports ? { importedIds: imports[id] ?? [] } : null),
  };
}

const GRAPH = graphOf({
  [ROOT_ROUTE]: [app('site/site-header.tsx'), CONTENT],
  [app('site/site-header.tsx')]: [app('member/member-header.tsx')],
  [app('member/member-header.tsx')]: [],
  [app('routes/dashboard.tsx')]: [app('member/profile-editor.tsx'), app('site/site-header.tsx')],
  [app('member/profile-editor.tsx')]: [],
  [CONTENT]: [],
});

describe('siteChunk', () => {
  it('puts what the root route imports, directly or not, in the site chunk', () => {
    expect(siteChunk(app('site/site-header.tsx'), GRAPH)).toBe('site');
    expect(siteChunk(app('member/member-header.tsx'), GRAPH)).toBe('site');
  });

  it('leaves what only a page imports to that page, and the root to its own file', () => {
    expect(siteChunk(app('member/profile-editor.tsx'), GRAPH)).toBeNull();
    expect(siteChunk(app('routes/dashboard.tsx'), GRAPH)).toBeNull();
    expect(siteChunk(ROOT_ROUTE, GRAPH)).toBeNull();
  });

  // The root reaches every page's text through content-data's index, but uses few of them.
  it("leaves content-data's texts to be placed by their use", () => {
    expect(siteChunk(CONTENT, GRAPH)).toBeNull();
  });
});
