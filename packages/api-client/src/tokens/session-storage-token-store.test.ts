// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../create-api-client';
import { sessionStorageTokenStore } from './session-storage-token-store';

afterEach(() => sessionStorage.clear());

const tokens = { accessToken: 'access-a', refreshToken: 'refresh-a' };

describe('sessionStorageTokenStore', () => {
  it('keeps the tokens under the documented keys', () => {
    const store = sessionStorageTokenStore();
    expect(store.read()).toBeNull();
    store.write(tokens);
    expect(sessionStorage.getItem('coaz.accessToken')).toBe('access-a');
    expect(sessionStorage.getItem('coaz.refreshToken')).toBe('refresh-a');
    expect(sessionStorageTokenStore().read()).toEqual(tokens);
    store.clear();
    expect(sessionStorage.length).toBe(0);
    expect(store.read()).toBeNull();
  });

  it('holds the tokens in memory when storage refuses them', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const store = sessionStorageTokenStore(refusing);
    store.write(tokens);
    expect(store.read()).toEqual(tokens);
    store.clear();
    expect(store.read()).toBeNull();
  });

  it('is the default store in a browser', async () => {
    sessionStorage.setItem('coaz.accessToken', 'access-b');
    sessionStorage.setItem('coaz.refreshToken', 'refresh-b');
    const client = createApiClient({
      memberBaseUrl: 'http://127.0.0.1:9/coaz/api/',
      chatBaseUrl: 'http://127.0.0.1:9/api/',
    });
    expect(client.auth.hasSession()).toBe(true);
    await client.auth.logout();
    expect(sessionStorage.getItem('coaz.accessToken')).toBeNull();
  });
});
