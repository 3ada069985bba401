import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { Json } from '../../test-support/test-server';
import { STUDIO_WRITE_BASES } from '../collections/content-api-routes';
import { users } from '../db/schema';
import {
  STUDIO_WRITE_LIMIT_DESCRIPTION,
  STUDIO_WRITES_PER_HOUR,
  STUDIO_WRITES_PER_MINUTE,
} from './studio-write-limit';

// One editor session saving in a loop (`PUT /api/partners/1 {version, order}`) emptied the
// rendered pages and the public lists at every save, and cut the public site from 1105 to 58
// pages a second (security review of the studio).

let database: TestDatabase;
let app: TestApp;
let editor: string;
let editorKey: string;
let otherEditor: string;

async function tokenOf(username: string): Promise<string> {
  const answer = await app.send(`/${app.config.apiPrefix}/api/login`, {
    method: 'POST',
    json: { username, password: 'Demo-2026!' },
  });
  return answer.body.access_token;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  editor = await tokenOf('demo.editor');
  otherEditor = await tokenOf('demo.admin');
  const [row] = await app.services.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'demo.editor'));
  editorKey = String(row?.id);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

beforeEach(async () => {
  await app.services.limiter.reset(STUDIO_WRITES_PER_MINUTE, editorKey);
  await app.services.limiter.reset(STUDIO_WRITES_PER_HOUR, editorKey);
});

/** Counts `count` studio writes for the editor, as if they had been saved. */
async function alreadySaved(count: number, rule = STUDIO_WRITES_PER_MINUTE) {
  for (let index = 0; index < count; index += 1) await app.services.limiter.hit(rule, editorKey);
}

/** Sends a request and answers its status, `Retry-After` and parsed body. */
async function send(path: string, init: { method: string; token?: string; json?: unknown }) {
  const headers: Record<string, string> = { authorization: `Bearer ${init.token ?? editor}` };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await app.app.request(path, {
    method: init.method,
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (text ? JSON.parse(text) : null) as Json,
  };
}

const partner = (name: string) => ({ name, description: 'A partner of the association' });
const notice = (title: string) => ({ title, body: 'Words of the notice' });

describe('studio writes per editor', () => {
  it('refuses the 61st save of a minute with 429, Retry-After and the wait in words, every route counted together', async () => {
    await alreadySaved(STUDIO_WRITES_PER_MINUTE.limit - 1);
    const sixtieth = await send('/api/partners', { method: 'POST', json: partner('Sixtieth') });
    expect(sixtieth.status).toBe(201);

    const refused = await send('/api/contents', { method: 'POST', json: notice('Sixty-first') });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({
      error: 'rate_limited',
      retryAfterSeconds: Number(refused.retryAfter),
    });
    expect(refused.body.message).toMatch(
      /^Too many changes were saved from your account in a short time\. Try again in \d+ (seconds?|minutes?)\.$/,
    );
    const notices = await app.send('/api/contents?limit=100');
    expect(notices.body.map((entry: Json) => entry.title)).not.toContain('Sixty-first');
  });

  it("leaves another editor's allowance alone", async () => {
    await alreadySaved(STUDIO_WRITES_PER_MINUTE.limit);
    expect((await send('/api/partners', { method: 'POST', json: partner('Mine') })).status).toBe(
      429,
    );
    const theirs = await send('/api/partners', {
      method: 'POST',
      token: otherEditor,
      json: partner('Theirs'),
    });
    expect(theirs.status).toBe(201);
  });

  it('does not count a save the server refused, which changed nothing', async () => {
    await alreadySaved(STUDIO_WRITES_PER_MINUTE.limit - 1);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const malformed = await send('/api/partners', { method: 'POST', json: { name: '' } });
      expect(malformed.status).toBe(400);
      const gone = await send('/api/contents/999999', {
        method: 'PUT',
        json: { ...notice('Nothing'), version: 1 },
      });
      expect(gone.status).toBe(404);
    }
    expect((await send('/api/partners', { method: 'POST', json: partner('Last') })).status).toBe(
      201,
    );
    expect(
      (await send('/api/partners', { method: 'POST', json: partner('One too many') })).status,
    ).toBe(429);
  });

  it("refuses past the hour's limit even with the minute's allowance left", async () => {
    await alreadySaved(STUDIO_WRITES_PER_HOUR.limit, STUDIO_WRITES_PER_HOUR);
    const refused = await send('/api/site-settings', { method: 'PUT', json: { version: 0 } });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many changes were saved from your account/);
    // The minute's hit taken before the hour refused is given back.
    const state = await app.services.limiter.state(STUDIO_WRITES_PER_MINUTE, editorKey);
    expect(state.hits).toBe(0);
  });

  it('answers every studio write the OpenAPI document declares its 429 on, and declares it on every one', async () => {
    const document = (await app.send('/api/openapi.json')).body;
    const writes: { method: string; path: string }[] = [];
    for (const [path, operations] of Object.entries<Json>(document.paths)) {
      for (const [method, operation] of Object.entries<Json>(operations)) {
        const studio = STUDIO_WRITE_BASES.some(
          (base) => path === base || path.startsWith(`${base}/`),
        );
        const declared =
          operation.responses?.['429']?.description === STUDIO_WRITE_LIMIT_DESCRIPTION;
        if (studio && ['post', 'put', 'delete'].includes(method)) {
          expect(declared, `${method} ${path}`).toBe(true);
        }
        if (declared) writes.push({ method: method.toUpperCase(), path });
      }
    }
    // Every collection's five writes, the notices' five, the settings' two and the upload.
    expect(writes.length).toBe(5 * (STUDIO_WRITE_BASES.length - 3) + 5 + 2 + 1);
    await alreadySaved(STUDIO_WRITES_PER_MINUTE.limit);
    for (const { method, path } of writes) {
      const answer = await send(path.replace(/\{[^}]+\}/g, '1'), {
        method,
        json: method === 'DELETE' || path === '/api/uploads' ? undefined : {},
      });
      expect(answer.status, `${method} ${path}`).toBe(429);
    }
  });
});
