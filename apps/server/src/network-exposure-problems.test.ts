import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { networkExposureProblems } from './network-exposure-problems';

const behindProxy = { trustProxy: true, corsOrigins: ['https://coaz.org.zm'] };

describe('network settings production refuses', () => {
  it("refuses believing a proxy's header from whoever connects to a port others can reach", () => {
    for (const host of ['0.0.0.0', '::', '10.0.0.5']) {
      expect(networkExposureProblems({ ...behindProxy, host, trustedProxies: [] })).toEqual([
        expect.stringMatching(
          new RegExp(
            `^TRUST_PROXY=true without TRUSTED_PROXIES .*HOST=${host} .*HOST=127\\.0\\.0\\.1`,
          ),
        ),
      ]);
    }
  });

  it('takes named proxies, or a port only this machine reaches, or no proxy at all', () => {
    expect(
      networkExposureProblems({ ...behindProxy, host: '0.0.0.0', trustedProxies: ['10.0.0.0/8'] }),
    ).toEqual([]);
    for (const host of ['127.0.0.1', '127.0.1.1', '::1', '[::1]', 'localhost']) {
      expect(networkExposureProblems({ ...behindProxy, host, trustedProxies: [] })).toEqual([]);
    }
    expect(
      networkExposureProblems({
        ...behindProxy,
        trustProxy: false,
        host: '0.0.0.0',
        trustedProxies: [],
      }),
    ).toEqual([]);
  });

  it('refuses a plain-http origin among those allowed to call the API, naming it', () => {
    expect(
      networkExposureProblems({
        host: '127.0.0.1',
        trustProxy: false,
        trustedProxies: [],
        corsOrigins: ['https://coaz.org.zm', 'http://coaz.org.zm', 'http://localhost:5173'],
      }),
    ).toEqual([
      'CORS_ORIGINS must be https when COAZ_MODE=production: a page served over plain http can be ' +
        "rewritten on the way and would call the API with members' tokens (http://coaz.org.zm, " +
        'http://localhost:5173)',
    ]);
  });

  it('stops a production start, and only a production one', () => {
    const production = {
      COAZ_MODE: 'production',
      JWT_SECRET: 'dJ6C7lEHAwMqDa0B2B4TQuLKcoJOc0M07DqfDAIr6fOMIc9V',
      PUBLIC_URL: 'https://coaz.org.zm',
      PAYMENT_PROVIDER: 'none',
      MESSAGE_PROVIDER: 'africas-talking',
      AFRICAS_TALKING_USERNAME: 'coaz',
      AFRICAS_TALKING_API_KEY: 'atsk_0123456789',
      EMAIL_PROVIDER: 'none',
      TRUST_PROXY: 'true',
      CORS_ORIGINS: 'http://coaz.org.zm',
    };
    expect(() => loadConfig(production)).toThrow(
      /^2 settings must be fixed[\s\S]*TRUST_PROXY=true without TRUSTED_PROXIES[\s\S]*CORS_ORIGINS must be https/,
    );
    expect(
      loadConfig({
        ...production,
        TRUSTED_PROXIES: '10.0.0.0/8',
        CORS_ORIGINS: 'https://coaz.org.zm',
      }).mode,
    ).toBe('production');
    const { COAZ_MODE: _production, ...demo } = production;
    expect(loadConfig({ ...demo, COAZ_MODE: 'demo' }).trustProxy).toBe(true);
  });
});
