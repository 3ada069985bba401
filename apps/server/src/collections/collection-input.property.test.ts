import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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
/** One entry of each collection, for the generated updates. */
const existing: Record<string, number> = {};

const MINIMAL: Record<string, Record<string, unknown>> = {
  news: { title: 'AGM', body: 'In Kabwe.', date: '2026-11-20' },
  events: { title: 'CPD day', date: '2026-12-02', venue: 'Ndola', startTime: '09:00' },
  vacancies: {
    position: 'Clinical Officer',
    company: 'UTH',
    closingOn: '2026-12-31',
    comments: ['x'],
  },
  people: { name: 'Entered by an editor', position: 'Member', group: 'employees', order: 1 },
  partners: {
    name: 'Partner',
    description: 'Works with us',
    url: 'https://example.org',
    logo: { url: '/api/uploads/a-640.webp', alt: 'Logo', focusX: 10, focusY: 90 },
  },
};
const NAMES = Object.keys(MINIMAL);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  editorToken = (
    await app.send(`/${app.config.apiPrefix}/api/login`, {
      method: 'POST',
      json: { username: 'demo.editor', password: 'Demo-2026!' },
    })
  ).body.access_token;
  for (const name of NAMES) {
    const created = await app.send(`/api/${name}`, {
      method: 'POST',
      token: editorToken,
      json: MINIMAL[name],
    });
    expect(created.status).toBe(201);
    existing[name] = created.body.id;
  }
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const collection = fc.constantFrom(...NAMES);

describe('the editorial API under generated hostile input', {
  timeout: PROPERTY_TEST_TIMEOUT_MS,
}, () => {
  it('answers a create with 201 or a JSON 4xx, never 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        collection.chain((name) => fc.tuple(fc.constant(name), rawBody(MINIMAL[name] ?? {}))),
        async ([name, body]) => {
          const answer = await app.send(`/api/${name}`, {
            method: 'POST',
            token: editorToken,
            body,
            headers: { 'content-type': 'application/json' },
          });
          expectNoServerError(answer);
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('answers an update with 200, 409 or a JSON 4xx, never 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        collection.chain((name) =>
          fc.tuple(fc.constant(name), mutatedBody({ ...MINIMAL[name], version: 1 })),
        ),
        async ([name, body]) => {
          const answer = await app.send(`/api/${name}/${existing[name]}`, {
            method: 'PUT',
            token: editorToken,
            json: body,
          });
          expectNoServerError(answer);
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('answers any list query with a page or a JSON 400, never 500', async () => {
    const parameter = fc.oneof(
      hostileText,
      fc.constantFrom('0', '100', '101', '-1', 'upcoming', 'open', 'employees', 'studio', 'draft'),
      fc
        .string({ unit: 'binary', maxLength: 60 })
        .map((text) => Buffer.from(text).toString('base64url')),
    );
    const key = fc.constantFrom('limit', 'cursor', 'when', 'group', 'view', 'q', 'status', 'other');
    await fc.assert(
      fc.asyncProperty(
        collection,
        fc.array(fc.tuple(key, parameter), { maxLength: 4 }),
        fc.boolean(),
        async (name, pairs, withToken) => {
          const query = new URLSearchParams(pairs).toString();
          const answer = await app.send(
            `/api/${name}?${query}`,
            withToken ? { token: editorToken } : {},
          );
          expectNoServerError(answer);
          if (answer.status === 200) {
            expect(answer.body).toMatchObject({ items: expect.any(Array) });
          }
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });
});
