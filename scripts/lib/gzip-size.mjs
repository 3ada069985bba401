import { gzipSync } from 'node:zlib';

/** The size of `bytes` compressed with gzip at level 9, as the server precompresses text. */
export function gzipSize(bytes) {
  return gzipSync(bytes, { level: 9 }).byteLength;
}
