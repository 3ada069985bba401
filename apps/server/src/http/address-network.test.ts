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

  it('counts an IPv4 sender carried in an IPv6 address as that sender, however it is written', () => {
    // As Node writes them from a socket: in hex. Their /64 would count every IPv4 client as one.
    expect(addressNetwork('::ffff:c000:201')).toBe('192.0.2.1');
    expect(addressNetwork('::ffff:c000:202')).toBe('192.0.2.2');
    expect(addressNetwork('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressNetwork('0:0:0:0:0:FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(addressNetwork('64:ff9b::c000:201')).toBe('64:ff9b::192.0.2.1');
    expect(addressNetwork('64:ff9b::c000:202')).toBe('64:ff9b::192.0.2.2');
    expect(addressNetwork('64:ff9b:0:0:0:0:192.0.2.1')).toBe('64:ff9b::192.0.2.1');
    // Only the whole prefix carries a sender: the rest of 64:ff9b::/64 is counted as a /64.
    expect(addressNetwork('64:ff9b::1:c000:201')).toBe('64:ff9b:0:0::/64');
  });
});
