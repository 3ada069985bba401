import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hostileText,
  hostileValue,
  PROPERTY_RUNS,
  PROPERTY_TEST_TIMEOUT_MS,
} from '../test-support/hostile-input';
import { expectNoServerError, startTestApp, type TestApp } from '../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 200,
});

describe('public read routes under generated hostile input', {
  timeout: PROPERTY_TEST_TIMEOUT_MS,
}, () => {
  it('answer the same for any query string and request headers, never a server error', async () => {
    const member = `/${app.config.apiPrefix}/api`;
    // What each route answers without a constitution PDF configured.
    const routes: [string, number][] = [
      ['/api/contents', 200],
      ['/api/vacancies', 200],
      ['/api/health', 200],
      ['/api/constitution', 200],
      ['/api/constitution/document', 404],
      ['/api/openapi.json', 200],
      [`${member}/users/count`, 200],
      [`${member}/users/count/active`, 200],
      [`${member}/districts/count`, 200],
      [`${member}/districts`, 200],
    ];
    const cases = fc.record({
      route: fc.constantFrom(...routes),
      query: fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
      headers: fc.record(
        {
          'accept-encoding': headerText,
          'x-forwarded-for': headerText,
          origin: headerText,
          'content-type': headerText,
          authorization: headerText,
        },
        { requiredKeys: [] },
      ),
    });
    await fc.assert(
      fc.asyncProperty(cases, async ({ route: [path, status], query, headers }) => {
        const search = new URLSearchParams(query).toString();
        const answer = await app.send(search ? `${path}?${search}` : path, { headers });
        expectNoServerError(answer);
        expect(answer.status).toBe(status);
      }),
      {
        numRuns: PROPERTY_RUNS,
        // Found by a CI run: a wildcard encoding gets a compressed list, which must still read.
        examples: [
          [{ route: ['/api/contents', 200], query: {}, headers: { 'accept-encoding': '*' } }],
          [
            {
              route: ['/api/openapi.json', 200],
              query: {},
              headers: { 'accept-encoding': 'gzip' },
            },
          ],
        ],
      },
    );
  });
});

/** One operation of the OpenAPI document, as the generated requests need it. */
interface DocumentedOperation {
  method: string;
  path: string;
  query: string[];
  bodyFields: string[] | undefined;
}

function documentedOperations(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): DocumentedOperation[] {
  const operations: DocumentedOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []) as { in: string; name: string }[];
      const content = (operation.requestBody as { content?: Record<string, { schema?: unknown }> })
        ?.content;
      const schema = content?.['application/json']?.schema as
        | { properties?: Record<string, unknown> }
        | undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        query: parameters.filter((parameter) => parameter.in === 'query').map(({ name }) => name),
        bodyFields: content ? Object.keys(schema?.properties ?? {}) : undefined,
      });
    }
  }
  return operations;
}

/** Percent-sequences a client may send as they are: invalid escapes, encoded NUL and traversal. */
const RAW_SEGMENTS = ['%ff', '%zz', '%', '%00', '..%2f..%2fetc%2fpasswd', '%c0%ae%c0%ae'];

/** A path segment as sent: a raw sequence above as it is, anything else encoded as UTF-8. */
function pathSegment(value: string): string {
  if (RAW_SEGMENTS.includes(value)) return value;
  // Through a Buffer, a lone surrogate becomes U+FFFD as it would on the wire.
  return encodeURIComponent(Buffer.from(value).toString());
}

describe('every documented operation under generated hostile input', {
  timeout: PROPERTY_TEST_TIMEOUT_MS,
}, () => {
  it('answers hostile path, repeated query and body values with JSON, never a server error', async () => {
    const document = (await app.send('/api/openapi.json')).body;
    // Logging out would end the session the signed-in cases use; it has its own tests.
    const operations = documentedOperations(document).filter(
      ({ path }) => !path.endsWith('/logout'),
    );
    const member = `/${app.config.apiPrefix}/api`;
    const signedIn = await app.send(`${member}/login`, {
      method: 'POST',
      json: { username: 'demo.admin', password: 'Demo-2026!' },
    });
    const token: string = signedIn.body.access_token;
    const pathValue = fc.oneof(
      hostileText,
      fc.integer().map(String),
      fc.constantFrom('0', '-1', '1e400', '99999999999999999999', '..', 'demo.active'),
      fc.constantFrom(...RAW_SEGMENTS),
    );
    const cases = fc.constantFrom(...operations).chain((operation) =>
      fc.record({
        operation: fc.constant(operation),
        pathValues: fc.array(pathValue, { minLength: 2, maxLength: 2 }),
        query: fc.array(
          fc.tuple(
            fc.oneof(fc.constantFrom(...operation.query, 'limit', 'cursor'), hostileText),
            fc.oneof(
              hostileText,
              fc.jsonValue({ maxDepth: 1 }).map((v) => JSON.stringify(v)),
            ),
          ),
          { maxLength: 4 },
        ),
        body: fc.oneof(
          fc.dictionary(
            fc.constantFrom(...(operation.bodyFields ?? []), 'extra', '__proto__'),
            hostileValue,
            { maxKeys: 6 },
          ),
          fc.jsonValue({ maxDepth: 3 }),
        ),
        contentType: fc.constantFrom(
          'application/json',
          'application/json',
          'text/plain',
          'multipart/form-data',
          undefined,
        ),
        signedIn: fc.boolean(),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        cases,
        async ({ operation, pathValues, query, body, contentType, signedIn }) => {
          let parameter = 0;
          const path = operation.path.replace(/\{[^}]+\}/g, () =>
            pathSegment(pathValues[parameter++] ?? ''),
          );
          const search = new URLSearchParams(query).toString();
          const sendsBody = operation.method !== 'GET' && operation.method !== 'DELETE';
          const answer = await app.send(search ? `${path}?${search}` : path, {
            method: operation.method,
            ...(signedIn && { token }),
            ...(sendsBody && { body: JSON.stringify(body) ?? 'null' }),
            ...(sendsBody && contentType && { headers: { 'content-type': contentType } }),
          });
          expectNoServerError(answer);
          if (operation.path.startsWith('/api/') || operation.path.startsWith(member)) {
            // 304 carries no body; everything else from the API is JSON (documents aside).
            if (answer.status >= 400) expect(answer.contentType).toContain('application/json');
          }
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });
});
