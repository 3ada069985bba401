import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClient } from '../test-support/test-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('http', () => {
  it('reaches the member service by default and the content service on request', async () => {
    const { client } = createTestClient(server);
    expect(await client.http.get('users/count')).toBe('1250');
    expect(await client.http.get('contents', { service: 'content' })).toEqual([]);
  });

  it('sends query parameters, leaving out undefined ones', async () => {
    const seen: string[] = [];
    const { client: watched } = createTestClient(server, {
      fetch: (input, init) => {
        seen.push(new Request(input, init).url);
        return fetch(input, init);
      },
    });
    await watched.http.get('users/count', {
      query: { district: 'Lusaka', page: 2, draft: undefined },
    });
    expect(seen).toEqual([`${server.memberBaseUrl}users/count?district=Lusaka&page=2`]);
  });

  it('posts, puts and deletes JSON with the token, and refreshes once on 401 token_expired', async () => {
    const { client, tokenStore } = createTestClient(server);
    tokenStore.write(server.issueTokens('demo.editor'));
    const created = await client.http.post<{ id: number; version: number }>('contents', {
      service: 'content',
      json: { title: 'Elections', body: 'Nominations are open.' },
    });
    server.expireAccessTokens();
    const updated = await client.http.put<{ version: number }>(`contents/${created.id}`, {
      service: 'content',
      json: { title: 'Elections', body: 'Nominations close on Friday.', version: created.version },
    });
    expect(updated.version).toBe(2);
    expect(server.refreshCalls()).toBe(1);
    expect(
      await client.http.delete(`/contents/${created.id}`, { service: 'content' }),
    ).toBeUndefined();
  });

  it('sends the headers a call names, again after a refresh, and never lets them replace the token', async () => {
    const sent: Headers[] = [];
    const { client, tokenStore } = createTestClient(server, {
      fetch: (input, init) => {
        sent.push(new Headers(input instanceof Request ? input.headers : init?.headers));
        return fetch(input, init);
      },
    });
    tokenStore.write(server.issueTokens('demo.editor'));
    server.expireAccessTokens();
    await client.http.post('contents', {
      service: 'content',
      json: { title: 'Elections', body: 'Nominations are open.' },
      headers: { 'Idempotency-Key': 'attempt-1', Authorization: 'Bearer forged' },
    });
    const posts = sent.filter((headers) => headers.get('content-type')?.includes('json'));
    expect(posts.map((headers) => headers.get('idempotency-key'))).toEqual([
      'attempt-1',
      'attempt-1',
    ]);
    for (const headers of posts) expect(headers.get('authorization')).not.toBe('Bearer forged');
    expect(server.refreshCalls()).toBe(1);
  });

  it('sends no token when auth is false', async () => {
    const { client, tokenStore } = createTestClient(server);
    tokenStore.write(server.issueTokens('demo.active'));
    await client.http.get('users/count', { auth: false });
    expect(server.received[0]?.authorization).toBeUndefined();
  });

  it('downloads a file with the name the server suggests', async () => {
    const { client, tokenStore } = createTestClient(server);
    tokenStore.write(server.issueTokens('demo.active'));
    const { blob, fileName } = await client.http.download('members/card');
    expect(fileName).toBe('membership card – 2026.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7 membership card');
  });

  it('stops a request when aborted', async () => {
    server.modes.slowCounts = true;
    const { client } = createTestClient(server);
    const controller = new AbortController();
    const pending = client.http.get('users/count', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
