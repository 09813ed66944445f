import { describe, expect, it } from 'vitest';
import { addressKeyOf } from './address.ts';

describe('the address a limit counts by', () => {
  it('keeps an IPv4 address, and one written as IPv6', () => {
    expect(addressKeyOf('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKeyOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKeyOf('::FFFF:198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const network = '2001:db8:a:b::/64';
    expect(addressKeyOf('2001:db8:a:b::1')).toBe(network);
    expect(addressKeyOf('2001:0db8:000a:000b:ffff:1:2:3')).toBe(network);
    expect(addressKeyOf('2001:DB8:A:B:0:0:0:9%eth0')).toBe(network);
    expect(addressKeyOf('2001:db8:a:c::1')).not.toBe(network);
    expect(addressKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(addressKeyOf('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything else as it came (a test harness, a unix socket)', () => {
    expect(addressKeyOf('')).toBe('');
    expect(addressKeyOf('not an address')).toBe('not an address');
  });
});
