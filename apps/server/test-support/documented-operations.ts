// biome-ignore-all lint/suspicious/noExplicitAny: OpenAPI documents and schemas, read as JSON

/** Who calls an operation: no one signed in, or one of the demo accounts. */
export type Caller = 'anonymous' | 'member' | 'feeDue' | 'registering' | 'editor' | 'admin';

/** A parameter of an operation, with the schema its value should meet. */
export interface Parameter {
  name: string;
  schema: any;
}

/** One operation of the OpenAPI document, as generated requests need it. */
export interface Operation {
  method: string;
  path: string;
  secured: boolean;
  pathParameters: Parameter[];
  query: Parameter[];
  headers: Parameter[];
  /** The request body's schema per content type, when the operation takes one. */
  body: Record<string, any> | undefined;
  /** The statuses the document declares. */
  responses: string[];
}

/** Every operation of the document. */
export function documentedOperations(document: any, apiPrefix: string): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries<any>(document.paths)) {
    for (const [method, operation] of Object.entries<any>(methods)) {
      const parameters = (operation.parameters ?? []) as (Parameter & { in: string })[];
      const where = (place: string) =>
        parameters
          .filter((parameter) => parameter.in === place)
          .map(({ name, schema }) => ({
            name,
            schema,
          }));
      const content = operation.requestBody?.content as Record<string, any> | undefined;
      operations.push({
        method: method.toUpperCase(),
        path: path.replace('/coaz/', `/${apiPrefix}/`),
        secured: operation.security !== undefined,
        pathParameters: where('path'),
        query: where('query'),
        headers: where('header'),
        body: content
          ? Object.fromEntries(Object.entries(content).map(([type, { schema }]) => [type, schema]))
          : // The photo upload reads its multipart body itself and declares none.
            path.endsWith('/profile/photo') && method === 'put'
            ? { 'multipart/form-data': { type: 'object', properties: { photo: {} } } }
            : undefined,
        responses: Object.keys(operation.responses),
      });
    }
  }
  return operations;
}

/** The demo account an operation is meant for: its path says whose it is. */
export function callerFor({ path, secured }: Operation): Caller {
  if (!secured) return 'anonymous';
  if (/\/api\/registration$/.test(path)) return 'registering';
  if (/\/api\/(payments|receivables)/.test(path)) return 'feeDue';
  if (/\/api\/admin\//.test(path)) return 'admin';
  if (/^\/api\/(editors|members|audit-log|site-settings)/.test(path)) return 'admin';
  if (path.startsWith('/api/')) return 'editor';
  return 'member';
}

// Values for the fields whose pattern or rule no example shows.
const BY_NAME: Record<string, string> = {
  url: 'https://example.org/picture.jpg',
  username: 'new.member',
  nrcNumber: '123456/78/1',
  phoneNumber: '0971234567',
  startTime: '09:00',
  endTime: '10:00',
};

/**
 * A value that meets a schema of the document, built from its examples, enums, formats and
 * bounds, so a request can be valid but for the one value a test breaks.
 */
export function sampleOf(document: any): (schema: any) => unknown {
  const sample = (schema: any, depth = 0): unknown => {
    if (!schema || depth > 6) return null;
    if (schema.$ref) {
      const name = String(schema.$ref).split('/').pop() as string;
      return sample(document.components.schemas[name], depth + 1);
    }
    if (schema.example !== undefined) return schema.example;
    if (schema.default !== undefined) return schema.default;
    if (schema.enum) return schema.enum[0];
    const option = schema.anyOf ?? schema.oneOf ?? schema.allOf;
    if (option) return sample(option.find((each: any) => each.type !== 'null') ?? option[0], depth);
    const type = Array.isArray(schema.type)
      ? schema.type.find((each: string) => each !== 'null')
      : schema.type;
    switch (type) {
      case 'object': {
        const value: Record<string, unknown> = {};
        for (const [key, property] of Object.entries<any>(schema.properties ?? {})) {
          value[key] = key in BY_NAME ? BY_NAME[key] : sample(property, depth + 1);
        }
        return value;
      }
      case 'array':
        return Array.from({ length: schema.minItems ?? 1 }, () => sample(schema.items, depth + 1));
      case 'integer':
      case 'number':
        // OpenAPI 3.0 writes "more than 0" as minimum 0 with exclusiveMinimum true.
        if (schema.minimum === undefined) return 1;
        return schema.exclusiveMinimum === true ? schema.minimum + 1 : schema.minimum;
      case 'boolean':
        return true;
      case 'string':
        if (schema.format === 'date') return '2026-12-07';
        if (schema.format === 'date-time') return '2026-12-07T09:00:00.000Z';
        if (schema.format === 'uri') return 'https://example.org/page';
        if (schema.format === 'email') return 'member@example.org';
        return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
      default:
        return null;
    }
  };
  return sample;
}
