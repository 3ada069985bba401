import { ApiError, NetworkError } from '@coaz/api-client';
import { describe, expect, it } from 'vitest';
import { refusalMessage, waitInWords } from './refusal-message';

const limited = (headers: Record<string, string>, body: unknown = {}) =>
  new ApiError(429, 'Too many attempts; please wait and try again', {
    headers: new Headers(headers),
    body,
  });

describe('refusalMessage', () => {
  it('says how long a rate limit asks to wait, from Retry-After', () => {
    expect(refusalMessage(limited({ 'retry-after': '720' }))).toBe(
      'Too many tries. Try again in 12 minutes.',
    );
    expect(refusalMessage(limited({ 'retry-after': '1' }))).toBe(
      'Too many tries. Try again in 1 second.',
    );
  });

  it("reads the body's retryAfterSeconds when the header is not there", () => {
    expect(refusalMessage(limited({}, { retryAfterSeconds: 3000 }))).toBe(
      'Too many tries. Try again in 50 minutes.',
    );
  });

  it('still tells the member to wait when the server said nothing of how long', () => {
    expect(refusalMessage(limited({}))).toBe('Too many tries. Try again in a few minutes.');
  });

  it("keeps any other error's own words", () => {
    expect(refusalMessage(new ApiError(400, 'Enter the six digits of the code'))).toBe(
      'Enter the six digits of the code',
    );
    expect(refusalMessage(new NetworkError('Could not reach the server.'))).toBe(
      'Could not reach the server.',
    );
  });
});

describe('waitInWords', () => {
  it('rounds up to whole seconds, minutes or hours', () => {
    expect(waitInWords(58.2)).toBe('59 seconds');
    expect(waitInWords(59.2)).toBe('1 minute');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(5 * 3600 + 1)).toBe('about 6 hours');
  });
});
