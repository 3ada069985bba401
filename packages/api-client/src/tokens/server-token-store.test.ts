import { afterEach, expect, it, vi } from 'vitest';
import { createApiClient } from '../create-api-client';
import { memoryTokenStore } from './memory-token-store';

afterEach(() => vi.unstubAllGlobals());

/** A process-wide `sessionStorage`, as Node 25 (and Node 24 with --experimental-webstorage) and Deno define. */
function processStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key: string) => values.get(key) ?? null,
    key: (index: number) => [...values.keys()][index] ?? null,
    removeItem: (key: string) => void values.delete(key),
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const urls = {
  memberBaseUrl: 'http://127.0.0.1:9/coaz/api/',
  chatBaseUrl: 'http://127.0.0.1:9/api/',
};

it('keeps each server-side client to its own tokens, even where the runtime has a sessionStorage', () => {
  // A server renders pages for many members in one process: a store every client shares would
  // hand one member's session to the next request.
  const storage = processStorage();
  vi.stubGlobal('sessionStorage', storage);
  const first = createApiClient(urls);
  storage.setItem('coaz.accessToken', 'access-of-another-member');
  storage.setItem('coaz.refreshToken', 'refresh-of-another-member');
  const second = createApiClient(urls);
  expect(first.auth.hasSession()).toBe(false);
  expect(second.auth.hasSession()).toBe(false);
});

it('still takes a store given explicitly on a server', () => {
  const store = memoryTokenStore();
  store.write({ accessToken: 'access-a', refreshToken: 'refresh-a' });
  expect(createApiClient({ ...urls, tokenStore: store }).auth.hasSession()).toBe(true);
});
