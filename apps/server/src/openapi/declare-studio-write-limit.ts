import { STUDIO_WRITE_LIMIT_DESCRIPTION } from '../rate-limit/studio-write-limit';

/** The parts of an OpenAPI document this reads, loosely typed. */
type Operations = Record<string, { responses?: object }>;

const WRITE_METHODS = new Set(['post', 'put', 'delete']);

/**
 * Declares the studio writes' 429 (`limitStudioWrites`) on every POST, PUT and DELETE under
 * `bases` (such as `/api/news`, `/api/contents`): the limit is one middleware mounted beside the
 * editor check of each studio router, so it is declared here once rather than in every route.
 * @param bases the paths whose writes are studio writes, each with everything under it
 */
export function declareStudioWriteLimit<T extends { paths?: object }>(
  document: T,
  bases: readonly string[],
): T {
  const tooMany = {
    description: STUDIO_WRITE_LIMIT_DESCRIPTION,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  for (const [path, operations] of Object.entries(
    (document.paths ?? {}) as Record<string, Operations>,
  )) {
    if (!bases.some((base) => path === base || path.startsWith(`${base}/`))) continue;
    for (const [method, operation] of Object.entries(operations)) {
      if (!WRITE_METHODS.has(method)) continue;
      const responses = (operation.responses ?? {}) as Record<string, unknown>;
      responses['429'] ??= tooMany;
      operation.responses = responses;
    }
  }
  return document;
}
