import net from 'node:net';
import { z } from 'zod';

/**
 * Which proxies in front of the app may name the client in X-Forwarded-For: none (false), the
 * nearest N hops, or the proxies at these addresses/networks. Never "every hop": a client writes
 * its own X-Forwarded-For, so trusting all of it lets anyone pick the address rate limits count.
 */
export type TrustProxy = false | number | string[];

/** Names proxy-addr (Fastify's trustProxy) understands for the usual private ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

const MAX_HOPS = 10;

function isAddressOrNetwork(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Where a proxy in front of the app connects from when it is counted by hops: loopback, link-local
 * and private networks (RFC 1918, IPv6 unique-local), as load balancers, ingresses and a proxy on
 * the same machine do. A peer with a public address is a client that reached the app directly;
 * its X-Forwarded-For is never believed, however many hops are trusted.
 */
const privateNetworks = new net.BlockList();
privateNetworks.addSubnet('127.0.0.0', 8);
privateNetworks.addSubnet('10.0.0.0', 8);
privateNetworks.addSubnet('172.16.0.0', 12);
privateNetworks.addSubnet('192.168.0.0', 16);
privateNetworks.addSubnet('169.254.0.0', 16);
privateNetworks.addAddress('::1', 'ipv6');
privateNetworks.addSubnet('fc00::', 7, 'ipv6');
privateNetworks.addSubnet('fe80::', 10, 'ipv6');

const isPrivate = (address: string) => {
  const family = net.isIP(address);
  return family !== 0 && privateNetworks.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/**
 * What Fastify's trustProxy gets. Fastify no longer accepts a bare hop count (it cannot tell a
 * proxy from a client), so hops become a function: hop n is trusted while n < hops and the
 * address it came from is private.
 */
export function proxyTrust(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (address, hop) => hop < setting && isPrivate(address);
}

/**
 * TRUST_PROXY: `0`/`false` trusts no proxy; `1`, `2` … the nearest hops (`true` still means one,
 * as before it wrongly meant all); otherwise a comma-separated list of proxy addresses or CIDRs.
 */
export const trustProxySetting = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (value === '0' || value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= MAX_HOPS) return hops;
  } else {
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isAddressOrNetwork)) return entries;
  }
  ctx.addIssue({
    code: 'custom',
    message: `must be 0, a number of proxy hops (1–${MAX_HOPS}), or proxy addresses/CIDRs separated by commas`,
  });
  return z.NEVER;
});
