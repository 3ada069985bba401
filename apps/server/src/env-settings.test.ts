import { describe, expect, it } from 'vitest';
import { parseInteger } from './env-settings';

describe('parseInteger', () => {
  it('reads a whole number written in decimal digits, spaces around it allowed', () => {
    expect(parseInteger('PORT', '8080', 3000, 0, 65535)).toBe(8080);
    expect(parseInteger('PORT', ' 8080 ', 3000, 0, 65535)).toBe(8080);
  });

  it('takes the default when the setting is unset, empty or only spaces', () => {
    expect(parseInteger('PORT', undefined, 3000, 0, 65535)).toBe(3000);
    expect(parseInteger('PORT', '', 3000, 0, 65535)).toBe(3000);
    expect(parseInteger('HSTS_MAX_AGE_SECONDS', '  ', 31536000, 0, 63072000)).toBe(31536000);
  });

  it('refuses numbers written another way, naming the setting', () => {
    for (const written of ['3e1', '0x1E', '30.0', '30.5', 'thirty', '1_000']) {
      expect(() => parseInteger('CONTENT_POLL_MS', written, 1000, 0, 60000)).toThrow(
        /CONTENT_POLL_MS must be an integer between 0 and 60000/,
      );
    }
  });

  it('refuses a number outside its range', () => {
    expect(() => parseInteger('PORT', '70000', 3000, 0, 65535)).toThrow(/PORT/);
  });
});
