import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** A production secret as `openssl rand -base64 36` writes one. */
const SECRET = 'dJ6C7lEHAwMqDa0B2B4TQuLKcoJOc0M07DqfDAIr6fOMIc9V';
/** The SMS gateway production needs (the demo outbox is refused there), and no e-mail. */
const SMS = {
  MESSAGE_PROVIDER: 'africas-talking',
  AFRICAS_TALKING_USERNAME: 'coaz',
  AFRICAS_TALKING_API_KEY: 'atsk_0123456789',
  EMAIL_PROVIDER: 'none',
};
/** The site's public address, which production requires. */
const SITE = 'https://coaz.org.zm';

describe('configuration', () => {
  it('works on a fresh machine with development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      mode: 'development',
      port: 8080,
      apiPrefix: 'coaz',
      databaseUrl: undefined,
    });
    expect(config.dataDir.endsWith('.data')).toBe(true);
    expect(config.passwordHashCost).toEqual({ memoryKib: 19_456, iterations: 2 });
  });

  it('refuses production mode without a JWT secret', () => {
    expect(() => loadConfig({ COAZ_MODE: 'production' })).toThrow(/JWT_SECRET is required/);
    expect(
      loadConfig({
        COAZ_MODE: 'production',
        JWT_SECRET: SECRET,
        PUBLIC_URL: SITE,
        PAYMENT_PROVIDER: 'none',
        ...SMS,
      }).mode,
    ).toBe('production');
  });

  it('refuses a lowered argon2id cost in production, and short secrets anywhere', () => {
    expect(() =>
      loadConfig({
        COAZ_MODE: 'production',
        JWT_SECRET: SECRET,
        PUBLIC_URL: SITE,
        PAYMENT_PROVIDER: 'none',
        ARGON2_MEMORY_KIB: '1024',
        ...SMS,
      }),
    ).toThrow(
      'The argon2id cost may not be lowered in production mode: ARGON2_MEMORY_KIB=1024 (at least 19456); unset it to use the default',
    );
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('reads the prefix, origins and database from the environment', () => {
    const config = loadConfig({
      API_PREFIX: '/members/',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      DATABASE_URL: 'postgres://db/coaz',
      UPLOAD_DIR: '/srv/uploads',
    });
    expect(config).toMatchObject({
      apiPrefix: 'members',
      corsOrigins: ['https://a.example', 'https://b.example'],
      databaseUrl: 'postgres://db/coaz',
      uploadDir: '/srv/uploads',
    });
  });

  it('names the variable at fault', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ COAZ_MODE: 'staging' })).toThrow(/COAZ_MODE/);
    expect(() => loadConfig({ API_PREFIX: 'api' })).toThrow(/API_PREFIX/);
  });

  it('refuses a production start that would take no money, naming the setting', () => {
    const production = { COAZ_MODE: 'production', JWT_SECRET: SECRET, PUBLIC_URL: SITE, ...SMS };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_PROVIDER is required/);
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENT_PROVIDER=sandbox .* refused/,
    );
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'mtn-momo' })).toThrow(
      /MTN_MOMO_SUBSCRIPTION_KEY is required/,
    );
    const momo = {
      ...production,
      PAYMENT_PROVIDER: 'mtn-momo',
      MTN_MOMO_SUBSCRIPTION_KEY: 'key',
      MTN_MOMO_API_USER: 'user',
    };
    expect(() => loadConfig(momo)).toThrow(/MTN_MOMO_API_KEY is required/);
    expect(() =>
      loadConfig({ ...momo, MTN_MOMO_API_KEY: 'k', MTN_MOMO_TARGET_ENVIRONMENT: 'sandbox' }),
    ).toThrow(/MTN_MOMO_TARGET_ENVIRONMENT=sandbox/);
    expect(() =>
      loadConfig({ ...momo, MTN_MOMO_API_KEY: 'k', MTN_MOMO_BASE_URL: 'http://momo.example' }),
    ).toThrow(/MTN_MOMO_BASE_URL must be an https URL/);
    expect(loadConfig({ ...momo, MTN_MOMO_API_KEY: 'k' }).paymentProvider).toMatchObject({
      kind: 'mtn-momo',
      baseUrl: 'https://proxy.momoapi.mtn.com',
      targetEnvironment: 'mtnzambia',
      currency: 'ZMW',
    });
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'airtel-money' })).toThrow(
      /AIRTEL_MONEY_CLIENT_ID is required/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER must be/);
  });

  it('refuses the providers’ test hosts in production, and allows them elsewhere', () => {
    const production = { COAZ_MODE: 'production', JWT_SECRET: SECRET, PUBLIC_URL: SITE, ...SMS };
    const momo = {
      PAYMENT_PROVIDER: 'mtn-momo',
      MTN_MOMO_SUBSCRIPTION_KEY: 'key',
      MTN_MOMO_API_USER: 'user',
      MTN_MOMO_API_KEY: 'k',
      MTN_MOMO_BASE_URL: 'https://sandbox.momodeveloper.mtn.com',
    };
    expect(() => loadConfig({ ...production, ...momo })).toThrow(
      /^MTN_MOMO_BASE_URL=https:\/\/sandbox\.momodeveloper\.mtn\.com is MTN's sandbox, which moves no money, and is refused when COAZ_MODE=production$/,
    );
    expect(() =>
      loadConfig({
        ...production,
        ...momo,
        MTN_MOMO_BASE_URL: 'https://SANDBOX.momodeveloper.mtn.com/',
      }),
    ).toThrow(/MTN_MOMO_BASE_URL=.* refused/);
    const airtel = {
      PAYMENT_PROVIDER: 'airtel-money',
      AIRTEL_MONEY_CLIENT_ID: 'id',
      AIRTEL_MONEY_CLIENT_SECRET: 'a1f3c5e7b9d2',
      AIRTEL_MONEY_BASE_URL: 'https://openapiuat.airtel.africa',
    };
    expect(() => loadConfig({ ...production, ...airtel })).toThrow(
      /^AIRTEL_MONEY_BASE_URL=https:\/\/openapiuat\.airtel\.africa is Airtel's test environment \(UAT\), which moves no money, and is refused when COAZ_MODE=production$/,
    );
    expect(
      loadConfig({ ...production, ...airtel, AIRTEL_MONEY_BASE_URL: undefined }).paymentProvider,
    ).toMatchObject({ kind: 'airtel-money', baseUrl: 'https://openapi.airtel.africa' });
    // Demo and development may try the test environments.
    expect(loadConfig({ COAZ_MODE: 'demo', ...momo }).paymentProvider).toMatchObject({
      baseUrl: 'https://sandbox.momodeveloper.mtn.com',
    });
    expect(loadConfig({ ...airtel }).paymentProvider).toMatchObject({
      baseUrl: 'https://openapiuat.airtel.africa',
    });
    expect(loadConfig({}).paymentProvider).toEqual({ kind: 'sandbox' });
  });

  it('refuses a sandbox in production however it is spelt, and an address that names no host', () => {
    const production = { COAZ_MODE: 'production', JWT_SECRET: SECRET, PUBLIC_URL: SITE, ...SMS };
    const momo = {
      ...production,
      PAYMENT_PROVIDER: 'mtn-momo',
      MTN_MOMO_SUBSCRIPTION_KEY: 'key',
      MTN_MOMO_API_USER: 'user',
      MTN_MOMO_API_KEY: 'k',
    };
    const airtel = {
      ...production,
      PAYMENT_PROVIDER: 'airtel-money',
      AIRTEL_MONEY_CLIENT_ID: 'id',
      AIRTEL_MONEY_CLIENT_SECRET: 'a1f3c5e7b9d2',
    };
    // A fully qualified name's trailing dot reaches the same test host.
    expect(() =>
      loadConfig({ ...momo, MTN_MOMO_BASE_URL: 'https://SANDBOX.momodeveloper.mtn.com./' }),
    ).toThrow(/MTN_MOMO_BASE_URL=.* is MTN's sandbox/);
    expect(() =>
      loadConfig({ ...airtel, AIRTEL_MONEY_BASE_URL: 'https://openapiuat.airtel.africa.' }),
    ).toThrow(/AIRTEL_MONEY_BASE_URL=.* is Airtel's test environment/);
    expect(() =>
      loadConfig({
        ...momo,
        ...SMS,
        AFRICAS_TALKING_BASE_URL: 'https://api.sandbox.africastalking.com.',
      }),
    ).toThrow(/AFRICAS_TALKING_BASE_URL=.* is Africa's Talking's sandbox/);
    expect(() => loadConfig({ ...momo, AFRICAS_TALKING_USERNAME: 'Sandbox' })).toThrow(
      /AFRICAS_TALKING_USERNAME=Sandbox is Africa's Talking's sandbox/,
    );
    for (const environment of ['Sandbox', 'SANDBOX']) {
      expect(() => loadConfig({ ...momo, MTN_MOMO_TARGET_ENVIRONMENT: environment })).toThrow(
        `MTN_MOMO_TARGET_ENVIRONMENT=${environment} is MTN's sandbox`,
      );
    }
    // An IP address hides which host answers, and no provider's certificate names it.
    for (const address of ['https://196.201.214.55', 'https://0x7f.1', 'https://[::1]:8443']) {
      expect(() => loadConfig({ ...momo, MTN_MOMO_BASE_URL: address })).toThrow(
        `MTN_MOMO_BASE_URL=${address} names no provider's host`,
      );
    }
    expect(() => loadConfig({ ...airtel, AIRTEL_MONEY_BASE_URL: 'https://localhost' })).toThrow(
      /AIRTEL_MONEY_BASE_URL=https:\/\/localhost names no provider's host .* \(https:\/\/openapi\.airtel\.africa\)/,
    );
    expect(() =>
      loadConfig({ ...momo, AFRICAS_TALKING_BASE_URL: 'https://127.0.0.1:8443' }),
    ).toThrow(/AFRICAS_TALKING_BASE_URL=https:\/\/127\.0\.0\.1:8443 names no provider's host/);
    // Development may point at a stand-in on this machine.
    const { COAZ_MODE: _production, ...development } = momo;
    expect(
      loadConfig({ ...development, MTN_MOMO_BASE_URL: 'http://127.0.0.1:9' }).paymentProvider,
    ).toMatchObject({ baseUrl: 'http://127.0.0.1:9' });
  });

  it('asks members in kwacha only in production, where fees are kept in ngwee', () => {
    const production = { COAZ_MODE: 'production', JWT_SECRET: SECRET, PUBLIC_URL: SITE, ...SMS };
    const momo = {
      ...production,
      PAYMENT_PROVIDER: 'mtn-momo',
      MTN_MOMO_SUBSCRIPTION_KEY: 'key',
      MTN_MOMO_API_USER: 'user',
      MTN_MOMO_API_KEY: 'k',
    };
    expect(() => loadConfig({ ...momo, MTN_MOMO_CURRENCY: 'EUR' })).toThrow(
      'MTN_MOMO_CURRENCY=EUR is refused when COAZ_MODE=production: fees are in kwacha, so set ZMW or unset it',
    );
    expect(() =>
      loadConfig({
        ...production,
        PAYMENT_PROVIDER: 'airtel-money',
        AIRTEL_MONEY_CLIENT_ID: 'id',
        AIRTEL_MONEY_CLIENT_SECRET: 'a1f3c5e7b9d2',
        AIRTEL_MONEY_CURRENCY: 'usd',
      }),
    ).toThrow(/AIRTEL_MONEY_CURRENCY=usd is refused/);
    expect(loadConfig({ ...momo, MTN_MOMO_CURRENCY: 'zmw' }).paymentProvider).toMatchObject({
      currency: 'ZMW',
    });
    // MTN's sandbox takes only euros.
    const { COAZ_MODE: _production, ...development } = momo;
    expect(loadConfig({ ...development, MTN_MOMO_CURRENCY: 'EUR' }).paymentProvider).toMatchObject({
      currency: 'EUR',
    });
  });

  it('keeps PUBLIC_URL to the site’s origin, so MTN’s callbacks reach the callback route', () => {
    const momo = {
      PAYMENT_PROVIDER: 'mtn-momo',
      MTN_MOMO_SUBSCRIPTION_KEY: 'key',
      MTN_MOMO_API_USER: 'user',
      MTN_MOMO_API_KEY: 'k',
    };
    expect(
      loadConfig({ ...momo, PUBLIC_URL: 'https://COAZ.org.zm/' }).paymentProvider,
    ).toMatchObject({ publicUrl: 'https://coaz.org.zm' });
    for (const address of ['https://coaz.org.zm/coaz', 'https://coaz.org.zm/?x=1']) {
      expect(() => loadConfig({ ...momo, PUBLIC_URL: address })).toThrow(
        /PUBLIC_URL must be the site's address alone, such as https:\/\/coaz\.org\.zm/,
      );
    }
  });

  it('requires COAZ_MODE when NODE_ENV=production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/COAZ_MODE is required/);
    expect(loadConfig({ NODE_ENV: 'production', COAZ_MODE: 'demo' }).mode).toBe('demo');
  });

  it('refuses a JWT secret of low entropy however long it is', () => {
    expect(() => loadConfig({ JWT_SECRET: 'a'.repeat(64) })).toThrow(
      /JWT_SECRET is too predictable/,
    );
    expect(() => loadConfig({ JWT_SECRET: 'abc'.repeat(16) })).toThrow(/too predictable/);
    expect(() => loadConfig({ JWT_SECRET: 'passwordpassword'.repeat(2) })).toThrow(
      /too predictable/,
    );
    // The two the audit's production trial started with.
    expect(() => loadConfig({ JWT_SECRET: 'abcdefghijklmnopqrstuvwxyzABCDEF' })).toThrow(
      /too predictable/,
    );
    expect(() =>
      loadConfig({ JWT_SECRET: 'my-super-secret-jwt-key-for-coaz-production-2026' }),
    ).toThrow(/too predictable/);
    expect(loadConfig({ JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
  });

  it('reads trusted proxies as addresses or CIDR ranges, and refuses anything else', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, ::1, 192.168.1.7' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '::1',
      '192.168.1.7',
    ]);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.internal' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('message provider configuration', () => {
  const production = {
    COAZ_MODE: 'production',
    JWT_SECRET: SECRET,
    PUBLIC_URL: SITE,
    PAYMENT_PROVIDER: 'none',
  };

  it('uses the demo outbox outside production and refuses it in production', () => {
    expect(loadConfig({ COAZ_MODE: 'demo' }).membership.messageProvider).toBe('outbox');
    expect(() => loadConfig(production)).toThrow(/MESSAGE_PROVIDER=africas-talking is required/);
    expect(() => loadConfig({ ...production, MESSAGE_PROVIDER: 'outbox' })).toThrow(
      /MESSAGE_PROVIDER/,
    );
  });

  it('names the missing Africa’s Talking setting, and refuses its sandbox in production', () => {
    expect(() => loadConfig({ ...production, MESSAGE_PROVIDER: 'africas-talking' })).toThrow(
      /AFRICAS_TALKING_USERNAME/,
    );
    expect(() =>
      loadConfig({
        ...production,
        MESSAGE_PROVIDER: 'africas-talking',
        AFRICAS_TALKING_USERNAME: 'coaz',
      }),
    ).toThrow(/AFRICAS_TALKING_API_KEY/);
    expect(() =>
      loadConfig({ ...production, ...SMS, AFRICAS_TALKING_USERNAME: 'sandbox' }),
    ).toThrow(/sandbox/);
    expect(loadConfig({ ...production, ...SMS }).membership.africasTalking).toMatchObject({
      username: 'coaz',
      baseUrl: 'https://api.africastalking.com',
    });
    expect(() => loadConfig({ MESSAGE_PROVIDER: 'pigeon' })).toThrow(/outbox or africas-talking/);
  });

  it('refuses the sandbox host and plain http for the SMS gateway in production', () => {
    expect(() =>
      loadConfig({
        ...production,
        ...SMS,
        AFRICAS_TALKING_BASE_URL: 'https://api.sandbox.africastalking.com',
      }),
    ).toThrow(
      /^AFRICAS_TALKING_BASE_URL=https:\/\/api\.sandbox\.africastalking\.com is Africa's Talking's sandbox, which delivers no SMS, and is refused when COAZ_MODE=production$/,
    );
    expect(() =>
      loadConfig({
        ...production,
        ...SMS,
        AFRICAS_TALKING_BASE_URL: 'http://api.sandbox.africastalking.com',
      }),
    ).toThrow(/^AFRICAS_TALKING_BASE_URL must be an https URL in production/);
    expect(() =>
      loadConfig({ ...production, ...SMS, AFRICAS_TALKING_BASE_URL: 'http://sms.coaz.internal' }),
    ).toThrow(/AFRICAS_TALKING_BASE_URL must be an https URL/);
    // The adapter's own tests run it against a local http stand-in outside production.
    expect(
      loadConfig({ ...SMS, AFRICAS_TALKING_BASE_URL: 'http://127.0.0.1:9' }).membership
        .africasTalking?.baseUrl,
    ).toBe('http://127.0.0.1:9');
  });
});

describe('the site’s public address in production', () => {
  const production = {
    COAZ_MODE: 'production',
    JWT_SECRET: SECRET,
    PAYMENT_PROVIDER: 'none',
    ...SMS,
  };
  const momo = {
    ...production,
    PAYMENT_PROVIDER: 'mtn-momo',
    MTN_MOMO_SUBSCRIPTION_KEY: 'key',
    MTN_MOMO_API_USER: 'user',
    MTN_MOMO_API_KEY: 'k',
  };

  it('is required whatever the payment provider, since the SMS that send members to log in name it', () => {
    for (const env of [production, momo, { ...production, PUBLIC_URL: '  ' }]) {
      expect(() => loadConfig(env)).toThrow(
        /^PUBLIC_URL is required when COAZ_MODE=production: the site’s https address alone \(https:\/\/coaz\.org\.zm\), which the SMS that send a member to log in name/,
      );
    }
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://coaz.org.zm/' }).publicUrl).toBe(
      'https://coaz.org.zm',
    );
    expect(loadConfig({ ...momo, PUBLIC_URL: 'https://coaz.org.zm' }).publicUrl).toBe(
      'https://coaz.org.zm',
    );
  });

  it('must be https on a name members’ phones can open, where development takes a local address', () => {
    for (const env of [production, momo]) {
      expect(() => loadConfig({ ...env, PUBLIC_URL: 'http://coaz.org.zm' })).toThrow(
        /^PUBLIC_URL must be an https URL in production$/,
      );
      for (const address of ['https://10.0.0.7', 'https://[::1]:8443', 'https://localhost']) {
        expect(() => loadConfig({ ...env, PUBLIC_URL: address })).toThrow(
          /^PUBLIC_URL=https:\/\/\S+ is not an address members' phones can open and is refused when COAZ_MODE=production/,
        );
      }
    }
    const { COAZ_MODE: _production, ...development } = production;
    expect(loadConfig({ ...development, PUBLIC_URL: 'http://localhost:8080' }).publicUrl).toBe(
      'http://localhost:8080',
    );
    expect(loadConfig(development).publicUrl).toBeUndefined();
  });

  it('names a host the public can resolve: one word or a private network’s name is refused, saying why', () => {
    const refusals: [string, RegExp][] = [
      ['https://coaz', /coaz is a name of one word, which only a local network resolves/],
      ['https://coaz.', /coaz is a name of one word/],
      ['https://coaz.local', /coaz\.local is a private network’s name \(\.local\)/],
      ['https://portal.coaz.internal:8443', /portal\.coaz\.internal is a private network’s name/],
      ['https://coaz.home.arpa', /coaz\.home\.arpa is a private network’s name \(\.home\.arpa\)/],
      ['https://site.localhost', /site\.localhost is this machine/],
      ['https://coaz.test', /coaz\.test is a name reserved for tests and examples/],
      ['https://192.168.1.20', /192\.168\.1\.20 is an IP address/],
    ];
    for (const env of [production, momo]) {
      for (const [address, why] of refusals) {
        let message = '';
        try {
          loadConfig({ ...env, PUBLIC_URL: address });
        } catch (error) {
          message = (error as Error).message;
        }
        expect(message, address).toMatch(
          /^PUBLIC_URL=https:\/\/\S+ is not an address members' phones can open and is refused when COAZ_MODE=production: /,
        );
        expect(message, address).toMatch(why);
        expect(message, address).toMatch(/set the site’s public name \(https:\/\/coaz\.org\.zm\)$/);
      }
    }
    // A public name of the association's, a subdomain included, is taken.
    for (const address of ['https://coaz.zm', 'https://members.coaz.org.zm']) {
      expect(loadConfig({ ...production, PUBLIC_URL: address }).publicUrl).toBe(address);
    }
    // A demo on a local network may name it.
    const demo = { ...production, COAZ_MODE: 'demo', PAYMENT_PROVIDER: 'sandbox' };
    for (const address of ['http://coaz.local:8080', 'http://coaz', 'http://192.168.1.20:8080']) {
      expect(loadConfig({ ...demo, PUBLIC_URL: address }).publicUrl).toBe(address);
    }
  });

  it('is the address alone: a path, query or user name is refused once, not once per reader', () => {
    for (const env of [production, momo]) {
      for (const address of [
        'https://coaz.org.zm/login',
        'https://coaz.org.zm/?from=sms',
        'https://admin@coaz.org.zm',
      ]) {
        expect(() => loadConfig({ ...env, PUBLIC_URL: address })).toThrow(
          /^PUBLIC_URL must be the site's address alone, such as https:\/\/coaz\.org\.zm, not /,
        );
      }
    }
  });
});

describe('a production start that cannot go ahead', () => {
  const messageOf = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('the configuration was accepted');
  };

  it('names every setting to fix at once, not one per start', () => {
    const message = messageOf({ COAZ_MODE: 'production' });
    expect(message).toMatch(/^5 settings must be fixed/);
    expect(message).toContain('README.md');
    for (const setting of [
      /- JWT_SECRET is required.*openssl rand/,
      /- PUBLIC_URL is required when COAZ_MODE=production: the site’s https address alone/,
      /- PAYMENT_PROVIDER is required/,
      /- MESSAGE_PROVIDER=africas-talking is required/,
      /- EMAIL_PROVIDER is required/,
    ]) {
      expect(message).toMatch(setting);
    }
  });

  it('lists a weak secret beside the sandboxes it would run with', () => {
    const message = messageOf({
      COAZ_MODE: 'production',
      JWT_SECRET: 'my-super-secret-jwt-key-for-coaz-production-2026',
      PUBLIC_URL: SITE,
      PAYMENT_PROVIDER: 'sandbox',
      ...SMS,
      AFRICAS_TALKING_USERNAME: 'sandbox',
      EMAIL_PROVIDER: 'outbox',
    });
    expect(message).toMatch(/^4 settings must be fixed/);
    expect(message).toMatch(/- JWT_SECRET is too predictable/);
    expect(message).toMatch(/- PAYMENT_PROVIDER=sandbox moves no money/);
    expect(message).toMatch(
      /- AFRICAS_TALKING_USERNAME=sandbox is Africa's Talking's sandbox, .* refused/,
    );
    expect(message).toMatch(/- EMAIL_PROVIDER is required/);
  });
});

describe('one failed start names every problem', () => {
  const messageOf = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('the configuration was accepted');
  };

  it('lists malformed settings beside the production refusals', () => {
    const message = messageOf({
      COAZ_MODE: 'production',
      PORT: 'eighty',
      HSTS_MAX_AGE_SECONDS: '-1',
      UPLOAD_STORE: 's3',
      API_PREFIX: 'api',
      TRUSTED_PROXIES: 'proxy.internal',
      PUBLIC_URL: 'https://coaz.org.zm/login',
    });
    expect(message).toMatch(/^10 settings must be fixed/);
    for (const setting of [
      /- JWT_SECRET is required/,
      /- PUBLIC_URL must be the site's address alone/,
      /- PAYMENT_PROVIDER is required/,
      /- PORT must be an integer/,
      /- HSTS_MAX_AGE_SECONDS must be an integer/,
      /- UPLOAD_STORE must be database or folder/,
      /- API_PREFIX must be one path segment/,
      /- TRUSTED_PROXIES/,
    ]) {
      expect(message).toMatch(setting);
    }
  });

  it('lists malformed membership numbers beside a malformed general setting', () => {
    const message = messageOf({
      DUES_GRACE_DAYS: 'abc',
      VERIFY_LIMIT_PER_ADDRESS: '-1',
      PORT: 'eighty',
    });
    expect(message).toMatch(/^3 settings must be fixed/);
    expect(message).toMatch(/- DUES_GRACE_DAYS="abc" is not a whole number; .* from 0 to 365\b/);
    expect(message).toMatch(/- VERIFY_LIMIT_PER_ADDRESS="-1" is below 1; .* from 1 to 1000000\b/);
    expect(message).toMatch(/- PORT must be an integer/);
  });

  it('lists malformed membership numbers beside the membership providers production refuses', () => {
    const message = messageOf({
      COAZ_MODE: 'production',
      JWT_SECRET: SECRET,
      PUBLIC_URL: SITE,
      PAYMENT_PROVIDER: 'none',
      EMAIL_PROVIDER: 'none',
      DUES_JOB_INTERVAL_MS: 'hourly',
    });
    expect(message).toMatch(/^2 settings must be fixed/);
    expect(message).toMatch(/- MESSAGE_PROVIDER=africas-talking is required/);
    expect(message).toMatch(/- DUES_JOB_INTERVAL_MS="hourly" is not a whole number; /);
  });

  it('lists every missing or refused setting of the chosen mobile-money provider', () => {
    const production = { COAZ_MODE: 'production', JWT_SECRET: SECRET, PUBLIC_URL: SITE, ...SMS };
    const mtn = messageOf({
      ...production,
      PAYMENT_PROVIDER: 'mtn-momo',
      MTN_MOMO_BASE_URL: 'https://sandbox.momodeveloper.mtn.com',
      MTN_MOMO_TARGET_ENVIRONMENT: 'sandbox',
      PAYMENT_PROVIDER_TIMEOUT_MS: 'soon',
    });
    expect(mtn).toMatch(/^6 settings must be fixed/);
    for (const setting of [
      /- MTN_MOMO_TARGET_ENVIRONMENT=sandbox is MTN's sandbox, which moves no money/,
      /- MTN_MOMO_BASE_URL=https:\/\/sandbox\.momodeveloper\.mtn\.com is MTN's sandbox/,
      /- MTN_MOMO_SUBSCRIPTION_KEY is required/,
      /- MTN_MOMO_API_USER is required/,
      /- MTN_MOMO_API_KEY is required/,
      /- PAYMENT_PROVIDER_TIMEOUT_MS must be an integer/,
    ]) {
      expect(mtn).toMatch(setting);
    }
    const airtel = messageOf({
      ...production,
      PAYMENT_PROVIDER: 'airtel-money',
      AIRTEL_MONEY_BASE_URL: 'http://openapi.airtel.africa',
    });
    expect(airtel).toMatch(/^3 settings must be fixed/);
    expect(airtel).toMatch(/- AIRTEL_MONEY_BASE_URL must be an https URL in production/);
    expect(airtel).toMatch(/- AIRTEL_MONEY_CLIENT_ID is required/);
    expect(airtel).toMatch(/- AIRTEL_MONEY_CLIENT_SECRET is required/);
  });
});

describe('the chat model', () => {
  const production = {
    COAZ_MODE: 'production',
    JWT_SECRET: SECRET,
    PUBLIC_URL: SITE,
    PAYMENT_PROVIDER: 'none',
    ...SMS,
  };

  it('refuses half a model, which would be ignored without a word', () => {
    expect(() => loadConfig({ OPENAI_BASE_URL: 'https://llm.example/v1' })).toThrow(
      /^OPENAI_BASE_URL and OPENAI_MODEL go together/,
    );
    expect(() => loadConfig({ OPENAI_MODEL: 'small' })).toThrow(/go together/);
    expect(() => loadConfig({ OPENAI_API_KEY: 'sk-0123' })).toThrow(/OPENAI_API_KEY is set/);
    expect(() => loadConfig({ OPENAI_BASE_URL: 'llm.example', OPENAI_MODEL: 'small' })).toThrow(
      /OPENAI_BASE_URL must be an http or https URL/,
    );
  });

  it('sends members’ questions over plain http in production only to this machine', () => {
    expect(() =>
      loadConfig({
        ...production,
        OPENAI_BASE_URL: 'http://llm.example/v1',
        OPENAI_MODEL: 'small',
        OPENAI_API_KEY: 'sk-0123',
      }),
    ).toThrow(/OPENAI_BASE_URL must be an https URL in production/);
    for (const local of ['http://127.0.0.1:11434/v1', 'http://localhost:8000/v1']) {
      expect(
        loadConfig({ ...production, OPENAI_BASE_URL: local, OPENAI_MODEL: 'small' }).openAiBaseUrl,
      ).toBe(local);
    }
    expect(
      loadConfig({ OPENAI_BASE_URL: 'http://llm.example/v1', OPENAI_MODEL: 'small' }),
    ).toMatchObject({ openAiBaseUrl: 'http://llm.example/v1', openAiModel: 'small' });
  });

  it('refuses a key in the address, in every mode, without repeating it', () => {
    const model = { OPENAI_MODEL: 'small' };
    const refusal = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig({ ...model, ...env });
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('the settings were accepted');
    };
    const userinfo = refusal({ OPENAI_BASE_URL: 'https://coaz:sk-live-4f9a@llm.example/v1' });
    expect(userinfo).toMatch(/must not hold a user or password .*put the key in OPENAI_API_KEY/);
    expect(userinfo).not.toContain('sk-live-4f9a');
    const query = refusal({
      ...production,
      OPENAI_BASE_URL: 'https://llm.example/v1?api-key=sk-live-4f9a',
    });
    expect(query).toMatch(/must have no query/);
    expect(query).not.toContain('sk-live-4f9a');
    expect(refusal({ OPENAI_BASE_URL: 'ftp://sk-live-4f9a@llm.example/v1' })).not.toContain(
      'sk-live-4f9a',
    );
  });

  it('refuses an address that already ends in /chat/completions, which would be asked twice over', () => {
    expect(() =>
      loadConfig({
        OPENAI_BASE_URL: 'https://llm.example/v1/chat/completions',
        OPENAI_MODEL: 'small',
      }),
    ).toThrow(/ends at the API version .*adds \/chat\/completions itself/);
  });
});

describe('e-mail provider configuration', () => {
  const production = {
    COAZ_MODE: 'production',
    JWT_SECRET: SECRET,
    PUBLIC_URL: SITE,
    PAYMENT_PROVIDER: 'none',
  };
  const SMTP = {
    EMAIL_PROVIDER: 'smtp',
    SMTP_HOST: 'mail.coaz.org.zm',
    MAIL_FROM: 'COAZ <no-reply@coaz.org.zm>',
  };

  it('uses the demo outbox outside production, and production must choose smtp or none', () => {
    expect(loadConfig({ COAZ_MODE: 'demo' }).membership.emailProvider).toBe('outbox');
    expect(() => loadConfig({ ...production, ...SMS, EMAIL_PROVIDER: undefined })).toThrow(
      /^EMAIL_PROVIDER is required when COAZ_MODE=production: smtp/,
    );
    expect(loadConfig({ ...production, ...SMS }).membership).toMatchObject({
      emailProvider: 'none',
      smtp: undefined,
    });
    expect(() => loadConfig({ EMAIL_PROVIDER: 'pigeon' })).toThrow(/outbox, smtp or none/);
  });

  it('names every missing mail-server setting', () => {
    const message = (() => {
      try {
        loadConfig({
          ...production,
          ...SMS,
          EMAIL_PROVIDER: 'smtp',
          SMTP_USER: 'coaz',
          SMTP_PORT: '587/tcp',
        });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^4 settings must be fixed/);
    expect(message).toMatch(/- SMTP_PORT="587\/tcp" is not a whole number; .* from 1 to 65535\b/);
    expect(message).toMatch(/- SMTP_HOST is required/);
    expect(message).toMatch(/- MAIL_FROM is required/);
    expect(message).toMatch(/- SMTP_USER and SMTP_PASSWORD are set together/);
  });

  it('reads the mail server, and requires encryption in production only', () => {
    expect(loadConfig({ ...production, ...SMS, ...SMTP }).membership.smtp).toEqual({
      host: 'mail.coaz.org.zm',
      port: 587,
      secure: false,
      requireTls: true,
      auth: undefined,
      from: 'COAZ <no-reply@coaz.org.zm>',
    });
    expect(
      loadConfig({ ...SMTP, SMTP_PORT: '465', SMTP_USER: 'coaz', SMTP_PASSWORD: 'pw' }).membership
        .smtp,
    ).toMatchObject({
      port: 465,
      secure: true,
      requireTls: false,
      auth: { user: 'coaz', pass: 'pw' },
    });
    expect(() => loadConfig({ ...SMTP, SMTP_SECURE: 'yes' })).toThrow(
      /SMTP_SECURE must be true or false/,
    );
  });
});

describe('settings an operator would believe set', () => {
  const failure = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('the configuration was accepted');
  };

  it('refuses a switch, an origin or a database address that would be silently ignored, all at once', () => {
    const message = failure({
      TRUST_PROXY: 'yes',
      CORS_ORIGINS: 'https://coaz.org.zm/, *, null, https://Partners.example.org',
      DATABASE_URL: 'coaz-db.internal:5432/coaz?password=hunter2-hunter2',
    });
    expect(message).toMatch(/^3 settings must be fixed/);
    expect(message).toContain('- TRUST_PROXY must be true or false, not "yes"');
    expect(message).toContain(
      'CORS_ORIGINS entry "https://coaz.org.zm/" never matches a browser\'s Origin: write it https://coaz.org.zm',
    );
    expect(message).toContain('CORS_ORIGINS may not be "*"');
    expect(message).toContain(
      'CORS_ORIGINS must list origins such as https://coaz.org.zm, not "null"',
    );
    expect(message).toContain('write it https://partners.example.org');
    expect(message).toContain('- DATABASE_URL must be a PostgreSQL address such as postgres://');
    expect(message).not.toContain('hunter2');
  });

  it('takes the spellings that work', () => {
    expect(
      loadConfig({
        TRUST_PROXY: 'TRUE',
        CORS_ORIGINS: 'https://coaz.org.zm, http://localhost:5173',
        DATABASE_URL: 'postgresql://coaz@db.internal/coaz',
      }),
    ).toMatchObject({
      trustProxy: true,
      corsOrigins: ['https://coaz.org.zm', 'http://localhost:5173'],
      databaseUrl: 'postgresql://coaz@db.internal/coaz',
    });
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ DATABASE_URL: '/var/run/postgresql' }).databaseUrl).toBe(
      '/var/run/postgresql',
    );
  });

  it("refuses an example's placeholders for production's credentials, naming each and repeating none", () => {
    // The README's production example as written, with its `...` left in.
    const readmeExample = {
      NODE_ENV: 'production',
      COAZ_MODE: 'production',
      DATABASE_URL: 'postgres://coaz:secret@db.internal:5432/coaz',
      JWT_SECRET: SECRET,
      CORS_ORIGINS: 'https://coaz.org.zm',
      TRUST_PROXY: 'true',
      TRUSTED_PROXIES: '10.0.0.0/8',
      PUBLIC_URL: 'https://coaz.org.zm',
      PAYMENT_PROVIDER: 'mtn-momo',
      MTN_MOMO_SUBSCRIPTION_KEY: '...',
      MTN_MOMO_API_USER: '<api user>',
      MTN_MOMO_API_KEY: 'your-api-key',
      MESSAGE_PROVIDER: 'africas-talking',
      AFRICAS_TALKING_USERNAME: 'xxx',
      AFRICAS_TALKING_API_KEY: 'atsk_...',
      EMAIL_PROVIDER: 'smtp',
      SMTP_HOST: 'mail.coaz.org.zm',
      SMTP_USER: 'changeme',
      SMTP_PASSWORD: '...',
      MAIL_FROM: 'COAZ <no-reply@coaz.org.zm>',
    };
    const message = failure(readmeExample);
    expect(message).toMatch(/^8 settings must be fixed/);
    for (const name of [
      'MTN_MOMO_SUBSCRIPTION_KEY',
      'MTN_MOMO_API_USER',
      'MTN_MOMO_API_KEY',
      'AFRICAS_TALKING_USERNAME',
      'AFRICAS_TALKING_API_KEY',
      'SMTP_USER',
      'SMTP_PASSWORD',
    ]) {
      expect(message).toContain(`- ${name} holds an example's placeholder, not a credential`);
    }
    expect(message).toContain("- DATABASE_URL's password is an example's placeholder");
    expect(message).not.toMatch(/secret@|your-api-key|changeme/);

    const issued = {
      ...readmeExample,
      DATABASE_URL: 'postgres://coaz:Tq8vLz2pWm4x@db.internal:5432/coaz',
      MTN_MOMO_SUBSCRIPTION_KEY: '9f1c2e7a4b6d4c0e8a3f5b7d9e1c3a5b',
      MTN_MOMO_API_USER: 'c72025f5-5cd1-4630-99e4-8ba4722fad56',
      MTN_MOMO_API_KEY: '0b7e3c1d9a5f4e2b8c6d0a1f3e5b7c9d',
      AFRICAS_TALKING_USERNAME: 'coaz',
      AFRICAS_TALKING_API_KEY: 'atsk_4f8e2b6c1a9d3e7f5b0c2d4e6f8a1b3c',
      SMTP_USER: 'no-reply@coaz.org.zm',
      SMTP_PASSWORD: 'pA7-v9Lq2xZ',
    };
    expect(loadConfig(issued).mode).toBe('production');
    // Outside production a demo may keep whatever stand-ins it likes.
    expect(loadConfig({ ...readmeExample, NODE_ENV: '', COAZ_MODE: 'demo' }).mode).toBe('demo');
  });
});

describe('refusals that tell the operator what to do', () => {
  const production = {
    COAZ_MODE: 'production',
    JWT_SECRET: SECRET,
    PUBLIC_URL: SITE,
    PAYMENT_PROVIDER: 'none',
    ...SMS,
  };
  const refusal = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('expected a refusal');
  };

  it('says how to make a JWT secret long enough', () => {
    expect(refusal({ JWT_SECRET: 'short' })).toBe(
      'JWT_SECRET must be at least 32 characters long: a random value such as the output of `openssl rand -base64 48`',
    );
  });

  it('lists only the payment providers production takes', () => {
    expect(refusal({ ...production, PAYMENT_PROVIDER: 'paypal' })).toBe(
      'PAYMENT_PROVIDER must be mtn-momo, airtel-money or none when COAZ_MODE=production, not "paypal"',
    );
    expect(refusal({ PAYMENT_PROVIDER: 'paypal' })).toBe(
      'PAYMENT_PROVIDER must be sandbox, mtn-momo, airtel-money or none, not "paypal"',
    );
  });

  it('says a comment after a value is read as part of it, for any setting, never repeating a secret', () => {
    const comment =
      'a comment after a value is read as part of it; put the comment on its own line';
    expect(
      refusal({ ...production, PAYMENT_PROVIDER: 'mtn-momo   # or airtel-money, or none' }),
    ).toBe(
      `PAYMENT_PROVIDER must be mtn-momo, airtel-money or none when COAZ_MODE=production, not "mtn-momo   # or airtel-money, or none" (PAYMENT_PROVIDER holds a space and "#": ${comment})`,
    );
    // Outside the collected problems too: the mode is read before anything else.
    expect(refusal({ COAZ_MODE: 'production # the live site' })).toContain(
      `(COAZ_MODE holds a space and "#": ${comment})`,
    );
    const secret = refusal({ JWT_SECRET: 'abc\t# made 2027', PORT: '80 # http' });
    expect(secret).toMatch(/^2 settings must be fixed/);
    expect(secret).toContain(`(JWT_SECRET holds a space and "#": ${comment})`);
    expect(secret).toContain(`(PORT holds a space and "#": ${comment})`);
    expect(secret).not.toContain('made 2027');
    // A refusal of another setting says nothing of it.
    expect(refusal({ PORT: 'eighty', UPLOAD_STORE: 'disk', HOST: 'a # b' })).not.toContain(
      'comment',
    );
  });

  it('points a production refusal to the README section with production’s rules', () => {
    const many = refusal({ ...production, PAYMENT_PROVIDER: 'sandbox', EMAIL_PROVIDER: '' });
    expect(many).toMatch(
      /^2 settings must be fixed \(apps\/server\/README\.md, "Running in production", says what production needs of each; "Configuration" describes every setting\):\n/,
    );
    expect(refusal({ PORT: 'eighty', UPLOAD_STORE: 'disk' })).toMatch(
      /^2 settings must be fixed \(apps\/server\/README\.md, "Configuration", describes each\):\n/,
    );
  });
});
