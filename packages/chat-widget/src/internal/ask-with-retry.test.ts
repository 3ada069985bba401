// @vitest-environment node
import { ApiError, NetworkError, TimeoutError } from '@coaz/api-client';
import { describe, expect, it, vi } from 'vitest';
import { askWithRetry, isRetryableFailure } from './ask-with-retry';

describe('isRetryableFailure', () => {
  it.each([
    ['a NetworkError', new NetworkError("Sorry, I couldn't reach the server.")],
    ["fetch's TypeError", new TypeError('Failed to fetch')],
    ['an error without a message', new Error('')],
    ['the unreachable text', new Error("Sorry, I couldn't reach the server.")],
    ['a gateway failure', new ApiError(503, 'Service unavailable')],
    ['a rejection that is not an Error', 'offline'],
  ])('retries %s', (_name, error) => {
    expect(isRetryableFailure(error)).toBe(true);
  });

  it.each([
    ['a timeout', new TimeoutError()],
    ['an abort', new DOMException('stopped', 'AbortError')],
    ['a refusal', new ApiError(429, 'Too many questions.')],
    ['a bad request', new ApiError(400, "Sorry, I couldn't reach the server.")],
    ['a server error with its message', new Error('The index is being rebuilt.')],
  ])('does not retry %s', (_name, error) => {
    expect(isRetryableFailure(error)).toBe(false);
  });
});

describe('askWithRetry', () => {
  it.each([Number.NaN, Number.POSITIVE_INFINITY, -2, 0.5])(
    'does not retry at all with a retries setting of %s',
    async (retries) => {
      const ask = vi.fn(async () => {
        throw new NetworkError("Sorry, I couldn't reach the server.");
      });
      const service = { health: async () => ({ ready: true }), ask };
      const request = { query: 'Fees?', sessionId: 's', useRag: true };
      await expect(
        askWithRetry(service, request, { retries, signal: new AbortController().signal }),
      ).rejects.toThrow("Sorry, I couldn't reach the server.");
      expect(ask).toHaveBeenCalledOnce();
    },
  );
});
