// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestClient } from '../test-support/test-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

// jsdom brings XMLHttpRequest, so this file exercises the browser path of uploadImage.
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

const png = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47]);
  return new File([bytes], 'clinic.png', { type: 'image/png' });
};

describe('uploadImage in a browser', () => {
  it('reports progress up to 100 percent', async () => {
    const client = editor();
    const onProgress = vi.fn();

    expect(await client.contents.uploadImage(png(256 * 1024), { onProgress })).toEqual({
      url: '/uploads/image-1.png',
    });

    expect(onProgress).toHaveBeenCalled();
    expect(onProgress).toHaveBeenLastCalledWith(expect.objectContaining({ percent: 100 }));
    const percents = onProgress.mock.calls.map(([progress]) => progress.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  });

  it('retries once with a fresh token after a 403', async () => {
    const client = editor();
    server.expireAccessTokens();
    expect(await client.contents.uploadImage(png(16), { onProgress: () => {} })).toEqual({
      url: '/uploads/image-1.png',
    });
    expect(server.refreshCalls()).toBe(1);
    expect(server.count('POST', '/api/uploads')).toBe(2);
  });

  it("passes on the server's refusal", async () => {
    const client = editor();
    const notAnImage = new File(['hello'], 'notes.png', { type: 'image/png' });
    await expect(
      client.contents.uploadImage(notAnImage, { onProgress: () => {} }),
    ).rejects.toMatchObject({ status: 415, message: 'Only PNG or JPEG images' });
  });

  it('stops when aborted', async () => {
    const client = editor();
    const controller = new AbortController();
    controller.abort();
    await expect(
      client.contents.uploadImage(png(16), { onProgress: () => {}, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.count('POST', '/api/uploads')).toBe(0);
  });
});
