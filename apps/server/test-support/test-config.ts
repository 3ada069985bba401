import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type PasswordHashCost, type ServerConfig } from '../src/config';

/** Argon2id still, at a cost tests can afford; config refuses it in production mode. */
export const TEST_PASSWORD_HASH_COST: PasswordHashCost = { memoryKib: 1024, iterations: 1 };

/** One secret for every instance of a test, so tokens cross between them. */
export const TEST_JWT_SECRET = 'HMesDObBW0ylDbrSYhqcBdWNPJ6fTWkt5/BaaruKV50jrt23';

/** A demo-mode configuration on a free port, with its own data, upload and web folders. */
export async function testConfig(overrides: Partial<ServerConfig> = {}): Promise<ServerConfig> {
  const folder = await mkdtemp(join(tmpdir(), 'coaz-server-test-'));
  const base = loadConfig({
    COAZ_MODE: 'demo',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: join(folder, 'data'),
    WEB_ROOT: join(folder, 'web'),
    STORYBOOK_ROOT: join(folder, 'storybook'),
    JWT_SECRET: TEST_JWT_SECRET,
    CORS_ORIGINS: 'https://partners.example.org',
    PAYMENT_SANDBOX_DELAY_MS: '200',
  });
  return { ...base, passwordHashCost: TEST_PASSWORD_HASH_COST, ...overrides };
}
