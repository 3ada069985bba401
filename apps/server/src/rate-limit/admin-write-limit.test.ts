import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { Json } from '../../test-support/test-server';
import { users } from '../db/schema';
import {
  ADMIN_WRITE_LIMIT_DESCRIPTION,
  ADMIN_WRITES_PER_HOUR,
  ADMIN_WRITES_PER_MINUTE,
} from './admin-write-limit';
import { STUDIO_WRITES_PER_MINUTE } from './studio-write-limit';

// Role changes, decisions on applications, dues changes, bills, recorded payments and refunds had
// no limit, while the studio's saves had one: a stolen admin session or a script in a loop could
// hand out the admin role, approve (and text) applicants or empty the rendered pages at will.

let database: TestDatabase;
let app: TestApp;
let admin: string;
let adminKey: string;
let secondAdmin: string;

async function tokenOf(username: string): Promise<string> {
  const answer = await app.send(`/${app.config.apiPrefix}/api/login`, {
    method: 'POST',
    json: { username, password: 'Demo-2026!' },
  });
  return answer.body.access_token;
}

async function idOf(username: string): Promise<number> {
  const [row] = await app.services.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  if (!row) throw new Error(`no ${username}`);
  return row.id;
}

async function roleOf(username: string): Promise<string | undefined> {
  const [row] = await app.services.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.username, username));
  return row?.role;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  // A second admin, whose allowance is their own.
  await database.execute("UPDATE users SET role = 'admin' WHERE username = 'demo.legacy'");
  admin = await tokenOf('demo.admin');
  secondAdmin = await tokenOf('demo.legacy');
  adminKey = String(await idOf('demo.admin'));
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

beforeEach(async () => {
  await app.services.limiter.reset(ADMIN_WRITES_PER_MINUTE, adminKey);
  await app.services.limiter.reset(ADMIN_WRITES_PER_HOUR, adminKey);
  await database.execute("UPDATE users SET role = 'member' WHERE username = 'demo.active'");
});

/** Counts `count` admin writes for the admin, as if they had been made. */
async function alreadyMade(count: number, rule = ADMIN_WRITES_PER_MINUTE) {
  for (let index = 0; index < count; index += 1) await app.services.limiter.hit(rule, adminKey);
}

/** Sends a request and answers its status, `Retry-After` and parsed body. */
async function send(path: string, init: { method: string; token?: string; json?: unknown }) {
  const headers: Record<string, string> = { authorization: `Bearer ${init.token ?? admin}` };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await app.app.request(path, {
    method: init.method,
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    retryAfter: response.headers.get('retry-after'),
    body: (text ? JSON.parse(text) : null) as Json,
  };
}

const setRole = (member: string, role: string, token?: string) =>
  send(`/api/members/${member}/role`, { method: 'PUT', token, json: { role } });

describe('admin writes per admin', () => {
  it('refuses the 21st admin change of a minute with a JSON 429 naming the wait, changing no role', async () => {
    await alreadyMade(ADMIN_WRITES_PER_MINUTE.limit - 1);
    expect((await setRole('demo.active', 'editor')).status).toBe(200);

    const refused = await setRole('demo.active', 'admin');
    expect(refused.status).toBe(429);
    expect(refused.contentType).toMatch(/^application\/json/);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({
      error: 'rate_limited',
      retryAfterSeconds: Number(refused.retryAfter),
    });
    expect(refused.body.message).toMatch(
      /^Too many admin changes were made from your account in a short time\. Try again in \d+ (seconds?|minutes?)\.$/,
    );
    expect(await roleOf('demo.active')).toBe('editor');
    // Every admin write draws on the one allowance: a dues change is refused too.
    const dues = await send(`/${app.config.apiPrefix}/api/admin/dues/FULL`, {
      method: 'PUT',
      json: { amount: 999 },
    });
    expect(dues.status).toBe(429);
  });

  it("leaves another admin's allowance, and the admin's own studio allowance, alone", async () => {
    await alreadyMade(ADMIN_WRITES_PER_MINUTE.limit);
    expect((await setRole('demo.active', 'editor')).status).toBe(429);
    expect((await setRole('demo.active', 'editor', secondAdmin)).status).toBe(200);
    const studioSave = await send('/api/partners', {
      method: 'POST',
      json: { name: 'Saved by an admin', description: 'A partner of the association' },
    });
    expect(studioSave.status).toBe(201);
    const studio = await app.services.limiter.state(STUDIO_WRITES_PER_MINUTE, adminKey);
    expect(studio.hits).toBe(1);
  });

  it('does not count an admin write the server refused, which changed nothing', async () => {
    await alreadyMade(ADMIN_WRITES_PER_MINUTE.limit - 1);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await setRole('nobody.by.that.name', 'editor')).status).toBe(404);
      expect((await setRole('demo.admin', 'member')).status).toBe(400);
      expect((await setRole('demo.editor', 'editor')).status).toBe(409);
      expect((await setRole('demo.active', 'owner')).status).toBe(400);
    }
    expect((await setRole('demo.active', 'editor')).status).toBe(200);
    expect((await setRole('demo.active', 'member')).status).toBe(429);
  });

  it("refuses past the hour's limit even with the minute's allowance left", async () => {
    await alreadyMade(ADMIN_WRITES_PER_HOUR.limit, ADMIN_WRITES_PER_HOUR);
    const refused = await setRole('demo.active', 'editor');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many admin changes were made from your account/);
    expect(await roleOf('demo.active')).toBe('member');
    // The minute's hit taken before the hour refused is given back.
    const state = await app.services.limiter.state(ADMIN_WRITES_PER_MINUTE, adminKey);
    expect(state.hits).toBe(0);
  });

  it('answers every admin write the OpenAPI document declares its 429 on, and declares it on every one', async () => {
    const document = (await app.send('/api/openapi.json')).body;
    const writes: { method: string; path: string }[] = [];
    for (const [path, operations] of Object.entries<Json>(document.paths)) {
      for (const [method, operation] of Object.entries<Json>(operations)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        const adminOnly = path.includes('/admin/') || path === '/api/members/{member}/role';
        const declared =
          operation.responses?.['429']?.description === ADMIN_WRITE_LIMIT_DESCRIPTION;
        expect(declared, `${method} ${path}`).toBe(adminOnly);
        if (declared) writes.push({ method: method.toUpperCase(), path });
      }
    }
    // The role change, approve and reject, the dues, a bill, a recorded payment, a refund.
    expect(writes.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
      [
        'PUT /api/members/{member}/role',
        `POST /${app.config.apiPrefix}/api/admin/applications/{id}/approve`,
        `POST /${app.config.apiPrefix}/api/admin/applications/{id}/reject`,
        `PUT /${app.config.apiPrefix}/api/admin/dues/{membershipType}`,
        `POST /${app.config.apiPrefix}/api/admin/receivables/{receivableId}/payments`,
        `POST /${app.config.apiPrefix}/api/admin/refunds/{paymentId}/refunded`,
        `POST /${app.config.apiPrefix}/api/admin/subscriptions`,
      ].sort(),
    );
    await alreadyMade(ADMIN_WRITES_PER_MINUTE.limit);
    for (const { method, path } of writes) {
      const answer = await send(path.replace(/\{[^}]+\}/g, '1'), { method, json: {} });
      expect(answer.status, `${method} ${path}`).toBe(429);
      expect(answer.body.error, `${method} ${path}`).toBe('rate_limited');
    }
    // Reading the lists the decisions are made from is not counted.
    const list = await send(`/${app.config.apiPrefix}/api/admin/applications`, { method: 'GET' });
    expect(list.status).toBe(200);
  });
});
