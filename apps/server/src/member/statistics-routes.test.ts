import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, startTestServer, type TestServer } from '../../test-support/test-server';
import { LOCKED_PASSWORD_HASH } from '../seed/lock-demo-accounts';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('the counts', () => {
  it('count members whatever role they also hold, not staff without a membership nor a demo account production locked', async () => {
    const read = async (path: string) => Number((await call(`${server.memberApi}${path}`)).body);
    const [members, active] = [await read('/users/count'), await read('/users/count/active')];
    const [row] = (await database.execute(
      "SELECT count(*) FILTER (WHERE role = 'member' OR membership_number IS NOT NULL) AS members, count(*) FILTER (WHERE (role = 'member' OR membership_number IS NOT NULL) AND status = 'ACTIVE') AS active FROM users",
    )) as { members: string; active: string }[];
    expect(members).toBe(Number(row?.members));
    expect(active).toBe(Number(row?.active));
    await database.execute(
      `UPDATE users SET password_hash = '${LOCKED_PASSWORD_HASH}' WHERE username = 'demo.active'`,
    );
    expect(await read('/users/count')).toBe(members - 1);
    expect(await read('/users/count/active')).toBe(active - 1);
  });

  it('count an editor or admin who holds a membership as the member they are', async () => {
    const read = async (path: string) => Number((await call(`${server.memberApi}${path}`)).body);
    const editor = (await database.execute(
      "SELECT membership_number, status FROM users WHERE username = 'demo.editor'",
    )) as { membership_number: string | null; status: string }[];
    // The demo gives its editor a paid full membership, which /verify confirms.
    expect(editor[0]).toMatchObject({ status: 'ACTIVE', membership_number: expect.any(String) });
    const [members, active] = [await read('/users/count'), await read('/users/count/active')];
    await database.execute(
      "UPDATE users SET membership_number = NULL WHERE username = 'demo.editor'",
    );
    expect(await read('/users/count')).toBe(members - 1);
    expect(await read('/users/count/active')).toBe(active - 1);
    await database.execute(
      "UPDATE users SET membership_number = 'COAZ-900001' WHERE username = 'demo.admin'",
    );
    expect(await read('/users/count')).toBe(members);
    expect(await read('/users/count/active')).toBe(active);
  });

  it('answer 304 to a browser holding the count, and the new count once it changed', async () => {
    const url = `${server.memberApi}/users/count`;
    const first = await call(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();

    const again = await call(url, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    await database.execute("DELETE FROM users WHERE username = 'demo.registration'");
    const changed = await call(url, { headers: { 'if-none-match': etag ?? '' } });
    expect(changed.status).toBe(200);
    expect(Number(changed.body)).toBe(Number(first.body) - 1);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('give each count its validator', async () => {
    for (const path of ['/users/count/active', '/districts/count', '/partners/count']) {
      const first = await call(`${server.memberApi}${path}`);
      const again = await call(`${server.memberApi}${path}`, {
        headers: { 'if-none-match': first.headers.get('etag') ?? '' },
      });
      expect(again.status, path).toBe(304);
    }
  });
});
