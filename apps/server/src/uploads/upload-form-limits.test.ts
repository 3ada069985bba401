import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { smallPng } from '../../test-support/test-images';
import { login, startTestServer, type TestServer } from '../../test-support/test-server';
import { UPLOAD_FORM_LIMITS } from './upload-routes';

let database: TestDatabase;
let server: TestServer;
let editorToken: string;
let png: Uint8Array;

const BOUNDARY = 'coaz-form-limits';

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  editorToken = (await login(server, 'demo.editor')).body.access_token;
  png = await smallPng();
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

/** One part of a hand-written multipart body: a field, or a file when it has a file name. */
interface FormPart {
  name: string;
  value: Uint8Array | string;
  fileName?: string;
  extraHeader?: string;
}

function multipartBody(parts: FormPart[], boundary = BOUNDARY): Uint8Array<ArrayBuffer> {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.fileName ? `; filename="${part.fileName}"` : '';
    const extra = part.extraHeader ? `\r\n${part.extraHeader}` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${part.name}"${file}${extra}\r\n\r\n`,
      ),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return new Uint8Array(Buffer.concat(chunks));
}

function post(
  body: Uint8Array<ArrayBuffer> | string,
  contentType = `multipart/form-data; boundary=${BOUNDARY}`,
) {
  return fetch(`${server.url}/api/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${editorToken}`, 'content-type': contentType },
    body,
  });
}

async function uploadRows(): Promise<number> {
  const [row] = (await database.execute('SELECT count(*)::int AS count FROM uploads')) as {
    count: number;
  }[];
  return row?.count ?? 0;
}

const image = (): FormPart => ({ name: 'file', value: png, fileName: 'picture.png' });
const field = (index: number, value = 'x'): FormPart => ({ name: `field${index}`, value });

describe('the upload form is bounded before it is parsed', () => {
  it('refuses thousands of tiny parts with 413 too_many_parts and stores nothing', async () => {
    const before = await uploadRows();
    const parts = [image(), ...Array.from({ length: 20_000 }, (_, index) => field(index))];
    const answer = await post(multipartBody(parts));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({
      error: 'too_many_parts',
      message: expect.stringContaining(`at most ${UPLOAD_FORM_LIMITS.maxParts} parts`),
    });
    expect(await uploadRows()).toBe(before);
  });

  it('counts the parts by the boundary the parser reads, not by the text around the quotes', async () => {
    // `boundary="coaz-form-limits"x"` is the boundary `coaz-form-limits` to the parser (a quoted
    // string, then text it drops). Read as `coaz-form-limits"x`, the count met that text only
    // after the form's end, followed by `--` as if the form closed there, and the parser, which
    // reads nothing after the end, went on through every part.
    const before = await uploadRows();
    const parts = [image(), ...Array.from({ length: 2_000 }, (_, index) => field(index))];
    const body = Buffer.concat([multipartBody(parts), Buffer.from(`--${BOUNDARY}"x--\r\n`)]);
    const answer = await post(
      new Uint8Array(body),
      `multipart/form-data; boundary="${BOUNDARY}"x"`,
    );
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ error: 'too_many_parts' });
    expect(await uploadRows()).toBe(before);
  });

  it('refuses more files than parts allow, even with no field among them', async () => {
    const files = Array.from({ length: UPLOAD_FORM_LIMITS.maxParts + 1 }, image);
    const answer = await post(multipartBody(files));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ error: 'too_many_parts' });
  });

  it('takes the image with as many short fields as allowed', async () => {
    const fields = Array.from({ length: UPLOAD_FORM_LIMITS.maxFields }, (_, index) =>
      field(index, 'y'.repeat(UPLOAD_FORM_LIMITS.maxFieldBytes)),
    );
    const answer = await post(multipartBody([image(), ...fields]));
    expect(answer.status).toBe(201);
  });

  it('refuses one field more than allowed, even within the part count', async () => {
    const fields = Array.from({ length: UPLOAD_FORM_LIMITS.maxFields + 1 }, (_, index) =>
      field(index),
    );
    const answer = await post(multipartBody(fields));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({
      error: 'too_many_parts',
      message: expect.stringContaining(`${UPLOAD_FORM_LIMITS.maxFields} fields`),
    });
  });

  it('refuses a field longer than allowed, and part headers longer than allowed', async () => {
    const longField = await post(
      multipartBody([image(), field(1, 'z'.repeat(UPLOAD_FORM_LIMITS.maxFieldBytes + 1))]),
    );
    expect(longField.status).toBe(413);
    expect(await longField.json()).toEqual({
      error: 'field_too_large',
      message: expect.stringContaining(`${UPLOAD_FORM_LIMITS.maxFieldBytes} bytes`),
    });
    const longHeaders = await post(
      multipartBody([
        { ...image(), extraHeader: `x-padding: ${'p'.repeat(UPLOAD_FORM_LIMITS.maxFieldBytes)}` },
      ]),
    );
    expect(longHeaders.status).toBe(413);
    expect(await longHeaders.json()).toMatchObject({ error: 'field_too_large' });
  });

  it('measures a field as a field though another of its headers says filename=', async () => {
    // The parser reads a file name from Content-Disposition alone: this part is a field to it,
    // decoded whole, so the count must hold it to a field's size too.
    const before = await uploadRows();
    const disguised = {
      ...field(1, 'z'.repeat(UPLOAD_FORM_LIMITS.maxFieldBytes + 1)),
      extraHeader: 'x-note: ; filename=note.png',
    };
    const answer = await post(multipartBody([image(), disguised]));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ error: 'field_too_large' });
    expect(await uploadRows()).toBe(before);
  });

  it('refuses a form of many fields sent url-encoded with 415, and a form with no boundary or cut off with 400', async () => {
    const encoded = Array.from({ length: 20_000 }, (_, index) => `f${index}=x`).join('&');
    const urlEncoded = await post(encoded, 'application/x-www-form-urlencoded');
    expect(urlEncoded.status).toBe(415);
    expect(await urlEncoded.json()).toMatchObject({
      error: 'unsupported_media_type',
      message: expect.stringContaining('multipart/form-data'),
    });
    const noBoundary = await post(multipartBody([image()]), 'multipart/form-data');
    expect(noBoundary.status).toBe(400);
    expect(await noBoundary.json()).toMatchObject({ error: 'invalid_upload' });
    const whole = multipartBody([image()]);
    const cutOff = await post(whole.subarray(0, whole.length - `--${BOUNDARY}--\r\n`.length - 10));
    expect(cutOff.status).toBe(400);
    expect(await cutOff.json()).toMatchObject({ error: 'invalid_upload' });
  });
});
