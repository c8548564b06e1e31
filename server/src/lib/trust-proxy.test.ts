import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { proxyTrust } from './trust-proxy';

const trustProxy = (value?: string) =>
  loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty, 0 or false', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('false')).toBe(false);
  });

  it('reads a number as that many hops, and true as one hop, never as every hop', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('true')).toBe(1);
  });

  it('reads a comma-separated list of proxy addresses, networks and named ranges', () => {
    expect(trustProxy('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(trustProxy(' 10.0.0.0/8, 192.168.1.1 ,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each([
    'yes',
    '11',
    '-1',
    '10.0.0.0/33',
    'fd00::/129',
    '10.0.0.1/8/1',
    '300.1.1.1',
    'proxy.example.com',
    '10.0.0.1,,nope',
  ])('stops with a message naming TRUST_PROXY for %s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY:/);
  });
});

describe('proxyTrust', () => {
  it('trusts the nearest hop by count only from this machine, never from a private network', () => {
    const trust = proxyTrust(1);
    if (typeof trust !== 'function') throw new Error('a hop count becomes a function');
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('127.0.1.5', 0)).toBe(true);
    expect(trust('::1', 0)).toBe(true);
    expect(trust('::ffff:127.0.0.1', 0)).toBe(true);
    // Another machine or container on the same private network names no client by count.
    expect(trust('10.1.2.3', 0)).toBe(false);
    expect(trust('172.17.0.2', 0)).toBe(false);
    expect(trust('::ffff:192.168.0.9', 0)).toBe(false);
    expect(trust('fd12::1', 0)).toBe(false);
    expect(trust('203.0.113.9', 0)).toBe(false);
    expect(trust('2001:db8::1', 0)).toBe(false);
    expect(trust('127.0.0.1', 1)).toBe(false);
  });

  it('with two hops, believes a private load balancer behind the local proxy, not a public one', () => {
    const trust = proxyTrust(2);
    if (typeof trust !== 'function') throw new Error('a hop count becomes a function');
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('10.0.0.7', 1)).toBe(true);
    expect(trust('203.0.113.9', 1)).toBe(false);
    expect(trust('10.0.0.7', 0)).toBe(false);
  });

  it('passes no trust and address lists on as they are', () => {
    expect(proxyTrust(false)).toBe(false);
    expect(proxyTrust(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});
