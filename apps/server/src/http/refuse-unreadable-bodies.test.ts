import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { smallPng } from '../../test-support/test-images';
import { type Json, login, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { trustProxy: true });
  await server.chatIndexBuilt;
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

let asker = 0;
const question = () =>
  JSON.stringify({ query: 'Who may vote?', sessionId: `encoding-${asker++}`, useRag: true });

async function send(url: string, body: BodyInit, headers: Record<string, string>, method = 'POST') {
  // Each its own address, so the chat's limits per address never answer first.
  const address = `192.0.2.${(asker % 200) + 1}`;
  const response = await fetch(url, {
    method,
    headers: { 'x-forwarded-for': address, ...headers },
    body,
  });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json') && text;
  return { status: response.status, body: (json ? JSON.parse(text) : text) as Json };
}

describe('a JSON body the API would misread', () => {
  it('is refused 415 when compressed, naming that it must not be', async () => {
    for (const encoding of ['gzip', 'GZIP', 'deflate', 'br', 'identity, gzip']) {
      const answer = await send(`${server.url}/api/chat`, gzipSync(question()), {
        'content-type': 'application/json',
        'content-encoding': encoding,
      });
      expect({ encoding, status: answer.status }).toEqual({ encoding, status: 415 });
      expect(answer.body).toMatchObject({ error: 'unsupported_media_type' });
      expect(answer.body.message).toMatch(/must not be compressed/);
    }
    const member = await send(`${server.memberApi}/login`, gzipSync('{"username":"x"}'), {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
    });
    expect(member.status).toBe(415);
    expect(member.body.message).toMatch(/must not be compressed/);
  });

  it('is refused 415 when its charset is not UTF-8', async () => {
    for (const charset of ['utf-16', 'UTF-16LE', 'iso-8859-1', '"latin1"']) {
      const answer = await send(`${server.url}/api/chat`, Buffer.from(question(), 'utf16le'), {
        'content-type': `application/json; charset=${charset}`,
      });
      expect({ charset, status: answer.status }).toEqual({ charset, status: 415 });
      expect(answer.body).toMatchObject({ error: 'unsupported_media_type' });
      expect(answer.body.message).toMatch(/UTF-8/);
    }
  });

  it('is read when sent plainly: no charset or UTF-8 in any case, identity or no encoding', async () => {
    const plainly: Record<string, string>[] = [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json; charset=utf-8' },
      { 'content-type': 'application/json;charset=UTF-8' },
      { 'content-type': 'application/json; charset="utf-8"' },
      { 'content-type': 'application/json', 'content-encoding': 'identity' },
    ];
    for (const headers of plainly) {
      const answer = await send(`${server.url}/api/chat`, question(), headers);
      expect({ headers, status: answer.status }).toEqual({ headers, status: 200 });
    }
  });
});

describe('bodies that are not JSON', () => {
  it('takes an upload as before, and refuses a compressed one 415', async () => {
    const editor = (await login(server, 'demo.editor')).body.access_token as string;
    const png = (await smallPng()) as Uint8Array<ArrayBuffer>;
    const form = () => {
      const data = new FormData();
      data.set('file', new File([png], 'badge.png', { type: 'image/png' }));
      return data;
    };
    const plain = await send(`${server.url}/api/uploads`, form(), {
      authorization: `Bearer ${editor}`,
    });
    expect(plain.status).toBe(201);
    const encoded = await send(`${server.url}/api/uploads`, form(), {
      authorization: `Bearer ${editor}`,
      'content-encoding': 'gzip',
    });
    expect(encoded.status).toBe(415);
    expect(encoded.body.message).toMatch(/must not be compressed/);
  });

  it('leaves a payment provider’s callback alone, whose body is never read', async () => {
    const paymentId = '00000000-0000-4000-8000-000000000000';
    for (const method of ['PUT', 'POST']) {
      const answer = await send(
        `${server.memberApi}/payments/${paymentId}/callback`,
        gzipSync('{"status":"SUCCESSFUL"}'),
        { 'content-type': 'application/json; charset=iso-8859-1', 'content-encoding': 'gzip' },
        method,
      );
      // No such payment: the callback was heard, whatever its body's encoding.
      expect({ method, status: answer.status }).toEqual({ method, status: 404 });
    }
  });
});
