import { expect, it } from 'vitest';
import { UPLOAD_TIMEOUT_MS } from './create-site-api-client';
import { MAX_UPLOAD_BYTES } from './max-upload-bytes';

// About 20 KB/s: a phone on a weak 2G or crowded 3G signal, which still gets there.
const SLOWEST_UPLOAD_BYTES_PER_SECOND = 20 * 1024;

it('gives an application’s three largest documents time to arrive at the slowest upload', () => {
  const slowestApplicationMs = ((3 * MAX_UPLOAD_BYTES) / SLOWEST_UPLOAD_BYTES_PER_SECOND) * 1000;
  expect(UPLOAD_TIMEOUT_MS).toBeGreaterThanOrEqual(slowestApplicationMs);
  // No longer than the server waits for a whole request (HTTP_REQUEST_TIMEOUT_MS, 15 minutes).
  expect(UPLOAD_TIMEOUT_MS).toBeLessThanOrEqual(15 * 60_000);
});
