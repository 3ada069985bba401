import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { plainImage } from '../../test-support/test-images';
import { login, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;
let token = '';

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  token = (await login(server, 'demo.active')).body.access_token;
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

async function putPhoto(bytes: Uint8Array, name = 'me.jpg') {
  const form = new FormData();
  form.set('photo', new File([Buffer.from(bytes)], name));
  const response = await fetch(`${server.memberApi}/profile/photo`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

describe('PUT /profile/photo', () => {
  it('answers 413, saying so, for a photo over 5 MB', async () => {
    const jpeg = await plainImage(64, 64, 'jpeg');
    const large = new Uint8Array(5 * 1024 * 1024 + 1);
    large.set(jpeg);
    const answer = await putPhoto(large);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      error: 'payload_too_large',
      message: expect.stringContaining('5 MB'),
    });
  });

  it('answers 415 for a file that is no picture, or a PDF', async () => {
    const text = await putPhoto(new TextEncoder().encode('<html>'), 'me.html');
    expect(text.status).toBe(415);
    const pdf = await putPhoto(new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), 'me.pdf');
    expect(pdf.status).toBe(415);
  });
});
