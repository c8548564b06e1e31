import { describe, expect, it } from 'vitest';
import { clientKey, clientKeyOf } from './client-key';

describe('clientKey', () => {
  it('keeps an IPv4 address as it is, also when it arrives IPv4-mapped', () => {
    expect(clientKey({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const key = '2001:db8:0:a::/64';
    expect(clientKeyOf('2001:db8:0:a::1')).toBe(key);
    expect(clientKeyOf('2001:0DB8:0000:000a:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKeyOf('2001:db8::a:1:2:3:4')).toBe(key);
    expect(clientKeyOf('2001:db8:0:a::1%eth0')).toBe(key);
    expect(clientKeyOf('2001:db8:0:b::1')).not.toBe(key);
  });

  it('handles the short forms at both ends', () => {
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('::')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('fe80::')).toBe('fe80:0:0:0::/64');
    expect(clientKeyOf('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });
});
