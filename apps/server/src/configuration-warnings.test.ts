import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTestFolder } from '../test-support/remove-test-folder';
import { loadConfig } from './config';
import { configurationWarnings } from './configuration-warnings';

const folder = mkdtempSync(join(tmpdir(), 'coaz-configuration-warnings-'));
afterAll(() => removeTestFolder(folder));

const PRODUCTION = {
  COAZ_MODE: 'production',
  JWT_SECRET: 'dJ6C7lEHAwMqDa0B2B4TQuLKcoJOc0M07DqfDAIr6fOMIc9V',
  PUBLIC_URL: 'https://coaz.org.zm',
  // A web build of its own, so what the repository's build was made for changes nothing here.
  WEB_SERVER_BUILD: join(folder, 'no-build', 'index.js'),
  PAYMENT_PROVIDER: 'none',
  MESSAGE_PROVIDER: 'africas-talking',
  AFRICAS_TALKING_USERNAME: 'coaz',
  AFRICAS_TALKING_API_KEY: 'atsk_0123456789',
  EMAIL_PROVIDER: 'none',
};

describe('settings that start but cost something', () => {
  it('says nothing for the README’s production configuration', () => {
    const config = loadConfig({
      ...PRODUCTION,
      DATABASE_URL: 'postgres://coaz@db.internal:5432/coaz',
      CORS_ORIGINS: 'https://coaz.org.zm',
      TRUST_PROXY: 'true',
      TRUSTED_PROXIES: '10.0.0.0/8',
      CONSTITUTION_PDF: '/srv/coaz/COAZ_CONSTITUTION_2025.pdf',
    });
    expect(configurationWarnings(config)).toEqual([]);
  });

  it('names each: no proxy trusted, no HSTS, no PDF, the embedded database', () => {
    const untrusted = configurationWarnings(
      loadConfig({ ...PRODUCTION, CORS_ORIGINS: 'https://coaz.org.zm' }),
    );
    expect(untrusted).toEqual([
      expect.stringMatching(
        /^TRUST_PROXY is off: .*every member out of login.*one allowance of 60 new pages a minute and of 10 chat answers and 10 logins at once\)/,
      ),
      expect.stringMatching(/^CONSTITUTION_PDF is unset: .*summarised extracts/),
      expect.stringMatching(/^DATABASE_URL is unset: .*one instance only/),
    ]);
    const noHsts = configurationWarnings(
      loadConfig({
        ...PRODUCTION,
        TRUST_PROXY: 'true',
        TRUSTED_PROXIES: '10.0.0.0/8',
        HSTS_MAX_AGE_SECONDS: '0',
        DATABASE_URL: 'postgres://coaz@db.internal:5432/coaz',
        CONSTITUTION_PDF: '/srv/coaz/COAZ_CONSTITUTION_2025.pdf',
      }),
    );
    expect(noHsts).toEqual([expect.stringMatching(/^HSTS_MAX_AGE_SECONDS=0: /)]);
  });

  it('reminds a demo that its outbox is open to anyone, and leaves development alone', () => {
    expect(configurationWarnings(loadConfig({ COAZ_MODE: 'demo' }))).toEqual([
      expect.stringMatching(
        /^demo mode: .*\/api\/dev\/outbox, the codes that reset a sign-in included/,
      ),
    ]);
    expect(configurationWarnings(loadConfig({}))).toEqual([]);
  });

  it('leaves a missing PUBLIC_URL to production’s refusal, and has nothing to say of MTN with one', () => {
    const momo = {
      ...PRODUCTION,
      PAYMENT_PROVIDER: 'mtn-momo',
      MTN_MOMO_SUBSCRIPTION_KEY: 'key',
      MTN_MOMO_API_USER: 'user',
      MTN_MOMO_API_KEY: 'k',
      DATABASE_URL: 'postgres://coaz@db.internal:5432/coaz',
      TRUST_PROXY: 'true',
      TRUSTED_PROXIES: '10.0.0.0/8',
      CONSTITUTION_PDF: '/srv/coaz/COAZ_CONSTITUTION_2025.pdf',
    };
    expect(() => loadConfig({ ...momo, PUBLIC_URL: undefined })).toThrow(
      /^PUBLIC_URL is required when COAZ_MODE=production/,
    );
    expect(configurationWarnings(loadConfig(momo))).toEqual([]);
  });

  it('tells a demo or development server that its web build was made for another address', () => {
    const built = join(folder, 'built-for-coaz-org');
    mkdirSync(built);
    writeFileSync(join(built, 'site-origin.json'), '{"origin":"https://coaz.org"}\n');
    const elsewhere = {
      PUBLIC_URL: 'https://coaz.org.zm',
      WEB_SERVER_BUILD: join(built, 'index.js'),
    };
    const told = expect.stringMatching(
      /^the web app was built for https:\/\/coaz\.org, not for PUBLIC_URL=https:\/\/coaz\.org\.zm: /,
    );
    expect(configurationWarnings(loadConfig(elsewhere))).toEqual([told]);
    expect(configurationWarnings(loadConfig({ ...elsewhere, COAZ_MODE: 'demo' }))).toEqual([
      expect.stringMatching(/^demo mode: /),
      told,
    ]);
    // Production refuses to start with it instead (main.ts), so it is no warning there.
    expect(
      configurationWarnings(
        loadConfig({ ...PRODUCTION, ...elsewhere, TRUST_PROXY: 'true', HOST: '127.0.0.1' }),
      ),
    ).not.toContainEqual(told);
    expect(
      configurationWarnings(loadConfig({ ...elsewhere, PUBLIC_URL: 'https://coaz.org' })),
    ).toEqual([]);
  });

  it('names a misspelt setting outside production, where it starts with the default', () => {
    expect(configurationWarnings(loadConfig({ PUBLIC_ULR: 'https://coaz.org.zm' }))).toEqual([
      'PUBLIC_ULR is not a setting this server reads; did you mean PUBLIC_URL? Rename it, or remove it',
    ]);
    expect(configurationWarnings(loadConfig({ COAZ_MODE: 'demo', SMTP_HOSTNAME: 'mail' }))).toEqual(
      [
        expect.stringMatching(/^demo mode: /),
        expect.stringMatching(/^SMTP_HOSTNAME is not a setting/),
      ],
    );
  });
});
