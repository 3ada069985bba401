import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hostileText,
  mutatedBody,
  PROPERTY_RUNS,
  PROPERTY_TEST_TIMEOUT_MS,
} from '../../test-support/hostile-input';
import { expectNoServerError, startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

let database: TestDatabase;
let app: TestApp;
let base: string;
let token: string;
let receivableId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  // The sandbox must not confirm during the run: a confirmed fee would change every later answer.
  app = await startTestApp(database, { paymentSandboxDelayMs: 3_600_000 });
  base = `/${app.config.apiPrefix}/api`;
  const { body } = await app.send(`${base}/login`, {
    method: 'POST',
    json: { username: 'demo.payment', password: 'Demo-2026!' },
  });
  token = body.access_token;
  receivableId = body.tariff.receivableId;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function paymentCount(): Promise<number> {
  const [row] = (await database.execute('SELECT count(*)::int AS n FROM payments')) as {
    n: number;
  }[];
  return row?.n ?? 0;
}

describe('payment API under generated hostile input', { timeout: PROPERTY_TEST_TIMEOUT_MS }, () => {
  it('refuses any malformed payment request with a JSON 4xx and records no payment', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .constant(null)
          .chain(() => mutatedBody({ receivableId, network: 'MTN', phoneNumber: '0961234567' })),
        async (json) => {
          const before = await paymentCount();
          const answer = await app.send(`${base}/payments`, { method: 'POST', token, json });
          expectNoServerError(answer);
          expect(await paymentCount()).toBe(answer.status >= 400 ? before : before + 1);
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('refuses a request that names its own amount or currency, naming the field', async () => {
    const before = await paymentCount();
    for (const extra of [{ amount: 1 }, { currency: 'USD' }]) {
      const json = { receivableId, network: 'MTN', phoneNumber: '0961234567', ...extra };
      const answer = await app.send(`${base}/payments`, { method: 'POST', token, json });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(Object.keys(extra)[0]);
    }
    expect(await paymentCount()).toBe(before);
  });

  it('answers any payment or fee id in the path with JSON, never a server error', async () => {
    const segment = fc
      .oneof(hostileText, fc.uuid(), fc.integer().map(String))
      .map((text) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8')));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('payments', 'receivables'), segment, async (kind, id) => {
        const answer = await app.send(`${base}/${kind}/${id}`, { token });
        expectNoServerError(answer);
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });
});
