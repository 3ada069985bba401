/** What the bundler says of a module, as far as choosing its chunk needs: who imports it statically. */
export interface ImporterGraph {
  getModuleInfo(moduleId: string): { importers: readonly string[] } | null;
}

const MEMBER_CODE = /[\\/]app[\\/](member|join)[\\/]/;
const ROUTE_MODULE = /[\\/]app[\\/](routes[\\/][^\\/]+|root)\.tsx$/;

const byGraph = new WeakMap<ImporterGraph, Map<string, boolean>>();

/**
 * Whether a page's own code imports the module, directly or through others, statically: not only
 * a part fetched when it is opened (the secretariat's tools, the studio), whose helpers (the
 * member search, the paged lists) members must not download.
 */
function importedByAPage(moduleId: string, graph: ImporterGraph): boolean {
  let known = byGraph.get(graph);
  if (!known) {
    known = new Map();
    byGraph.set(graph, known);
  }
  const cached = known.get(moduleId);
  if (cached !== undefined) return cached;
  const seen = new Set<string>();
  const queue = [moduleId];
  let found = false;
  for (let id = queue.pop(); id !== undefined && !found; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    if (ROUTE_MODULE.test(id)) found = true;
    else queue.push(...(graph.getModuleInfo(id)?.importers ?? []));
  }
  known.set(moduleId, found);
  return found;
}

/**
 * The chunk of a module for the client build's `codeSplitting` group of that name (vite.config.ts):
 * 'member-shared' for the member pages' code (app/member, app/join) that the pages import, and none
 * for the rest, such as what only the parts fetched when opened import, which stays with them.
 * The group takes a module only when two pages or parts share it (`minShareCount`).
 *
 * Why: the bundler split the member pages' shared code into a file per combination of the pages
 * sharing it, so a member's dashboard fetched some thirty files of 30 bytes to 2 kB, each answer's
 * headers costing about 1 kB over the wire whatever its size. In one file a page may fetch a few
 * kB of another member page's code, and each member page cost 30 to 70 kB less over the wire and
 * half its requests (scripts/measure-member-pages.mjs, README "Member pages are measured").
 */
export function memberSharedChunk(moduleId: string, graph: ImporterGraph): string | null {
  return MEMBER_CODE.test(moduleId) && importedByAPage(moduleId, graph) ? 'member-shared' : null;
}
