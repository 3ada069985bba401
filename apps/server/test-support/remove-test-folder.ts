import { rm } from 'node:fs/promises';

/**
 * Removes a test's temporary folder. Node's recursive `rm` can meet `ENOTEMPTY` when it lists a
 * folder while an entry is still settling (one landing CI run failed a whole suite on it, after
 * every test had passed), so it retries as Node documents, with a short linear back-off.
 */
export function removeTestFolder(folder: string): Promise<void> {
  return rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
}
