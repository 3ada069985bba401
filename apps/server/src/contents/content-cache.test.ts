import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  token = (await login(server, 'demo.editor')).body.access_token;
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

const listUrl = () => `${server.url}/api/contents?limit=100`;
const titles = async () =>
  (await call(listUrl())).body.map((notice: { title: string }) => notice.title) as string[];

describe('the cached notices list', () => {
  it('answers 304 to a matching If-None-Match, and a new ETag after a write', async () => {
    const first = await call(listUrl());
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await call(listUrl(), { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    const created = await call(`${server.url}/api/contents`, {
      method: 'POST',
      token,
      json: { title: 'Tag mover', body: 'Changes the list.', imageUrl: null },
    });
    expect(created.status).toBe(201);
    const after = await call(listUrl(), { headers: { 'if-none-match': etag ?? '' } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('changes after a create, an update and a delete on the same instance', async () => {
    expect(await titles()).not.toContain('Cached notice');
    const created = await call(`${server.url}/api/contents`, {
      method: 'POST',
      token,
      json: { title: 'Cached notice', body: 'First words.', imageUrl: null },
    });
    expect(created.status).toBe(201);
    expect(await titles()).toContain('Cached notice');
    expect((await call(`${server.url}/api/contents/${created.body.id}`)).body.title).toBe(
      'Cached notice',
    );

    const updated = await call(`${server.url}/api/contents/${created.body.id}`, {
      method: 'PUT',
      token,
      json: { title: 'Cached notice, edited', body: 'Second words.', imageUrl: null, version: 1 },
    });
    expect(updated.status).toBe(200);
    const listed = await titles();
    expect(listed).toContain('Cached notice, edited');
    expect(listed).not.toContain('Cached notice');
    expect((await call(`${server.url}/api/contents/${created.body.id}`)).body).toEqual(
      updated.body,
    );

    const deleted = await call(`${server.url}/api/contents/${created.body.id}`, {
      method: 'DELETE',
      token,
    });
    expect(deleted.status).toBe(204);
    expect(await titles()).not.toContain('Cached notice, edited');
    const gone = await call(`${server.url}/api/contents/${created.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBeDefined();
  });

  it('keeps the Next-Cursor header with the cached page', async () => {
    const first = await call(`${server.url}/api/contents?limit=1`);
    const again = await call(`${server.url}/api/contents?limit=1`);
    expect(first.headers.get('next-cursor')).toBeTruthy();
    expect(again.headers.get('next-cursor')).toBe(first.headers.get('next-cursor'));
    expect(again.body).toEqual(first.body);
  });
});
