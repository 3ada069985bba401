import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, {});
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

/** `GET login` as a browser opens it, `secFetchSite` saying which page sent it there. */
function openLogin(username: string, secFetchSite: string) {
  const query = new URLSearchParams({ username, password: 'Demo-2026!' });
  return call(`${server.memberApi}/login?${query}`, {
    headers: { 'sec-fetch-site': secFetchSite, 'sec-fetch-mode': 'navigate' },
  });
}

describe('a login another site’s page opens in a visitor’s browser', () => {
  it('gives the browser no device mark, so the member’s own mark on it stays', async () => {
    // The member's phone, logging in on the site itself, is marked.
    const own = await openLogin('demo.active', 'same-origin');
    expect(own.status).toBe(200);
    expect(own.headers.get('set-cookie')).toMatch(/^coaz_login_device=/);
    // A page elsewhere sends the phone's browser to log in with its own account's password: the
    // answer must not replace the member's mark with one for that account.
    for (const secFetchSite of ['cross-site', 'same-site']) {
      const planted = await openLogin('demo.editor', secFetchSite);
      expect(planted.status, secFetchSite).toBe(200);
      expect(planted.headers.get('set-cookie'), secFetchSite).toBeNull();
    }
  });
});
