import { fileURLToPath } from 'node:url';

/** What the bundler says of a module, as far as choosing its chunk needs: what it imports statically. */
export interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/** The root route, which every page's app runs (its header, footer, providers and error page). */
export const ROOT_ROUTE = fileURLToPath(new URL('../root.tsx', import.meta.url));

// content-data's sources are bundled as modules (vite.config.ts) and its index re-exports every
// page's text: through it the root reaches all of them, though it uses a few, and taking them in
// put every page's text in the chunk every page loads. The bundler places them by their use.
const CONTENT_DATA = /[\\/]packages[\\/]content-data[\\/]/;

const reachedByGraph = new WeakMap<ModuleGraph, Set<string>>();

/** Every module the root route imports, directly or through others, statically. */
function reachedFromRoot(graph: ModuleGraph): Set<string> {
  const known = reachedByGraph.get(graph);
  if (known) return known;
  const reached = new Set<string>();
  const queue = [ROOT_ROUTE];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  reachedByGraph.set(graph, reached);
  return reached;
}

/**
 * The chunk of a module for the client build's `codeSplitting` group of that name (vite.config.ts):
 * 'site' for every module the root route imports statically (not the root itself, which stays
 * the route's own file, nor content-data's texts), and none for the rest.
 *
 * Why: every page that starts its app loads all of them, and the bundler, left to itself, split
 * them into some twenty files, shared in ever other combinations with the pages. Each file is a
 * request, and each answer's headers cost about 1 kB over the wire whatever the file's size
 * (some files were 30 bytes): at 300 ms round trip, six requests at a time over HTTP/1.1, a
 * member's dashboard waited on 63 requests, a fifth of its bytes headers
 * (scripts/measure-member-pages.mjs). As one file they cost what they weigh, once.
 */
export function siteChunk(moduleId: string, graph: ModuleGraph): string | null {
  if (moduleId === ROOT_ROUTE || CONTENT_DATA.test(moduleId)) return null;
  return reachedFromRoot(graph).has(moduleId) ? 'site' : null;
}
