// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRandomId, getSessionId } from './random-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createRandomId', () => {
  it('makes a version 4 UUID without randomUUID, as over plain http', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(255) });
    expect(createRandomId()).toMatch(UUID);
  });

  it('makes a different one each time', () => {
    const first = createRandomId();
    expect(first).toMatch(UUID);
    expect(createRandomId()).not.toBe(first);
  });
});

describe('getSessionId', () => {
  it('is the same for the whole page load', () => {
    expect(getSessionId()).toMatch(UUID);
    expect(getSessionId()).toBe(getSessionId());
  });
});
