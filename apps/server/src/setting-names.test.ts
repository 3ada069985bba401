import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { MEMBERSHIP_NUMBER_SETTINGS } from './membership/membership-number-settings';
import { misspeltSettings, SETTING_NAMES } from './setting-names';

const SERVER = join(import.meta.dirname, '..');

/** The names in the first column of the README's "Configuration" table. */
function readmeSettings(): string[] {
  const readme = readFileSync(join(SERVER, 'README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Running in'));
  const names = table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)[`=]/g)])
    .map((match) => match[1] ?? '');
  return [...new Set(names)].sort();
}

/** Every `env.NAME`, `env['NAME']` and integer('NAME' the server's own source reads. */
function sourceSettings(folder = join(SERVER, 'src')): string[] {
  const names: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) names.push(...sourceSettings(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      const text = readFileSync(path, 'utf8');
      for (const match of text.matchAll(
        /\benv(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])|integer\('([A-Z][A-Z0-9_]+)'|(?:setting|httpsUrl|currency)\(env, '([A-Z][A-Z0-9_]+)'/g,
      )) {
        names.push(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '');
      }
    }
  }
  return names;
}

describe('the settings the server reads', () => {
  it('are the README’s table, name for name, and cover every name the source reads', () => {
    expect([...SETTING_NAMES].sort()).toEqual(readmeSettings());
    const read = [
      ...sourceSettings(),
      ...Object.values(MEMBERSHIP_NUMBER_SETTINGS).map((setting) => setting.name),
    ];
    expect(read.length).toBeGreaterThan(50);
    expect(read.filter((name) => !SETTING_NAMES.includes(name))).toEqual([]);
  });

  it('finds a slip of a setting’s name, and any unknown name under the server’s own prefixes', () => {
    expect(
      misspeltSettings({
        COAZ_MOD: 'production',
        PUBLIC_ULR: 'https://coaz.org.zm',
        JWT_SECRT: 'x',
        MTN_MOMO_ENVIRONMENT: 'mtnzambia',
        TRUST_PROXIES: '10.0.0.0/8',
      }).map(({ name, meant }) => [name, meant]),
    ).toEqual([
      ['COAZ_MOD', 'COAZ_MODE'],
      ['JWT_SECRT', 'JWT_SECRET'],
      ['MTN_MOMO_ENVIRONMENT', undefined],
      ['PUBLIC_ULR', 'PUBLIC_URL'],
      ['TRUST_PROXIES', 'TRUSTED_PROXIES'],
    ]);
  });

  it('leaves alone the variables a service manager, a shell, npm and PostgreSQL set', () => {
    const machine = Object.fromEntries(
      [
        'PATH',
        'HOME',
        'USER',
        'LOGNAME',
        'SHELL',
        'PWD',
        'OLDPWD',
        'SHLVL',
        'LANG',
        'TERM',
        'TZ',
        'HOSTNAME',
        'TMPDIR',
        'MAIL',
        'EDITOR',
        'HTTP_PROXY',
        'HTTPS_PROXY',
        'NO_PROXY',
        'NODE_OPTIONS',
        'NODE_EXTRA_CA_CERTS',
        'INVOCATION_ID',
        'JOURNAL_STREAM',
        'NOTIFY_SOCKET',
        'SYSTEMD_EXEC_PID',
        'MANAGERPID',
        'LISTEN_PID',
        'LISTEN_FDS',
        'XDG_DATA_DIRS',
        'XDG_RUNTIME_DIR',
        'PGHOST',
        'PGUSER',
        'PGPASSWORD',
        'PGDATABASE',
        'TEST_DATABASE_URL',
        'COAZ_TEST_DB',
        'CI',
        'FORCE_COLOR',
        'INIT_CWD',
        'PNPM_HOME',
        'COREPACK_ENABLE_STRICT',
        'npm_config_user_agent',
        'npm_lifecycle_event',
      ].map((name) => [name, 'x']),
    );
    expect(misspeltSettings(machine)).toEqual([]);
  });

  // Kubernetes gives every container these for each service in its namespace (service links are
  // on by default): a service named "coaz" or "payment" stopped production from starting.
  it('leaves alone the variables Kubernetes and Docker links add for a neighbouring service', () => {
    const links = {
      COAZ_SERVICE_HOST: '10.0.0.7',
      COAZ_SERVICE_PORT: '8080',
      COAZ_SERVICE_PORT_HTTP: '8080',
      COAZ_PORT: 'tcp://10.0.0.7:8080',
      COAZ_PORT_8080_TCP: 'tcp://10.0.0.7:8080',
      COAZ_PORT_8080_TCP_PROTO: 'tcp',
      COAZ_PORT_8080_TCP_PORT: '8080',
      COAZ_PORT_8080_TCP_ADDR: '10.0.0.7',
      PAYMENT_SERVICE_HOST: '10.0.0.9',
      PAYMENT_PORT: 'tcp://10.0.0.9:80',
    };
    expect(misspeltSettings(links)).toEqual([]);
    // A name of that shape with a value no link has is still a slip under our prefixes.
    expect(misspeltSettings({ COAZ_PORT: '8080' }).map((slip) => slip.name)).toEqual(['COAZ_PORT']);
  });

  it('refuses a slip in production, and a slip of the mode in every mode', () => {
    expect(() =>
      loadConfig({ COAZ_MODE: 'production', PUBLIC_ULR: 'https://coaz.org.zm' }),
    ).toThrow(
      /- PUBLIC_ULR is not a setting this server reads; did you mean PUBLIC_URL\? Rename it, or remove it/,
    );
    // Without COAZ_MODE the server would run in development mode: payments by the sandbox.
    expect(() => loadConfig({ COAZ_MOD: 'production' })).toThrow(
      'COAZ_MOD is not a setting this server reads; did you mean COAZ_MODE?',
    );
    expect(() => loadConfig({ NODE_EMV: 'production' })).toThrow(/did you mean NODE_ENV\?/);
    expect(loadConfig({ PUBLIC_ULR: 'https://coaz.org.zm' }).misspeltSettings).toHaveLength(1);
  });
});
