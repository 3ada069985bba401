import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The configured signing secret, or (outside production, where config refuses to start without
 * one) a random secret generated once and kept in `<dataDir>/jwt-secret`, so tokens survive a
 * restart.
 */
export async function resolveJwtSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // No secret yet: make one below.
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // Another instance wrote it first; use theirs so tokens work on both.
    return (await readFile(file, 'utf8')).trim();
  }
}
