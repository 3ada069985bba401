import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, {
    trustProxy: true,
    headersTimeoutMs: 500,
    requestTimeoutMs: 1_000,
  });
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('HTTP safety', () => {
  it('closes a connection whose headers never finish', async () => {
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    let received = '';
    socket.on('data', (data) => {
      received += data.toString();
    });
    const closed = await new Promise<boolean>((resolve) => {
      socket.on('close', () => resolve(true));
      // Far longer than the 500 ms allowed, far shorter than Node's own default of a minute.
      setTimeout(() => resolve(false), 10_000);
    });
    socket.destroy();
    expect(closed).toBe(true);
    expect(received).toMatch(/^HTTP\/1\.1 408|^$/);
  });

  it.each([
    [
      'headers over the size limit',
      431,
      'headers_too_large',
      `GET /api/news HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ],
    [
      'an address over the size limit',
      431,
      'headers_too_large',
      `GET /api/news?${'q'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    ],
    ['a malformed request line', 400, 'bad_request', 'NOT HTTP AT ALL\r\n\r\n'],
    // The parser takes these; the HTTP adapter cannot make a fetch Request of them.
    [
      'a backslash in the path',
      400,
      'bad_request',
      'GET /\\..\\package.json HTTP/1.1\r\nHost: localhost\r\n\r\n',
    ],
    [
      'a Host header that is no host name',
      400,
      'bad_request',
      'GET /api/health HTTP/1.1\r\nHost: evil.example:80:80\r\n\r\n',
    ],
    [
      'a target that is not a path',
      400,
      'bad_request',
      'GET * HTTP/1.1\r\nHost: localhost\r\n\r\n',
    ],
    // Node answers these itself, with a bare status line, unless the server takes them over.
    ['an HTTP/1.1 request without Host', 400, 'bad_request', 'GET /api/health HTTP/1.1\r\n\r\n'],
    [
      'an expectation other than 100-continue',
      417,
      'expectation_failed',
      'POST /api/chat HTTP/1.1\r\nHost: localhost\r\nExpect: 200-ok\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    ],
  ])(
    'answers %s with a JSON %i and closes the connection',
    async (_case, status, code, request) => {
      const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
      socket.on('error', () => {});
      socket.write(request);
      let received = '';
      socket.on('data', (data) => {
        received += data.toString();
      });
      await new Promise((resolve) => socket.on('close', resolve));
      const [head = '', body = ''] = received.split('\r\n\r\n');
      expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(head.toLowerCase()).toContain('content-type: application/json');
      expect(head.toLowerCase()).toContain('connection: close');
      expect(JSON.parse(body)).toEqual({ error: code, message: expect.any(String) });
    },
  );

  it('closes the connection after refusing a JSON body it never read, so the next request is answered', async () => {
    // Under the body limit, but more than the HTTP adapter drains before it drops the connection.
    const entry = JSON.stringify({ title: 'Long', body: 'x'.repeat(200_000), version: 1 });
    const refused = await fetch(`${server.url}/api/news`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: entry,
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('connection')).toBe('close');
    await refused.arrayBuffer();
    // What a client does next: ask for a fresh token, then save again.
    for (let next = 0; next < 3; next += 1) {
      const answer = await fetch(`${server.memberApi}/current`);
      expect(answer.status).toBe(401);
      await answer.arrayBuffer();
    }
    // A refusal that read its body keeps the connection.
    const read = await fetch(`${server.memberApi}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '', password: 'x'.repeat(200_000) }),
    });
    expect(read.status).toBe(400);
    expect(read.headers.get('connection')).toBe('keep-alive');
  });

  it('reads a small body it refuses before answering, so the client gets the 401, not a broken pipe', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(300)], { type: 'image/png' }), 'small.png');
      const refused = await fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        headers: { authorization: 'Bearer expired.access.token' },
        body: form,
      });
      expect(refused.status).toBe(401);
      expect((await refused.json()).error).toBe('token_invalid');
      // Read to its end, the connection may serve the token refresh that follows.
      expect(refused.headers.get('connection')).toBe('keep-alive');
    }
  });

  it('marks every answer to a request with Authorization no-store, refusals included', async () => {
    const { body } = await login(server, 'demo.payment');
    for (const [path, token] of [
      [`${server.memberApi}/current`, body.access_token],
      [`${server.memberApi}/receivables/${body.tariff.receivableId}`, body.access_token],
      [`${server.url}/api/contents`, body.access_token],
      [`${server.url}/api/contents`, 'not-a-token'],
      [`${server.memberApi}/users/count`, body.access_token],
    ]) {
      const answer = await call(path, { token });
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
    // Without Authorization the public list may be kept by shared caches, revalidated each time.
    expect((await call(`${server.url}/api/contents`)).headers.get('cache-control')).toBe(
      'public, no-cache',
    );
  });

  it('marks every refusal no-store, so no cache in front keeps a 404 or a 429 past its truth', async () => {
    const refusals: [string, Parameters<typeof call>[1]][] = [
      [`${server.url}/api/news/987654`, {}],
      [`${server.url}/api/news?limit=0`, {}],
      [`${server.url}/api/no-such-thing`, {}],
      [`${server.memberApi}/verify/COAZ-987654`, {}],
      [`${server.url}/api/health`, { method: 'DELETE' }],
      [`${server.url}/api/news`, { method: 'POST', json: { title: 'x' } }],
    ];
    for (const [url, init] of refusals) {
      const refusal = await call(url, init);
      expect(refusal.status, url).toBeGreaterThanOrEqual(400);
      expect(refusal.headers.get('cache-control'), url).toBe('no-store');
    }
  });

  it('sends HSTS only for requests that came over TLS', async () => {
    const overTls = await call(`${server.url}/api/contents`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overTls.headers.get('strict-transport-security')).toMatch(/^max-age=15552000/);
    const plain = await call(`${server.url}/api/contents`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});
