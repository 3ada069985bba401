import { describe, expect, it } from 'vitest';
import { documentAddedLine } from './document-added-line';

describe('documentAddedLine', () => {
  it('gives the day in Zambia, and marks a document added after the last refusal', () => {
    // 23:30 in UTC is already the next day in Lusaka.
    expect(documentAddedLine('2026-12-02T23:30:00.000Z')).toBe('added 3 December 2026');
    expect(documentAddedLine('2026-12-05T09:00:00.000Z', '2026-12-04T10:00:00.000Z')).toBe(
      'added 5 December 2026, new since the refusal',
    );
    expect(documentAddedLine('2026-12-01T09:00:00.000Z', '2026-12-04T10:00:00.000Z')).toBe(
      'added 1 December 2026',
    );
    expect(documentAddedLine(undefined)).toBe('');
  });
});
