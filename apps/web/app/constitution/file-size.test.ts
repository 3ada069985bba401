import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('says megabytes and kilobytes with one decimal under ten', () => {
    expect(formatFileSize(2_734_112)).toBe('2.7 MB');
    expect(formatFileSize(12_400_000)).toBe('12 MB');
    expect(formatFileSize(340_200)).toBe('340 kB');
    expect(formatFileSize(4_560)).toBe('4.6 kB');
  });

  it('counts small files in bytes', () => {
    expect(formatFileSize(900)).toBe('900 bytes');
  });
});
