import { describe, expect, it } from 'vitest';
import { memoryTokenStore } from './memory-token-store';

describe('memoryTokenStore', () => {
  it('keeps a copy of the tokens until cleared, apart from every other store', () => {
    const store = memoryTokenStore();
    const tokens = { accessToken: 'a', refreshToken: 'r' };
    store.write(tokens);
    tokens.accessToken = 'changed';
    expect(store.read()).toEqual({ accessToken: 'a', refreshToken: 'r' });
    expect(memoryTokenStore().read()).toBeNull();
    store.clear();
    expect(store.read()).toBeNull();
  });
});
