import { describe, expect, it } from 'vitest';
import { addressNetwork } from './address-network';

describe('the network an address is counted as', () => {
  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    expect(addressNetwork('2001:db8:1:2::1')).toBe(network);
    expect(addressNetwork('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(network);
    expect(addressNetwork('2001:0DB8:0001:0002:0:0:0:9')).toBe(network);
    expect(addressNetwork('2001:db8:1:2::7%eth0')).toBe(network);
    expect(addressNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressNetwork('::1')).toBe('0:0:0:0::/64');
    expect(addressNetwork('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  it('keeps an IPv4 address, one written into an IPv6 one, and anything else as they are', () => {
    expect(addressNetwork('198.51.100.7')).toBe('198.51.100.7');
    expect(addressNetwork('64:ff9b::192.0.2.1')).toBe('64:ff9b::192.0.2.1');
    expect(addressNetwork('unknown')).toBe('unknown');
  });
});
