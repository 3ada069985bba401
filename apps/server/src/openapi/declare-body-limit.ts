/** The parts of an OpenAPI document this reads, loosely typed. */
type Operations = Record<string, { requestBody?: unknown; responses?: object }>;

const METHODS_WITH_BODIES = new Set(['post', 'put', 'patch']);

/**
 * Declares the general 413 on every operation that takes a body (or may be sent one: every POST,
 * PUT and PATCH). The body limit runs before any route, so no route declares it itself; an
 * operation that declares its own 413 (the uploads' 5 MB) keeps its own words.
 */
export function declareBodyLimit<T extends { paths?: object }>(document: T, maxKb: number): T {
  const tooLarge = {
    description: `The request body is over ${maxKb} KB (\`payload_too_large\`)`,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  for (const operations of Object.values((document.paths ?? {}) as Record<string, Operations>)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS_WITH_BODIES.has(method) && operation.requestBody === undefined) continue;
      const responses = (operation.responses ?? {}) as Record<string, unknown>;
      responses['413'] ??= tooLarge;
      operation.responses = responses;
    }
  }
  return document;
}
