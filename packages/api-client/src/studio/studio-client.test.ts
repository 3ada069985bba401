import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClient } from '../test-support/test-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('studio', () => {
  it('reads the audit log page by page, newest first', async () => {
    const { client, tokenStore } = createTestClient(server);
    tokenStore.write(server.issueTokens('demo.editor'));
    const item = await client.news.create({ title: 'T', body: 'B', date: '2026-11-23' });
    await client.news.remove(item.id);

    const first = await client.studio.auditLog({ limit: 1, collection: 'news' });
    expect(first.items).toMatchObject([{ action: 'delete', entryId: item.id }]);
    const second = await client.studio.auditLog({ limit: 1, cursor: first.nextCursor ?? '' });
    expect(second).toMatchObject({ items: [{ action: 'create' }], nextCursor: null });
  });

  it('lists editors and changes a role', async () => {
    const { client, tokenStore } = createTestClient(server);
    tokenStore.write(server.issueTokens('demo.editor'));
    await expect(client.studio.setRole('demo.active', 'editor')).resolves.toMatchObject({
      username: 'demo.active',
      role: 'editor',
    });
    const editors = await client.studio.editors();
    expect(editors.map((editor) => [editor.username, editor.role])).toEqual([
      ['demo.editor', 'admin'],
      ['demo.active', 'editor'],
    ]);
    await expect(client.studio.setRole('demo.active', 'owner' as 'admin')).rejects.toMatchObject({
      status: 400,
    });
  });
});
