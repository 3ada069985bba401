import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClient } from '../test-support/test-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('constitution client', () => {
  it('reads the indexed constitution without a login', async () => {
    const { client } = createTestClient(server);
    const constitution = await client.constitution.get();
    expect(constitution.source).toBe('pdf');
    expect(constitution.articles[0]).toMatchObject({ number: 40, anchor: 'article-40' });
    expect(server.received.at(-1)?.authorization).toBeUndefined();
  });

  it('gives the address of the adopted PDF', () => {
    const { client } = createTestClient(server);
    expect(client.constitution.documentUrl()).toBe(`${server.apiBaseUrl}constitution/document`);
  });
});
