import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTestFolder } from '../../test-support/remove-test-folder';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import {
  PHOTO_GPS_LATITUDE,
  phonePhoto,
  plainImage,
  smallPng,
  UNDECODABLE_PNG,
} from '../../test-support/test-images';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';
import { createLocalUploadStorage } from './upload-storage';

let database: TestDatabase;
let server: TestServer;
let editorToken: string;
let PNG: Uint8Array;

const VARIANT_URL = /^\/api\/uploads\/([0-9a-f-]{36})-(\d+)\.webp$/;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  editorToken = (await login(server, 'demo.editor')).body.access_token;
  PNG = await smallPng();
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

async function uploadedUrl(response: Response): Promise<string> {
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

async function uploadRows(): Promise<number> {
  const [row] = (await database.execute('SELECT count(*)::int AS count FROM uploads')) as {
    count: number;
  }[];
  return row?.count ?? 0;
}

/** A PNG whose header claims `width` × `height` pixels, with a correct checksum. */
async function pngClaiming(width: number, height: number): Promise<Uint8Array> {
  const png = Buffer.from(await plainImage(8, 8, 'png'));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return new Uint8Array(png);
}

/** The files the upload storage holds: the database's `upload_blobs`, the default store. */
async function storedFiles(): Promise<string[]> {
  const rows = (await database.execute('SELECT name FROM upload_blobs ORDER BY name')) as {
    name: string;
  }[];
  return rows.map((row) => row.name);
}

describe('image uploads', () => {
  it('stores an image recognised by content and serves it back at the returned url', async () => {
    const url = await uploadedUrl(await upload(PNG, '../../etc/passwd.png'));
    expect(url).toMatch(VARIANT_URL);
    const served = await fetch(`${server.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const stored = await sharp(await served.arrayBuffer()).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 200, height: 120, hasAlpha: true });
    expect((await storedFiles()).every((name) => !name.includes('passwd'))).toBe(true);
  });

  it('takes JPEG, GIF, WebP and AVIF too, and stores each as WebP', async () => {
    for (const format of ['jpeg', 'gif', 'webp', 'avif'] as const) {
      const bytes = await plainImage(400, 300, format);
      const response = await upload(bytes, 'photo', editorToken, 'application/octet-stream');
      const url = await uploadedUrl(response);
      expect(url).toMatch(/-400\.webp$/);
      const served = await fetch(`${server.url}${url}`);
      expect((await sharp(await served.arrayBuffer()).metadata()).format).toBe('webp');
    }
  });

  it('refuses files that only claim to be images, and SVG, with 415', async () => {
    const before = await storedFiles();
    const rowsBefore = await uploadRows();
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
    expect(await uploadRows()).toBe(rowsBefore);
  });

  it('refuses with 415 and stores nothing when bytes with an image signature do not decode', async () => {
    const before = await storedFiles();
    const rowsBefore = await uploadRows();
    const photo = await phonePhoto();
    for (const bytes of [
      UNDECODABLE_PNG,
      // A decompression bomb: a tiny PNG whose header claims 30 000 × 30 000 pixels.
      await pngClaiming(30_000, 30_000),
      // A photo cut off after its first third: JPEG's signature, half the picture missing.
      photo.subarray(0, Math.floor(photo.byteLength / 3)),
    ]) {
      const response = await upload(bytes, 'broken.png');
      expect(response.status).toBe(415);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({
        error: 'unsupported_image',
        message: expect.any(String),
      });
    }
    expect(await storedFiles()).toEqual(before);
    expect(await uploadRows()).toBe(rowsBefore);
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
    expect((await upload(PNG, 'a.png', 'bad.token.here')).status).toBe(401);
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
      '00000000-0000-0000-0000-000000000000-640.webp',
      '------------------------------------.png',
      '-------------------------------------640.webp',
    ]) {
      const response = await call(`${server.url}/api/uploads/${name}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: 'not_found' });
    }
  });

  it('serves only the widths an upload has, and 404 for any other name around it', async () => {
    const url = await uploadedUrl(await upload(await plainImage(700, 400, 'png'), 'w.png'));
    const [, id, widest] = VARIANT_URL.exec(url) ?? [];
    expect(widest).toBe('700');
    for (const width of [320, 640, 700]) {
      const served = await fetch(`${server.url}/api/uploads/${id}-${width}.webp`);
      expect(served.status).toBe(200);
      expect((await sharp(await served.arrayBuffer()).metadata()).width).toBe(width);
    }
    for (const name of [
      `${id}-1280.webp`,
      `${id}-0700.webp`,
      `${id}-700.png`,
      `${id}.png`,
      `${id}.webp`,
      `${id}-700.webp.png`,
      `${id?.toUpperCase()}-700.webp`,
      `${id}-99999.webp`,
      `${randomUUID()}-700.webp`,
    ]) {
      const response = await call(`${server.url}/api/uploads/${name}`);
      expect(response.status, name).toBe(404);
      expect(response.body).toMatchObject({ error: 'not_found' });
    }
  });

  it('still serves originals stored before uploads were re-encoded', async () => {
    const id = randomUUID();
    const fileName = `${id}.png`;
    const original = await plainImage(50, 50, 'png');
    await writeFile(join(server.config.uploadDir, fileName), original);
    await database.execute(
      'INSERT INTO uploads (id, file_name, content_type, size_bytes) VALUES ($1, $2, $3, $4)',
      [id, fileName, 'image/png', original.byteLength],
    );
    const served = await fetch(`${server.url}/api/uploads/${fileName}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(original);
    expect((await call(`${server.url}/api/uploads/${id}-50.webp`)).status).toBe(404);
  });
});

describe('the image pipeline on a phone photo', () => {
  let photo: Uint8Array;
  let variants: { width: number; bytes: Uint8Array; response: Response }[];
  let url: string;

  beforeAll(async () => {
    photo = await phonePhoto();
    url = await uploadedUrl(await upload(photo, 'IMG_0001.jpg', editorToken, 'image/jpeg'));
    const [, id] = VARIANT_URL.exec(url) ?? [];
    variants = [];
    for (const width of [320, 640, 960, 1280]) {
      const response = await fetch(`${server.url}/api/uploads/${id}-${width}.webp`);
      variants.push({ width, response, bytes: new Uint8Array(await response.arrayBuffer()) });
    }
  });

  it('answers the widest variant, 1280 px, and keeps one row naming it', async () => {
    expect(url).toMatch(/-1280\.webp$/);
    const [, id] = VARIANT_URL.exec(url) ?? [];
    const rows = (await database.execute(
      'SELECT file_name, content_type, size_bytes FROM uploads WHERE id = $1',
      [id],
    )) as { file_name: string; content_type: string; size_bytes: number }[];
    expect(rows).toEqual([
      {
        file_name: `${id}-1280.webp`,
        content_type: 'image/webp',
        size_bytes: variants.at(-1)?.bytes.byteLength,
      },
    ]);
    expect((await storedFiles()).filter((name) => name.startsWith(id ?? '-')).sort()).toEqual([
      `${id}-1280.webp`,
      `${id}-320.webp`,
      `${id}-640.webp`,
      `${id}-960.webp`,
    ]);
  });

  it('stores WebP at 320, 640, 960 and 1280 px, turned upright by the EXIF orientation', async () => {
    for (const { width, bytes, response } of variants) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      const metadata = await sharp(bytes).metadata();
      // The photo is 3000 × 2000 on disk and 2000 × 3000 upright.
      expect(metadata).toMatchObject({ format: 'webp', width, height: width * 1.5 });
    }
    // Orientation 6 turns the photo's red top-left corner into its top-right corner.
    const { data, info } = await sharp(variants.at(-1)?.bytes)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) =>
      [...data.subarray((y * info.width + x) * info.channels)].slice(0, 3);
    const [red, green, blue] = pixel(info.width - 20, 20);
    expect(red).toBeGreaterThan(200);
    expect(green).toBeLessThan(60);
    expect(blue).toBeLessThan(60);
    expect(pixel(20, 20)[0]).toBeLessThan(200);
  });

  it('keeps every variant under 100 KB', () => {
    for (const { bytes } of variants) expect(bytes.byteLength).toBeLessThan(100 * 1024);
    console.info(
      `phone photo ${(photo.byteLength / 1024).toFixed(0)} KB -> ` +
        variants
          .map((v) => `${v.width} px ${(v.bytes.byteLength / 1024).toFixed(1)} KB`)
          .join(', '),
    );
  });

  it('drops every piece of metadata, GPS position first', async () => {
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    for (const { bytes } of variants) {
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      const text = Buffer.from(bytes).toString('latin1');
      for (const chunk of ['EXIF', 'XMP ', 'ICCP', 'TestPhone', PHOTO_GPS_LATITUDE]) {
        expect(text).not.toContain(chunk);
      }
    }
  });

  it('never enlarges: a 200 px picture is stored at 200 px only', async () => {
    const small = await uploadedUrl(await upload(PNG, 'small.png'));
    expect(small).toMatch(/-200\.webp$/);
    const [, id] = VARIANT_URL.exec(small) ?? [];
    expect((await storedFiles()).filter((name) => name.startsWith(id ?? '-'))).toEqual([
      `${id}-200.webp`,
    ]);
  });
});

describe('an upload whose storage fails half way', () => {
  it('leaves no variant and no row behind', async () => {
    const failing = await createTestDatabase();
    const folder = await mkdtemp(join(tmpdir(), 'coaz-fragile-uploads-'));
    const local = createLocalUploadStorage(folder);
    let saves = 0;
    const fragile = await startTestServer(
      failing,
      {},
      {
        services: {
          storage: {
            ...local,
            async save(name, bytes) {
              saves += 1;
              if (saves === 3) throw new Error('disk full');
              await local.save(name, bytes);
            },
          },
        },
      },
    );
    try {
      const token = (await login(fragile, 'demo.editor')).body.access_token;
      const form = new FormData();
      form.set(
        'file',
        new File([(await plainImage(1600, 900, 'jpeg')) as Uint8Array<ArrayBuffer>], 'a.jpg'),
      );
      const response = await fetch(`${fragile.url}/api/uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(response.status).toBe(500);
      expect(saves).toBe(3);
      expect(await readdir(folder)).toEqual([]);
      const [row] = (await failing.execute('SELECT count(*)::int AS count FROM uploads')) as {
        count: number;
      }[];
      expect(row?.count).toBe(0);
    } finally {
      await fragile.close();
      await failing.drop();
      await removeTestFolder(folder);
    }
  });
});
