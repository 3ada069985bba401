import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hostileBearer,
  hostileText,
  mutatedBody,
  PROPERTY_RUNS,
  PROPERTY_TEST_TIMEOUT_MS,
  rawBody,
} from '../../test-support/hostile-input';
import { expectNoServerError, startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

let database: TestDatabase;
let app: TestApp;
let editorToken: string;
let memberToken: string;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82];
/** A real 1 × 1 PNG, so the generated uploads include some that are stored. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  const loginAs = async (username: string) =>
    (
      await app.send(`/${app.config.apiPrefix}/api/login`, {
        method: 'POST',
        json: { username, password: 'Demo-2026!' },
      })
    ).body.access_token as string;
  editorToken = await loginAs('demo.editor');
  memberToken = await loginAs('demo.active');
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/** Every content entry, digested: what a refused write must leave as it was. */
async function contentState(): Promise<{ count: number; digest: string }> {
  const [row] = (await database.execute(
    `SELECT count(*)::int AS count, coalesce(md5(string_agg(concat_ws('|', id, title, body,
       image_url, version), ',' ORDER BY id)), '') AS digest FROM contents`,
  )) as { count: number; digest: string }[];
  return row ?? { count: 0, digest: '' };
}

/** A path segment as a client might send it, percent-encoded once. */
const pathSegment = fc
  .oneof(
    hostileText,
    fc.integer().map(String),
    fc.constantFrom('0', '-1', '2147483648', '1e3', '1.5', '%2e%2e'),
  )
  .map((text) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8')));

const validEntry = {
  title: 'Kabwe branch meeting',
  body: 'Members meet on Saturday.',
  imageUrl: null,
};

describe('content API under generated hostile input', { timeout: PROPERTY_TEST_TIMEOUT_MS }, () => {
  it('creates an entry for a valid body only, and never for a refused one', async () => {
    await fc.assert(
      fc.asyncProperty(rawBody(validEntry), async (body) => {
        const before = await contentState();
        const answer = await app.send('/api/contents', {
          method: 'POST',
          token: editorToken,
          body,
          headers: { 'content-type': 'application/json' },
        });
        expectNoServerError(answer);
        const after = await contentState();
        if (answer.status >= 400) expect(after).toEqual(before);
        else {
          expect(answer.status).toBe(201);
          expect(after.count).toBe(before.count + 1);
          const stored = await app.send(`/api/contents/${answer.body.id}`);
          expect(stored.body).toEqual(answer.body);
        }
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('refuses malformed edits and stale versions without changing the entry', async () => {
    const created = await app.send('/api/contents', {
      method: 'POST',
      token: editorToken,
      json: validEntry,
    });
    const id = created.body.id as number;
    await fc.assert(
      fc.asyncProperty(mutatedBody({ ...validEntry, version: 1 }), async (json) => {
        const before = await contentState();
        const answer = await app.send(`/api/contents/${id}`, {
          method: 'PUT',
          token: editorToken,
          json,
        });
        expectNoServerError(answer);
        if (answer.status >= 400) expect(await contentState()).toEqual(before);
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('answers any id in the path of a read, edit or delete with JSON, deleting nothing by mistake', async () => {
    const cases = fc.tuple(fc.constantFrom('GET', 'PUT', 'DELETE'), pathSegment);
    await fc.assert(
      fc.asyncProperty(cases, async ([method, segment]) => {
        const before = await contentState();
        const answer = await app.send(`/api/contents/${segment}`, {
          method,
          token: editorToken,
          json: method === 'PUT' ? { ...validEntry, version: 1 } : undefined,
        });
        expectNoServerError(answer);
        if (answer.status >= 400) expect(await contentState()).toEqual(before);
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('refuses writes with forged tokens or from members who are not editors', async () => {
    const before = await contentState();
    const tokens = fc.oneof(hostileBearer(editorToken), fc.constant(memberToken));
    await fc.assert(
      fc.asyncProperty(tokens, fc.constantFrom('POST', 'PUT', 'DELETE'), async (token, method) => {
        fc.pre(token !== editorToken);
        const path = method === 'POST' ? '/api/contents' : '/api/contents/1';
        const answer = await app.send(path, {
          method,
          token,
          json: method === 'DELETE' ? undefined : { ...validEntry, version: 1 },
        });
        expectNoServerError(answer);
        expect([401, 403]).toContain(answer.status);
      }),
      { numRuns: PROPERTY_RUNS },
    );
    expect(await contentState()).toEqual(before);
  });
});

describe('upload API under generated hostile input', { timeout: PROPERTY_TEST_TIMEOUT_MS }, () => {
  async function uploadState() {
    const [row] = (await database.execute('SELECT count(*)::int AS count FROM uploads')) as {
      count: number;
    }[];
    // The files live in the database's upload store (upload_blobs), the default.
    const [blobs] = (await database.execute('SELECT count(*)::int AS count FROM upload_blobs')) as {
      count: number;
    }[];
    return { rows: row?.count ?? 0, files: blobs?.count ?? 0 };
  }

  const bytes = fc.oneof(
    fc.uint8Array({ maxLength: 64 }),
    fc.uint8Array({ maxLength: 64 }).map((tail) => new Uint8Array([...PNG_SIGNATURE, ...tail])),
    fc.constantFrom(
      new Uint8Array(),
      new TextEncoder().encode('<svg onload="alert(1)"/>'),
      new Uint8Array(ONE_PIXEL_PNG),
    ),
  );
  const fileName = fc.oneof(
    hostileText,
    fc.constantFrom(
      '../../../etc/passwd.png',
      '..\\..\\app.png',
      '/absolute.png',
      'a/../../b.png',
      '.png',
    ),
  );

  it('stores images under random names only, and nothing from a refused upload', async () => {
    await fc.assert(
      fc.asyncProperty(
        bytes,
        fileName,
        fc.constantFrom('file', 'image', ''),
        async (content, name, field) => {
          const before = await uploadState();
          const form = new FormData();
          form.set(
            field,
            new File([content as Uint8Array<ArrayBuffer>], name, { type: 'image/png' }),
          );
          const answer = await app.send('/api/uploads', {
            method: 'POST',
            token: editorToken,
            body: form,
          });
          expectNoServerError(answer);
          const after = await uploadState();
          if (answer.status >= 400) expect(after).toEqual(before);
          else {
            expect(answer.body.url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}-[1-9]\d*\.webp$/);
            // One row per upload, one file per stored width (up to three).
            expect(after.rows).toBe(before.rows + 1);
            expect(after.files - before.files).toBeGreaterThanOrEqual(1);
            expect(after.files - before.files).toBeLessThanOrEqual(3);
            const [stored] = (await database.execute(
              'SELECT original_name FROM uploads ORDER BY created_at DESC, id LIMIT 1',
            )) as { original_name: string | null }[];
            // The uploaded name is kept only as a label, with every path separator neutralised.
            expect(stored?.original_name ?? '').not.toMatch(/[/\\]/);
            expect(stored?.original_name ?? '').not.toContain('\u0000');
          }
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('answers any image name with the image or a JSON 404, never a file outside the folder', async () => {
    await fc.assert(
      fc.asyncProperty(pathSegment, async (segment) => {
        const response = await app.app.request(`/api/uploads/${segment}`);
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ error: 'not_found' });
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });
});
