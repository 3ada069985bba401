import { describe, expect, it } from 'vitest';
import { tooManyAttempts, waitInWords } from './too-many-attempts';

describe('waitInWords', () => {
  it('says seconds, minutes rounded up, and hours past an hour and a half', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(45)).toBe('45 seconds');
    expect(waitInWords(60)).toBe('1 minute');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(90 * 60)).toBe('90 minutes');
    expect(waitInWords(90 * 60 + 1)).toBe('about 2 hours');
    expect(waitInWords(6 * 3600 - 10)).toBe('about 6 hours');
  });
});

describe('tooManyAttempts', () => {
  it('never asks for less than a second, nor a fraction of one', () => {
    expect(tooManyAttempts(0.2).details).toEqual({ retryAfterSeconds: 1 });
    expect(tooManyAttempts(2.1).headers).toEqual({ 'retry-after': '3' });
    expect(tooManyAttempts(2.1).message).toBe('Too many attempts. Try again in 3 seconds.');
  });
});
