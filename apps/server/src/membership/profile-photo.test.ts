import sharp from 'sharp';
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

  it('stores the photo re-encoded: upright, without metadata or anything appended', async () => {
    // Stored sideways (EXIF orientation 6), with the camera and where it was, and a script tail.
    const camera = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#3a7' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'TestPhone' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '15/1 25/1 0/1' },
      })
      .toBuffer();
    const sent = Buffer.concat([camera, Buffer.from('<script>alert(1)</script>')]);
    expect((await putPhoto(new Uint8Array(sent))).status).toBe(200);

    const response = await fetch(`${server.memberApi}/profile/photo`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const stored = Buffer.from(await response.arrayBuffer());
    expect(stored.includes('<script>')).toBe(false);
    expect(stored.includes('TestPhone')).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect(metadata.exif).toBeUndefined();
  });

  it('answers 415 for a picture that cannot be decoded', async () => {
    const jpeg = await plainImage(64, 64, 'jpeg');
    const answer = await putPhoto(jpeg.slice(0, 40));
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ error: 'unsupported_media_type' });
  });

  it('answers 415 for a file that is no picture, or a PDF', async () => {
    const text = await putPhoto(new TextEncoder().encode('<html>'), 'me.html');
    expect(text.status).toBe(415);
    const pdf = await putPhoto(new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), 'me.pdf');
    expect(pdf.status).toBe(415);
  });
});

describe('photos one member sends in a loop', () => {
  // Before, nothing counted them: one member sending photos without end held the one-at-a-time
  // decode (and a core), and every other member's photo was refused as busy.
  it('are decoded twenty an hour, then refused with a JSON 429 saying how long to wait', async () => {
    const editorToken = (await login(server, 'demo.editor')).body.access_token;
    const photo = await plainImage(32, 32, 'png');
    const send = (bytes: Uint8Array) => {
      const form = new FormData();
      form.set('photo', new File([Buffer.from(bytes)], 'me.png'));
      return fetch(`${server.memberApi}/profile/photo`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${editorToken}` },
        body: form,
      });
    };
    for (let index = 0; index < 20; index += 1) expect((await send(photo)).status).toBe(200);
    const refused = await send(photo);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many photos were sent in the last hour\. Try again in/),
    });
    // A file that is no picture is refused for what it is, before anything is counted or decoded.
    expect((await send(new TextEncoder().encode('not a picture'))).status).toBe(415);
  });
});
