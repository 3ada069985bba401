import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;
let editorToken: string;

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  editorToken = (await login(server, 'demo.editor')).body.access_token;
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

function upload(
  bytes: Uint8Array,
  name: string,
  token: string | null = editorToken,
  type = 'image/png',
) {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return fetch(`${server.url}/api/uploads`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
}

async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(server.config.uploadDir)).sort();
  } catch {
    return [];
  }
}

describe('image uploads', () => {
  it('stores an image recognised by content and serves it back at the returned url', async () => {
    const response = await upload(PNG, '../../etc/passwd.png');
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${server.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect((await storedFiles()).every((name) => !name.includes('passwd'))).toBe(true);
  });

  it('recognises JPEG, GIF and WebP too', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
    const webp = new TextEncoder().encode('RIFF\x24\x00\x00\x00WEBPVP8 ');
    for (const [bytes, extension] of [
      [jpeg, 'jpg'],
      [gif, 'gif'],
      [webp, 'webp'],
    ] as const) {
      const response = await upload(bytes, 'photo', editorToken, 'application/octet-stream');
      expect(response.status).toBe(201);
      expect(((await response.json()) as { url: string }).url.endsWith(`.${extension}`)).toBe(true);
    }
  });

  it('refuses files that only claim to be images, and SVG, with 415', async () => {
    const before = await storedFiles();
    for (const [bytes, name, type] of [
      [new TextEncoder().encode('<html><script>alert(1)</script>'), 'fake.png', 'image/png'],
      [
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
        'a.svg',
        'image/svg+xml',
      ],
      [new Uint8Array(0), 'empty.png', 'image/png'],
    ] as const) {
      const response = await upload(bytes, name, editorToken, type);
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ error: 'unsupported_image' });
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses images over 5 MB with 413', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const response = await upload(big, 'big.png');
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('takes uploads only from editors', async () => {
    expect((await upload(PNG, 'a.png', null)).status).toBe(401);
    const member = (await login(server, 'demo.active')).body.access_token;
    expect((await upload(PNG, 'a.png', member)).status).toBe(403);
    expect((await upload(PNG, 'a.png', 'bad.token.here')).status).toBe(403);
  });

  it('answers a form without a file with 400 and a body that is no form with 415, both JSON', async () => {
    const form = new FormData();
    form.set('other', 'value');
    const noFile = await fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${editorToken}` },
      body: form,
    });
    expect(noFile.status).toBe(400);
    const notMultipart = await call(`${server.url}/api/uploads`, {
      method: 'POST',
      token: editorToken,
      json: { file: 'x' },
    });
    expect(notMultipart.status).toBe(415);
    expect(notMultipart.body).toMatchObject({
      error: 'unsupported_media_type',
      message: expect.any(String),
    });
  });

  it('leaves no file and no row when an upload is cut off half way', async () => {
    const before = await storedFiles();
    const boundary = 'coaz-boundary';
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="cut.png"\r\ncontent-type: image/png\r\n\r\n`;
    await new Promise<void>((resolve) => {
      const target = new URL(`${server.url}/api/uploads`);
      const req = request({
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: {
          authorization: `Bearer ${editorToken}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + 2_000_000),
        },
      });
      req.on('error', () => resolve());
      req.write(head);
      req.write(Buffer.concat([Buffer.from(PNG), Buffer.alloc(500_000)]));
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 200);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await storedFiles()).toEqual(before);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('answers unknown and traversal-shaped image names with 404 JSON', async () => {
    for (const name of [
      '00000000-0000-0000-0000-000000000000.png',
      '..%2f..%2fpackage.json',
      'x.svg',
    ]) {
      const response = await call(`${server.url}/api/uploads/${name}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: 'not_found' });
    }
  });
});
