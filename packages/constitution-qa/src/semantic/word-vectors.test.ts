import { describe, expect, it } from 'vitest';
import { bundledWordVectors, readWordVectors } from './word-vectors';

function cosine(left: Float32Array, right: Float32Array): number {
  let sum = 0;
  for (let index = 0; index < left.length; index += 1)
    sum += (left[index] ?? 0) * (right[index] ?? 0);
  return sum;
}

describe('bundledWordVectors', () => {
  const vectors = bundledWordVectors();

  it('holds unit vectors for the constitution and everyday words', () => {
    expect(vectors.dimensions).toBe(100);
    const president = vectors.vector('president');
    expect(president).toBeDefined();
    expect(Math.abs(cosine(president as Float32Array, president as Float32Array) - 1)).toBeLessThan(
      0.02,
    );
    expect(vectors.vector('expulsion')).toBeDefined();
    expect(vectors.vector('zzzqx')).toBeUndefined();
  });

  it('puts related words nearer than unrelated ones', () => {
    const near = cosine(
      vectors.vector('expel') as Float32Array,
      vectors.vector('expulsion') as Float32Array,
    );
    const far = cosine(
      vectors.vector('expel') as Float32Array,
      vectors.vector('budget') as Float32Array,
    );
    expect(near).toBeGreaterThan(far);
  });

  it('lists each word once, in code-unit order, as the build writes them for the same bytes every time', () => {
    const words = vectors.words;
    expect(words.length).toBeGreaterThan(10000);
    const out = words.findIndex((word, index) => index > 0 && (words[index - 1] as string) >= word);
    expect(out).toBe(-1);
    expect(words.every((word) => /^[a-z]+$/.test(word))).toBe(true);
  });

  it('rejects data that is not a vector file', () => {
    expect(() => readWordVectors(new Uint8Array(32))).toThrow('Not a word-vector file');
  });
});
