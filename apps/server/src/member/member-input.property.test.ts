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
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  base = `/${app.config.apiPrefix}/api`;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/** A digest of every member's account and the session count: what a rejected call must not move. */
async function memberState(): Promise<string> {
  const [row] = (await database.execute(
    `SELECT md5(string_agg(concat_ws('|', id, username, password_hash, status, first_name, last_name,
       email, phone_number, nrc_number, district_id), ',' ORDER BY id)) AS users,
     (SELECT count(*) FROM refresh_tokens) AS sessions FROM users`,
  )) as { users: string; sessions: string }[];
  return `${row?.users}/${row?.sessions}`;
}

async function loginAs(username: string) {
  const { body } = await app.send(`${base}/login`, {
    method: 'POST',
    json: { username, password: 'Demo-2026!' },
  });
  return body as { access_token: string; refresh_token: string };
}

describe('member API under generated hostile input', { timeout: PROPERTY_TEST_TIMEOUT_MS }, () => {
  it('answers any login body with a JSON 4xx and starts no session', async () => {
    const before = await memberState();
    await fc.assert(
      fc.asyncProperty(rawBody({ username: 'demo.active', password: 'wrong' }), async (body) => {
        const answer = await app.send(`${base}/login`, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json' },
        });
        expectNoServerError(answer);
        expect(answer.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: PROPERTY_RUNS },
    );
    expect(await memberState()).toBe(before);
  });

  it('answers any login query with a JSON 4xx and starts no session', async () => {
    const before = await memberState();
    const query = fc.record(
      { username: hostileText, password: hostileText, extra: hostileText },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(query, async (parameters) => {
        const answer = await app.send(`${base}/login?${new URLSearchParams(parameters)}`);
        expectNoServerError(answer);
        expect(answer.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: PROPERTY_RUNS },
    );
    expect(await memberState()).toBe(before);
  });

  it('answers forged, tampered and junk tokens on every authorised call with 401 or 403 JSON', async () => {
    const real = await loginAs('demo.active');
    const before = await memberState();
    const calls = fc.constantFrom(
      { path: '/current', method: 'GET', token: real.access_token },
      { path: '/token/refresh', method: 'GET', token: real.refresh_token },
      { path: '/logout', method: 'POST', token: real.refresh_token },
      { path: '/registration', method: 'POST', token: real.access_token },
      { path: '/payments', method: 'POST', token: real.access_token },
      { path: '/receivables/1', method: 'GET', token: real.access_token },
    );
    const cases = calls.chain((target) =>
      hostileBearer(target.token).map((token) => ({ ...target, token })),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ({ path, method, token }) => {
        fc.pre(token !== real.access_token && token !== real.refresh_token);
        const json = method === 'GET' ? undefined : {};
        const answer = await app.send(`${base}${path}`, { method, token, json });
        expectNoServerError(answer);
        expect([401, 403]).toContain(answer.status);
      }),
      { numRuns: PROPERTY_RUNS },
    );
    expect(await memberState()).toBe(before);
  });

  it('refuses any malformed one-time password change without touching an account', async () => {
    const before = await memberState();
    const valid = {
      username: 'demo.otp',
      oneTimePassword: 'wrong',
      newPassword: 'Kabwe-Clinic-2027',
    };
    await fc.assert(
      fc.asyncProperty(mutatedBody(valid), async (json) => {
        const answer = await app.send(`${base}/password/one-time`, { method: 'POST', json });
        expectNoServerError(answer);
        expect(answer.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: PROPERTY_RUNS },
    );
    expect(await memberState()).toBe(before);
  });

  it('refuses any malformed registration with a JSON 4xx and stores none of it', async () => {
    const { access_token } = await loginAs('demo.registration');
    const valid = {
      firstName: 'Sample',
      lastName: 'Member',
      email: 'sample.member@example.org',
      phoneNumber: '0971234567',
      nrcNumber: '123456/10/1',
      districtId: 1,
    };
    await fc.assert(
      fc.asyncProperty(mutatedBody(valid), async (json) => {
        const before = await memberState();
        const answer = await app.send(`${base}/registration`, {
          method: 'POST',
          token: access_token,
          json,
        });
        expectNoServerError(answer);
        if (answer.status >= 400) expect(await memberState()).toBe(before);
        else
          await database.execute(
            `UPDATE users SET status = 'INCOMPLETE_REGISTRATION', first_name = NULL, last_name = NULL, email = NULL, phone_number = NULL, nrc_number = NULL, district_id = NULL WHERE username = 'demo.registration'`,
          );
        // Five attempts an hour are allowed; every case gets its own, so each reaches the checks.
        await database.execute(
          `DELETE FROM rate_limit_hits WHERE bucket LIKE 'registration-member:%'`,
        );
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });
});
