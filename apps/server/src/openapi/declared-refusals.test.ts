import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

let database: TestDatabase;
let app: TestApp;
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document, read as JSON
let document: any;
let districtInProvince2 = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  document = (await app.send('/api/openapi.json')).body;
  const rows = (await database.execute(
    'SELECT id FROM districts WHERE province_id = 2 ORDER BY id LIMIT 1',
  )) as { id: number }[];
  districtInProvince2 = rows[0]?.id ?? 0;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const described = (path: string, method: string, status: number): string | undefined =>
  document.paths[path]?.[method]?.responses?.[String(status)]?.description;

// Each refusal a client may meet is in the document api-client's types are generated from, and
// names its error code where a status has several, so a client can tell them apart.
describe('the OpenAPI document declares the refusals the routes answer', () => {
  it.each([
    ['/coaz/api/applications', 'post', 409, /phone_registered/],
    ['/coaz/api/registration', 'post', 409, /phone_registered/],
    ['/coaz/api/profile/phone', 'post', 409, /phone_registered/],
    ['/coaz/api/profile/phone', 'post', 403, /wrong_password/],
    ['/coaz/api/profile', 'put', 403, /wrong_password/],
    ['/coaz/api/profile/phone/confirm', 'post', 409, /phone_registered/],
    ['/coaz/api/applications/mine/documents', 'post', 409, /too_many_documents/],
    ['/coaz/api/applications', 'post', 429, /rate_limited/],
    ['/coaz/api/applications', 'post', 413, /5 MB/],
    ['/coaz/api/applications/mine/documents', 'post', 413, /5 MB/],
    ['/coaz/api/profile/photo', 'put', 413, /5 MB/],
    ['/coaz/api/profile/photo', 'put', 503, /busy/],
    ['/api/dev/clock', 'post', 400, /hundred years/],
    ['/api/dev/outbox', 'get', 400, /validation_failed/],
  ])('%s %s answers %i', (path, method, status, names) => {
    expect(described(path, method, status)).toMatch(names);
  });
});

// The forms that carry documents or a photo are counted before they are parsed (read-form.ts): too
// many parts, or a field or part headers longer than any of ours, are 413 with codes of their own,
// which a client generated from the document must be told of beside `payload_too_large`.
describe('the OpenAPI document names every 413 code the document and photo forms answer', () => {
  /** A multipart body of `parts` one-letter fields. */
  const manyParts = (parts: number) =>
    `${Array.from(
      { length: parts },
      (_, index) => `--b0undary\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nx\r\n`,
    ).join('')}--b0undary--\r\n`;
  const longField = `--b0undary\r\nContent-Disposition: form-data; name="firstName"\r\n\r\n${'x'.repeat(100_000)}\r\n--b0undary--\r\n`;
  const longHeaders = `--b0undary\r\nContent-Disposition: form-data; name="firstName"\r\n${'X-Padding: p\r\n'.repeat(2_000)}\r\nx\r\n--b0undary--\r\n`;

  it.each([
    ['/coaz/api/applications', 'post'],
    ['/coaz/api/applications/mine/documents', 'post'],
    ['/coaz/api/profile/photo', 'put'],
  ])('%s %s', async (path, method) => {
    const applied = await app.send('/coaz/api/applications', {
      method: 'POST',
      json: {
        membershipType: 'associate_membership',
        username: `applicant.${method}.${path.length}`,
        password: 'Kitwe-Clinic-2027',
        firstName: 'Sample',
        lastName: 'Applicant',
        nrcNumber: `41${String(path.length).padStart(4, '0')}/10/1`,
        phoneNumber: `0977${String(path.length).padStart(6, '0')}`,
        professionalCategory: 'general',
        provinceId: 2,
        districtId: districtInProvince2,
      },
    });
    expect(applied.status).toBe(201);
    const token = (applied.body as { access_token: string }).access_token;
    const sent: string[] = [];
    for (const body of [manyParts(200), longField, longHeaders]) {
      const answer = await app.send(path, {
        method: method.toUpperCase(),
        token,
        body,
        headers: { 'content-type': 'multipart/form-data; boundary=b0undary' },
      });
      expect(answer.status, body.slice(0, 80)).toBe(413);
      sent.push((answer.body as { error: string }).error);
    }
    expect(sent).toEqual(['too_many_parts', 'field_too_large', 'field_too_large']);
    for (const code of [...sent, 'payload_too_large']) {
      expect(described(path, method, 413)).toContain(`\`${code}\``);
    }
  });
});

// The body limit (256 KB, 5 MB for uploads) runs before any route, so every operation that takes
// a body may answer 413, and a client generated from the document must know it.
describe('the OpenAPI document declares the body limit', () => {
  const withBody = () =>
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, { requestBody?: unknown }>)
        .filter(
          ([method, operation]) =>
            ['post', 'put', 'patch'].includes(method) || operation.requestBody !== undefined,
        )
        .map(([method]) => [path, method] as const),
    );

  it('on every operation that takes a body, with the error body', () => {
    const operations = withBody();
    expect(operations.length).toBeGreaterThan(20);
    const missing = operations.filter(([path, method]) => !described(path, method, 413));
    expect(missing).toEqual([]);
    expect(document.paths['/api/news'].post.responses['413']).toMatchObject({
      description: expect.stringMatching(/256 KB.*payload_too_large/),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
  });

  it('and leaves the uploads’ own 413 as they describe it', () => {
    expect(described('/coaz/api/profile/photo', 'put', 413)).toMatch(/5 MB/);
  });
});

// A JSON body sent as anything else (text/plain, a form) is refused 415 by the validator before the
// route runs, so every operation that takes JSON only must declare it for a generated client.
describe('the OpenAPI document declares the JSON validator’s 415', () => {
  type Operation = {
    requestBody?: { content: Record<string, unknown> };
    responses: Record<string, { description: string }>;
  };
  const jsonOnly = () =>
    Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
      ([path, operations]) =>
        Object.entries(operations)
          .filter(([, { requestBody }]) => {
            const types = Object.keys(requestBody?.content ?? {});
            return types.length === 1 && types[0] === 'application/json';
          })
          .map(([method, operation]) => ({ path, method, operation })),
    );

  it('on every operation that takes JSON only, as the server answers it', async () => {
    const operations = jsonOnly();
    expect(operations.length).toBeGreaterThan(30);
    const missing = operations
      .filter(
        ({ operation }) =>
          !/unsupported_media_type/.test(operation.responses['415']?.description ?? ''),
      )
      .map(({ path, method }) => `${method} ${path}`);
    expect(missing).toEqual([]);
    const answer = await app.send('/api/chat', {
      method: 'POST',
      body: 'What are the dues?',
      headers: { 'content-type': 'text/plain' },
    });
    expect(answer.status).toBe(415);
    expect((answer.body as { error: string }).error).toBe('unsupported_media_type');
  });

  it('and leaves an upload’s own 415 as it describes it', () => {
    expect(described('/coaz/api/applications', 'post', 415)).not.toMatch(
      /Content-Type: application\/json\) \(/,
    );
    expect(described('/api/uploads', 'post', 415)).toBeDefined();
  });
});

// api-client refreshes once on a 401 and takes a 403 as a refusal no refresh changes, so the studio's
// operations (editors and admins) must declare a bad token as the server answers it: 401
// `token_invalid` or `token_expired`, with 403 kept for a signed-in member who may not do the thing.
describe('the OpenAPI document declares a bad token on the studio operations as they answer it', () => {
  type Operation = { security?: unknown[]; responses: Record<string, { description: string }> };
  const studioOperations = () =>
    Object.entries(document.paths as Record<string, Record<string, Operation>>)
      .filter(([path]) => !path.startsWith('/coaz/'))
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => operation.security !== undefined)
          .map(([method, operation]) => ({ path, method, operation })),
      );
  const address = (path: string) =>
    path.replace('{username}', 'someone').replace(/\{[a-z]+\}/g, '1');

  it('answers 401 token_invalid on each and declares 401 with both codes, never 403', async () => {
    const operations = studioOperations();
    // news, events, vacancies, people, partners, site settings, editors, audit log, contents
    expect(operations.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const { path, method, operation } of operations) {
      const name = `${method} ${path}`;
      const answer = await app.send(address(path), {
        method: method.toUpperCase(),
        token: 'not-a-token',
        json: ['post', 'put', 'patch'].includes(method) ? {} : undefined,
      });
      const error = (answer.body as { error?: string }).error;
      if (answer.status !== 401 || error !== 'token_invalid') {
        wrong.push(`${name} answers ${answer.status} ${error}`);
      }
      const declared401 = operation.responses['401']?.description ?? '';
      if (!/token_invalid/.test(declared401) || !/token_expired/.test(declared401)) {
        wrong.push(`${name} declares 401 as '${declared401}'`);
      }
      const declared403 = operation.responses['403']?.description ?? '';
      if (/invalid token/i.test(declared403))
        wrong.push(`${name} declares 403 as '${declared403}'`);
    }
    expect(wrong).toEqual([]);
  });

  it('and so does the studio view of each collection, which is public without view=studio', async () => {
    for (const path of ['/api/news', '/api/news/{id}']) {
      const answer = await app.send(`${address(path)}?view=studio`, { token: 'not-a-token' });
      expect(answer.status, path).toBe(401);
      expect((answer.body as { error: string }).error, path).toBe('token_invalid');
      expect(described(path, 'get', 401), path).toMatch(/token_expired.*token_invalid/);
      expect(described(path, 'get', 403), path).toMatch(/forbidden/);
    }
  });
});
