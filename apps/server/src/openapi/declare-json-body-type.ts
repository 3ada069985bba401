/** The parts of an OpenAPI document this reads, loosely typed. */
type Operations = Record<
  string,
  { requestBody?: { content?: Record<string, unknown> }; responses?: object }
>;

/**
 * Declares 415 `unsupported_media_type` on every operation whose body is JSON only. Its validator
 * refuses a body sent as anything else (text/plain, a form), and `refuseUnreadableBodies` one in
 * another charset than UTF-8 or compressed, before the route runs, so no route declares it itself, and a client generated from the document met a status it was never told of.
 * An operation that declares its own 415 (an upload's "Not a PDF or picture") keeps its own words.
 */
export function declareJsonBodyType<T extends { paths?: object }>(document: T): T {
  const notJson = {
    description:
      'The body is not sent as JSON (Content-Type: application/json) in UTF-8 (no charset, or ' +
      'charset=utf-8), or is compressed (a Content-Encoding other than identity) ' +
      '(`unsupported_media_type`)',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  for (const operations of Object.values((document.paths ?? {}) as Record<string, Operations>)) {
    for (const operation of Object.values(operations)) {
      const types = Object.keys(operation.requestBody?.content ?? {});
      if (types.length !== 1 || types[0] !== 'application/json') continue;
      const responses = (operation.responses ?? {}) as Record<string, unknown>;
      responses['415'] ??= notJson;
      operation.responses = responses;
    }
  }
  return document;
}
