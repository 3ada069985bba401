import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_RUNS, PROPERTY_TEST_TIMEOUT_MS, rawBody } from '../../test-support/hostile-input';
import { expectNoServerError, startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

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

describe('chat API under generated hostile input', { timeout: PROPERTY_TEST_TIMEOUT_MS }, () => {
  it('answers any question body with a reply or a JSON 4xx, never a server error', async () => {
    const valid = { query: 'Who may become a member?', sessionId: 'visitor-1', useRag: true };
    await fc.assert(
      fc.asyncProperty(rawBody(valid), async (body) => {
        const answer = await app.send('/api/chat', {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json' },
        });
        expectNoServerError(answer);
        if (answer.status === 200) {
          expect(answer.body).toMatchObject({
            answer: expect.any(String),
            sources: expect.any(Array),
          });
        }
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('stores no question: only the rate-limit counters move', async () => {
    const tables = (await database.execute(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_name <> 'rate_limit_hits'`,
    )) as { table_name: string }[];
    const counts = async () => {
      const result: Record<string, unknown> = {};
      for (const { table_name } of tables) {
        const [row] = (await database.execute(
          `SELECT count(*)::int AS n FROM "${table_name}"`,
        )) as {
          n: number;
        }[];
        result[table_name] = row?.n;
      }
      return result;
    };
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 200 }), async (query) => {
        const answer = await app.send('/api/chat', {
          method: 'POST',
          json: { query, sessionId: 'property-visitor' },
        });
        expectNoServerError(answer);
      }),
      { numRuns: PROPERTY_RUNS },
    );
    expect(await counts()).toEqual(before);
  });
});
