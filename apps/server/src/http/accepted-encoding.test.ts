import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './accepted-encoding';

describe('acceptedEncoding', () => {
  it('picks the first candidate the header accepts', () => {
    expect(acceptedEncoding('gzip, deflate, br', ['br', 'gzip'])).toBe('br');
    expect(acceptedEncoding('gzip', ['br', 'gzip'])).toBe('gzip');
    expect(acceptedEncoding('*', ['br', 'gzip'])).toBe('br');
  });

  it('honours q=0 and answers undefined when nothing fits', () => {
    expect(acceptedEncoding('br;q=0, gzip;q=0.5', ['br', 'gzip'])).toBe('gzip');
    expect(acceptedEncoding('identity', ['br', 'gzip'])).toBeUndefined();
    expect(acceptedEncoding(undefined, ['gzip'])).toBeUndefined();
    expect(acceptedEncoding('*, gzip;q=0', ['gzip'])).toBeUndefined();
  });
});
