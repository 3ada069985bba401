import { describe, expect, it } from 'vitest';
import { formatKwacha } from './format-kwacha';

describe('formatKwacha', () => {
  it('shows whole Kwacha with their ngwee', () => {
    expect(formatKwacha(300)).toBe('K300.00');
  });

  it('groups thousands and keeps the ngwee an admin set', () => {
    expect(formatKwacha(1250.5)).toBe('K1,250.50');
  });
});
