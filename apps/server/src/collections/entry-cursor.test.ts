import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './entry-cursor';

describe('entry cursors', () => {
  it('round-trips the values of the last entry', () => {
    const cursor = encodeCursor(['2026-11-23', 'The Treasurer', 7]);
    expect(decodeCursor(cursor, ['date', 'text', 'integer'])).toEqual([
      '2026-11-23',
      'The Treasurer',
      7,
    ]);
  });

  it('refuses a cursor of another list, or no cursor at all, with a 400', () => {
    expect(() => decodeCursor(encodeCursor([3, 7]), ['date', 'integer'])).toThrow(
      expect.objectContaining({ status: 400 }),
    );
    expect(() => decodeCursor('%%%', ['integer'])).toThrow(
      expect.objectContaining({ status: 400 }),
    );
    expect(() => decodeCursor(encodeCursor(['2026-02-31x']), ['date'])).toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });

  // JavaScript reads the year 0000 as a day; PostgreSQL refused it, and the news, events and
  // vacancies lists answered a forged cursor naming it with a 500.
  it('refuses a cursor naming a day in the year 0000 with a 400', () => {
    expect(() => decodeCursor(encodeCursor(['0000-01-01', 1]), ['date', 'integer'])).toThrow(
      expect.objectContaining({ status: 400, code: 'invalid_cursor' }),
    );
  });
});
