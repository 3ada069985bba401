import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';

// An upload refused before its body is read (an expired token, say) leaves megabytes unread on
// the connection. The HTTP adapter drains them for half a second and then drops the connection,
// so a keep-alive answer would invite the client to send its next request (the token refresh,
// then the retried upload) on a connection about to be dropped: that request would get no
// answer at all. Such refusals must say `Connection: close`.

let database: TestDatabase;
let server: TestServer;
const picture = new Uint8Array(3 * 1024 * 1024);

function uploadForm(field: string): FormData {
  const form = new FormData();
  form.append(field, new Blob([picture], { type: 'image/png' }), 'picture.png');
  return form;
}

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('an upload refused before its body is read', () => {
  for (const [name, method, path, field] of [
    ['a picture', 'POST', '/api/uploads', 'file'],
    ['a document', 'POST', '/coaz/api/applications/mine/documents', 'practisingLicence'],
    ['a profile photo', 'PUT', '/coaz/api/profile/photo', 'photo'],
  ] as const) {
    it(`closes the connection after refusing ${name}, so the next requests are answered`, async () => {
      const refused = await fetch(`${server.url}${path}`, { method, body: uploadForm(field) });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('connection')).toBe('close');
      expect((await refused.json()).error).toBe('unauthorized');
      // What a client does next: ask for a fresh token, then send the upload again.
      for (let next = 0; next < 3; next += 1) {
        const answer = await fetch(`${server.url}/coaz/api/current`);
        expect(answer.status).toBe(401);
        await answer.arrayBuffer();
      }
    });
  }

  it('keeps the connection of an ordinary refusal open', async () => {
    const answer = await fetch(`${server.url}/coaz/api/current`);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('connection')).toBe('keep-alive');
  });
});
