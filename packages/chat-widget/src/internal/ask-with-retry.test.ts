// @vitest-environment node
import { ApiError, NetworkError, TimeoutError } from '@coaz/api-client';
import { describe, expect, it } from 'vitest';
import { isRetryableFailure } from './ask-with-retry';

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
