import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConflictError } from '../errors/conflict-error';
import { createTestClient } from '../test-support/test-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function editor() {
  const { client, tokenStore } = createTestClient(server);
  tokenStore.write(server.issueTokens('demo.editor'));
  return client;
}

/** The first bytes of a PNG file, enough for the server's content check. */
const png = () =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], {
    type: 'image/png',
  });

describe('contents', () => {
  it('creates, lists, updates and removes entries', async () => {
    const client = editor();
    const created = await client.contents.create({
      title: 'AGM 2026',
      body: 'The AGM is in Kabwe.',
    });
    expect(created).toMatchObject({ id: 1, title: 'AGM 2026', imageUrl: null, version: 1 });

    expect(await client.contents.list()).toEqual([created]);

    const updated = await client.contents.update(created.id, {
      ...created,
      body: 'The AGM is in Ndola.',
    });
    expect(updated).toMatchObject({ body: 'The AGM is in Ndola.', version: 2 });

    const pictured = await client.contents.update(created.id, {
      ...updated,
      imageUrl: '/api/uploads/hall.png',
      imageAlt: 'Members seated in the hall',
    });
    expect(pictured).toMatchObject({ imageAlt: 'Members seated in the hall', version: 3 });

    await client.contents.remove(created.id);
    expect(await client.contents.list()).toEqual([]);
  });

  it('sends the last day a notice is shown, and clears it when an edit leaves it out', async () => {
    const client = editor();
    const created = await client.contents.create({
      title: 'AGM registration closes Friday',
      body: 'Register at the secretariat.',
      showUntil: '2026-12-11',
    });
    expect(created).toMatchObject({ showUntil: '2026-12-11' });
    const moved = await client.contents.update(created.id, { ...created, showUntil: '2026-12-18' });
    expect(moved).toMatchObject({ showUntil: '2026-12-18', version: 2 });
    const { showUntil: _left, ...withoutEnd } = moved;
    expect(await client.contents.update(created.id, withoutEnd)).toMatchObject({
      showUntil: null,
      version: 3,
    });
  });

  it('refuses a stale edit with a ConflictError the UI can show', async () => {
    const client = editor();
    const opened = await client.contents.create({ title: 'Fees', body: 'K500' });
    await client.contents.update(opened.id, { ...opened, body: 'K550' });

    const failure = client.contents.update(opened.id, { ...opened, body: 'K600' });

    await expect(failure).rejects.toBeInstanceOf(ConflictError);
    await expect(failure).rejects.toMatchObject({
      status: 409,
      message:
        'Someone else saved this entry after you opened it. Reload it to see their changes, then make your edit again.',
    });
    expect((await client.contents.list())[0]?.body).toBe('K550');
  });

  it("passes on the server's refusal for someone who is not an editor, without refreshing", async () => {
    const { client, tokenStore } = createTestClient(server);
    tokenStore.write(server.issueTokens('demo.active'));
    await expect(client.contents.create({ title: 'T', body: 'B' })).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
      message: 'Only editors may change contents',
    });
    // A 403 is the server's answer to who the member is; a new token would change nothing.
    expect(server.refreshCalls()).toBe(0);
  });

  it('uploads an image as multipart through fetch in Node, without progress events', async () => {
    const client = editor();
    const onProgress = vi.fn();
    expect(await client.contents.uploadImage(png(), { onProgress })).toEqual({
      url: '/uploads/image-1.png',
    });
    expect(onProgress).not.toHaveBeenCalled();
    expect(server.received.at(-1)?.authorization).toMatch(/^Bearer /);
  });

  it("passes on the server's refusal of a file that is not an image", async () => {
    const client = editor();
    await expect(
      client.contents.uploadImage(new Blob(['plain text'], { type: 'image/png' })),
    ).rejects.toMatchObject({ status: 415, message: 'Only PNG or JPEG images' });
  });

  it('refreshes an expired token during an upload and sends the file again', async () => {
    const client = editor();
    server.expireAccessTokens();
    expect(await client.contents.uploadImage(png())).toEqual({ url: '/uploads/image-1.png' });
    expect(server.count('POST', '/api/uploads')).toBe(2);
    expect(server.refreshCalls()).toBe(1);
  });
});
