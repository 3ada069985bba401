import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value],
    ),
  );

describe('detectImageType', () => {
  it('recognises images by their first bytes', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xdb))?.contentType).toBe('image/jpeg');
    expect(detectImageType(bytes(0x89, 'PNG\r\n', 0x1a, '\n'))?.contentType).toBe('image/png');
    expect(detectImageType(bytes('GIF87a'))?.extension).toBe('gif');
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))?.extension).toBe('webp');
    expect(detectImageType(bytes(0, 0, 0, 28, 'ftypavif'))?.extension).toBe('avif');
  });

  it('refuses everything else, whatever it is called', () => {
    expect(detectImageType(bytes('<svg'))).toBeUndefined();
    expect(detectImageType(bytes('%PDF-1.7'))).toBeUndefined();
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeUndefined();
    expect(detectImageType(bytes(0xff, 0xd8))).toBeUndefined();
    expect(detectImageType(new Uint8Array())).toBeUndefined();
  });
});
