// The HTTP contract as the server publishes it: types generated from the committed OpenAPI
// document (openapi/coaz-api.json) by `pnpm generate:types`. The client's own types are these
// or are built from them, so a change on the server shows up here as a type error.
import type { components, paths } from '../generated/coaz-api';

/** Every route of the COAZ services, by path and method, as openapi-typescript generates it. */
export type CoazApiPaths = paths;

/** The named schemas of the COAZ OpenAPI document (`Member`, `ChatReply`, `Constitution`, ...). */
export type WireSchemas = components['schemas'];

type JsonContent<Body> = Body extends { content: { 'application/json': infer Json } }
  ? Json
  : never;

/** The JSON body a route takes, such as `WireRequestBody<'/api/contents', 'post'>`. */
export type WireRequestBody<
  Path extends keyof paths,
  Method extends keyof paths[Path],
> = paths[Path][Method] extends { requestBody?: infer Body }
  ? JsonContent<NonNullable<Body>>
  : never;

/** The JSON body a route answers with a status, such as `WireResponseBody<'/coaz/api/current', 'get', 200>`. */
export type WireResponseBody<
  Path extends keyof paths,
  Method extends keyof paths[Path],
  Status extends number,
> = paths[Path][Method] extends { responses: infer Responses }
  ? Status extends keyof Responses
    ? JsonContent<Responses[Status]>
    : never
  : never;
