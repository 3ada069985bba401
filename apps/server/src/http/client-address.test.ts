import { describe, expect, it } from 'vitest';
import { clientAddressFrom } from './client-address';

const behindOneProxy = { trustProxy: true, trustedProxies: [] };
const behindProxies = { trustProxy: true, trustedProxies: ['10.0.0.0/8', '2001:db8::/32'] };

describe('clientAddressFrom', () => {
  it('takes the hop the proxy appended, never what the client wrote to its left', () => {
    expect(clientAddressFrom('10.0.0.2', '1.2.3.4, 203.0.113.9', behindOneProxy)).toBe(
      '203.0.113.9',
    );
    expect(clientAddressFrom('10.0.0.2', 'garbage-7, 203.0.113.9', behindOneProxy)).toBe(
      '203.0.113.9',
    );
  });

  it('skips every configured proxy from the right, by address or range', () => {
    expect(
      clientAddressFrom('10.0.0.2', '198.51.100.1, 203.0.113.9, 10.1.2.3, 10.0.0.7', behindProxies),
    ).toBe('203.0.113.9');
    expect(clientAddressFrom('::ffff:10.0.0.2', '2001:db8::5, 2001:db9::1', behindProxies)).toBe(
      '2001:db9::1',
    );
  });

  it('never answers something that is not an IP address', () => {
    expect(clientAddressFrom('10.0.0.2', 'garbage-1', behindOneProxy)).toBe('10.0.0.2');
    expect(clientAddressFrom('10.0.0.2', '10.0.0.9, garbage-1', behindProxies)).toBe('10.0.0.2');
    expect(clientAddressFrom('10.0.0.2', '', behindOneProxy)).toBe('10.0.0.2');
  });

  it('ignores X-Forwarded-For without TRUST_PROXY, or from a peer that is not a trusted proxy', () => {
    expect(
      clientAddressFrom('203.0.113.9', '1.2.3.4', { trustProxy: false, trustedProxies: [] }),
    ).toBe('203.0.113.9');
    expect(clientAddressFrom('198.51.100.1', '1.2.3.4', behindProxies)).toBe('198.51.100.1');
  });
});
