import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;
let editorToken: string;
let memberToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  editorToken = (await login(server, 'demo.editor')).body.access_token;
  memberToken = (await login(server, 'demo.active')).body.access_token;
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

const contentsUrl = () => `${server.url}/api/contents`;
const entry = {
  title: 'Clinic day in Mongu',
  body: 'Free screening at the district hospital.',
  imageUrl: null,
};

describe('reading contents', () => {
  it('lists the published entries publicly, newest first, in the contract shape', async () => {
    const { status, body } = await call(contentsUrl());
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(body[0]).sort()).toEqual(
      [
        'body',
        'createdAt',
        'id',
        'imageAlt',
        'imageUrl',
        'showUntil',
        'title',
        'updatedAt',
        'version',
      ].sort(),
    );
    expect(body[0].version).toBe(1);
    const times = body.map((item: { createdAt: string }) => Date.parse(item.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('gzips a list of 1 KB or more for clients that accept it', async () => {
    const response = await fetch(contentsUrl(), { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect((await response.json()).length).toBeGreaterThanOrEqual(3);
    const plain = await fetch(contentsUrl(), { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const small = await fetch(`${server.url}/api/health`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('answers an unknown or malformed id with a JSON 404 or 400', async () => {
    expect((await call(`${contentsUrl()}/999999`)).status).toBe(404);
    const malformed = await call(`${contentsUrl()}/abc`);
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'validation_failed' });
  });
});

describe('writing contents', () => {
  it('lets an editor create, update and delete an entry', async () => {
    const created = await call(contentsUrl(), { method: 'POST', token: editorToken, json: entry });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...entry, id: expect.any(Number), version: 1 });
    const url = `${contentsUrl()}/${created.body.id}`;
    const updated = await call(url, {
      method: 'PUT',
      token: editorToken,
      json: { ...entry, title: 'Clinic day in Mongu, moved to Friday', version: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      title: 'Clinic day in Mongu, moved to Friday',
      version: 2,
    });
    expect(Date.parse(updated.body.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(created.body.updatedAt),
    );
    expect((await call(url)).body.title).toBe('Clinic day in Mongu, moved to Friday');
    expect((await call(url, { method: 'DELETE', token: editorToken })).status).toBe(204);
    expect((await call(url)).status).toBe(404);
    expect((await call(url, { method: 'DELETE', token: editorToken })).status).toBe(404);
  });

  it('answers a PUT with a stale version with 409 and keeps the newer text', async () => {
    const created = await call(contentsUrl(), { method: 'POST', token: editorToken, json: entry });
    const url = `${contentsUrl()}/${created.body.id}`;
    const first = await call(url, {
      method: 'PUT',
      token: editorToken,
      json: { ...entry, title: 'First edit', version: 1 },
    });
    expect(first.status).toBe(200);
    const stale = await call(url, {
      method: 'PUT',
      token: editorToken,
      json: { ...entry, title: 'Second edit', version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      error: 'version_conflict',
      message: expect.stringContaining('version 2'),
    });
    expect((await call(url)).body).toMatchObject({ title: 'First edit', version: 2 });
    const missing = await call(`${contentsUrl()}/999999`, {
      method: 'PUT',
      token: editorToken,
      json: { ...entry, version: 1 },
    });
    expect(missing.status).toBe(404);
  });

  it('lets exactly one of several simultaneous edits of one version win', async () => {
    const created = await call(contentsUrl(), { method: 'POST', token: editorToken, json: entry });
    const url = `${contentsUrl()}/${created.body.id}`;
    const answers = await Promise.all(
      ['A', 'B', 'C', 'D'].map((letter) =>
        call(url, {
          method: 'PUT',
          token: editorToken,
          json: { ...entry, title: `Edit ${letter}`, version: 1 },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = answers.find((answer) => answer.status === 200);
    expect((await call(url)).body).toMatchObject({ title: winner?.body.title, version: 2 });
  });

  it('refuses writes without a token (401), with a bad token (401) and from non-editors (403)', async () => {
    const before = (await call(contentsUrl())).body.length;
    expect((await call(contentsUrl(), { method: 'POST', json: entry })).status).toBe(401);
    expect(
      (await call(contentsUrl(), { method: 'POST', json: entry, token: 'x.y.z' })).status,
    ).toBe(401);
    const member = await call(contentsUrl(), { method: 'POST', json: entry, token: memberToken });
    expect(member.status).toBe(403);
    expect(member.body).toEqual({
      error: 'forbidden',
      message: 'Only editors may change contents',
    });
    const [first] = (await call(contentsUrl())).body;
    expect(
      (await call(`${contentsUrl()}/${first.id}`, { method: 'DELETE', token: memberToken })).status,
    ).toBe(403);
    expect(
      (
        await call(`${contentsUrl()}/${first.id}`, {
          method: 'PUT',
          json: { ...entry, version: 1 },
        })
      ).status,
    ).toBe(401);
    expect((await call(contentsUrl())).body.length).toBe(before);
  });

  it('refuses invalid entries with 400 JSON and stores nothing', async () => {
    const before = (await call(contentsUrl())).body.length;
    for (const json of [
      {},
      { ...entry, title: '' },
      { ...entry, title: 'x'.repeat(201) },
      { ...entry, body: 42 },
      { ...entry, imageUrl: 'javascript:alert(1)' },
      { ...entry, imageUrl: '//evil.example.com/a.png' },
      { ...entry, imageUrl: '/\\evil.example.com/a.png' },
      { ...entry, title: 'nul \u0000 inside' },
      [entry],
    ]) {
      const response = await call(contentsUrl(), { method: 'POST', token: editorToken, json });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        error: expect.any(String),
        message: expect.any(String),
      });
    }
    const script = await call(contentsUrl(), {
      method: 'POST',
      token: editorToken,
      json: { ...entry, imageUrl: 'javascript:alert(1)' },
    });
    // The field named once, as the studio puts it beside the field: not "imageUrl: imageUrl must…".
    expect(script.body.message).toBe(
      'imageUrl: must be an upload of this site (/api/uploads/...) or an https:// address',
    );
    const [first] = (await call(contentsUrl())).body;
    const noVersion = await call(`${contentsUrl()}/${first.id}`, {
      method: 'PUT',
      token: editorToken,
      json: entry,
    });
    expect(noVersion.status).toBe(400);
    const hugeVersion = await call(`${contentsUrl()}/${first.id}`, {
      method: 'PUT',
      token: editorToken,
      json: { ...entry, version: 2 ** 40 },
    });
    expect(hugeVersion.status).toBe(400);
    expect((await call(`${contentsUrl()}/99999999999`)).status).toBe(400);
    expect((await call(contentsUrl())).body.length).toBe(before);
  });

  it('refuses an unknown field with a 400 naming it, on POST and PUT, and changes nothing', async () => {
    const before = (await call(contentsUrl())).body.length;
    // Notices have no drafts: a `status` that was silently dropped published the notice at once.
    const draft = await call(contentsUrl(), {
      method: 'POST',
      token: editorToken,
      json: { ...entry, status: 'draft' },
    });
    expect(draft.status).toBe(400);
    expect(draft.body).toMatchObject({ error: 'validation_failed' });
    expect(draft.body.message).toContain('status');
    expect((await call(contentsUrl())).body.length).toBe(before);

    const created = await call(contentsUrl(), { method: 'POST', token: editorToken, json: entry });
    const url = `${contentsUrl()}/${created.body.id}`;
    const misspelt = await call(url, {
      method: 'PUT',
      token: editorToken,
      json: { ...entry, titel: 'Clinic day moved', version: 1 },
    });
    expect(misspelt.status).toBe(400);
    expect(misspelt.body.message).toContain('titel');
    expect((await call(url)).body).toMatchObject({ title: entry.title, version: 1 });

    // A notice read and sent back whole is fine: the server's own fields are ignored.
    const sentBack = await call(url, {
      method: 'PUT',
      token: editorToken,
      json: { ...created.body, id: 1, title: 'Clinic day in Mongu, on Friday' },
    });
    expect(sentBack.status, JSON.stringify(sentBack.body)).toBe(200);
    expect(sentBack.body).toMatchObject({ id: created.body.id, version: 2 });
    expect(sentBack.body.createdAt).toBe(created.body.createdAt);
  });

  it("keeps a picture's alternative text, '' (decorative) when none is given", async () => {
    const plain = await call(contentsUrl(), { method: 'POST', token: editorToken, json: entry });
    expect(plain.body.imageAlt).toBe('');
    const described = await call(contentsUrl(), {
      method: 'POST',
      token: editorToken,
      json: {
        ...entry,
        imageUrl: '/api/uploads/clinic.png',
        imageAlt: '  Nurses at a screening table outside the hospital  ',
      },
    });
    expect(described.status).toBe(201);
    const url = `${contentsUrl()}/${described.body.id}`;
    expect((await call(url)).body.imageAlt).toBe(
      'Nurses at a screening table outside the hospital',
    );
    const edited = await call(url, {
      method: 'PUT',
      token: editorToken,
      json: {
        ...entry,
        imageUrl: '/api/uploads/clinic.png',
        imageAlt: 'Queue at the clinic',
        version: 1,
      },
    });
    expect(edited.body.imageAlt).toBe('Queue at the clinic');
    for (const imageAlt of ['x'.repeat(501), 42, 'nul \u0000 inside']) {
      const refused = await call(url, {
        method: 'PUT',
        token: editorToken,
        json: { ...entry, imageAlt, version: 2 },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('imageAlt');
    }
    expect((await call(url)).body.imageAlt).toBe('Queue at the clinic');
  });

  it('stores markup and SQL-like text literally', async () => {
    const hostile = {
      title: `<script>alert('x')</script>'; DROP TABLE contents; --`,
      body: "<img src=x onerror=alert(1)> Robert'); DELETE FROM users;--",
      imageUrl: '/api/uploads/picture.png',
    };
    const created = await call(contentsUrl(), {
      method: 'POST',
      token: editorToken,
      json: hostile,
    });
    expect(created.status).toBe(201);
    expect((await call(`${contentsUrl()}/${created.body.id}`)).body).toMatchObject(hostile);
    expect(Number((await call(`${server.memberApi}/users/count`)).body)).toBeGreaterThan(0);
  });
});

describe('the audit log of notices', () => {
  it('has a line for each notice an editor adds, edits and deletes, filterable as notices', async () => {
    const created = await call(contentsUrl(), {
      method: 'POST',
      token: editorToken,
      json: { ...entry, title: 'Notice for the log' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const edited = await call(`${contentsUrl()}/${id}`, {
      method: 'PUT',
      token: editorToken,
      json: { ...entry, title: 'Notice for the log, edited', version: 1 },
    });
    expect(edited.status).toBe(200);
    expect(
      (await call(`${contentsUrl()}/${id}`, { method: 'DELETE', token: editorToken })).status,
    ).toBe(204);
    // A refused write leaves no line.
    await call(`${contentsUrl()}/${id}`, {
      method: 'PUT',
      token: editorToken,
      json: { ...entry, version: 2 },
    });

    const log = await call(`${server.url}/api/audit-log?collection=notices`, {
      token: editorToken,
    });
    expect(log.status).toBe(200);
    expect(log.body.items.filter((item: { entryId: number }) => item.entryId === id)).toEqual([
      expect.objectContaining({
        actor: 'demo.editor',
        action: 'delete',
        collection: 'notices',
        summary: 'Deleted notice “Notice for the log, edited”',
      }),
      expect.objectContaining({
        action: 'update',
        summary: 'Edited notice “Notice for the log, edited”',
      }),
      expect.objectContaining({ action: 'create', summary: 'Created notice “Notice for the log”' }),
    ]);
    const all = await call(`${server.url}/api/audit-log`, { token: editorToken });
    expect(all.body.items[0]).toMatchObject({ collection: 'notices', entryId: id });
  });
});
