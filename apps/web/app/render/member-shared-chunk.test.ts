// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type ImporterGraph, memberSharedChunk } from './member-shared-chunk';

const app = (file: string) => `/repo/apps/web/app/${file}`;

/** A bundle's graph: each module and who imports it statically. */
function graphOf(importers: Record<string, string[]>): ImporterGraph {
  return { getModuleInfo: (id) => (id in importers ? { importers: importers[id] ?? [] } : null) };
}

const GRAPH = graphOf({
  [app('routes/dashboard.tsx')]: [],
  [app('routes/login.tsx')]: [],
  [app('member/form-problems.tsx')]: [app('member/profile-editor.tsx'), app('routes/login.tsx')],
  [app('member/profile-editor.tsx')]: [app('routes/dashboard.tsx')],
  // The secretariat's tools: fetched when opened, so no page imports them statically.
  [app('member/find-member-admin.tsx')]: [],
  [app('member/admin-member-search.tsx')]: [app('member/find-member-admin.tsx')],
  [app('site/site-header.tsx')]: [app('root.tsx')],
});

describe('memberSharedChunk', () => {
  it("puts the member pages' code that a page imports, directly or not, in member-shared", () => {
    expect(memberSharedChunk(app('member/form-problems.tsx'), GRAPH)).toBe('member-shared');
    expect(memberSharedChunk(app('member/profile-editor.tsx'), GRAPH)).toBe('member-shared');
  });

  it('leaves what only a part fetched when opened imports with that part', () => {
    expect(memberSharedChunk(app('member/admin-member-search.tsx'), GRAPH)).toBeNull();
    expect(memberSharedChunk(app('member/find-member-admin.tsx'), GRAPH)).toBeNull();
  });

  it("leaves the rest of the site's code alone", () => {
    expect(memberSharedChunk(app('site/site-header.tsx'), GRAPH)).toBeNull();
  });
});
