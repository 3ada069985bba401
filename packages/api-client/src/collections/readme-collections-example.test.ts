// @vitest-environment node
import { readFileSync } from 'node:fs';
import { transform } from 'esbuild';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ApiClientOptions, createApiClient } from '../create-api-client';
import { createTestClient } from '../test-support/test-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The README's "Editable collections" example, its TypeScript types stripped. */
async function collectionsExample(): Promise<string> {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.split('\n## Editable collections\n')[1] ?? '';
  const code = /```ts\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  expect(code).toContain("from '@coaz/api-client'");
  return (await transform(code, { loader: 'ts', format: 'esm' })).code;
}

// Another tool's developer copies this example; it must run as written. It is a browser example
// (relative base URLs, an editor already signed in), so its client gets the test server's URLs and
// an editor's session. It once read the next page with `cursor: nextCursor!`, which on a list of one
// page sends "null" and the server refuses it.
it("runs the README's editable-collections example as written", async () => {
  const { tokenStore } = createTestClient(server);
  tokenStore.write(server.issueTokens('demo.editor'));
  const clientOfExample = (options: ApiClientOptions) =>
    createApiClient({
      ...options,
      memberBaseUrl: server.memberBaseUrl,
      chatBaseUrl: server.apiBaseUrl,
      tokenStore,
    });
  const body = (await collectionsExample()).replace(/^import .*$/gm, '');
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor;
  await new AsyncFunction('createApiClient', body)(clientOfExample);
  // It got to its last step, the restore, with every call before it answered.
  expect(server.received.at(-1)).toMatchObject({
    method: 'POST',
    path: expect.stringMatching(/^\/api\/news\/1\/revisions\/\d+\/restore$/),
  });
});
