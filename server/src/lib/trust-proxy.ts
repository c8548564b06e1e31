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
 * Counted by hops, the nearest proxy must be on this machine: a loopback peer. A peer on a private
 * network may be another tenant's container or any machine of the same network, and one trusted
 * by count could write into X-Forwarded-For the address the rate limits count. A proxy on another
 * machine (a load balancer, an ingress, another container) is named by address or CIDR instead.
 * Hops behind the nearest one (TRUST_PROXY=2: a load balancer in front of the local proxy) were
 * written by that proxy, and are believed only from private addresses, as before.
 */
const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8);
loopback.addAddress('::1', 'ipv6');

const privateNetworks = new net.BlockList();
privateNetworks.addSubnet('127.0.0.0', 8);
privateNetworks.addSubnet('10.0.0.0', 8);
privateNetworks.addSubnet('172.16.0.0', 12);
privateNetworks.addSubnet('192.168.0.0', 16);
privateNetworks.addSubnet('169.254.0.0', 16);
privateNetworks.addAddress('::1', 'ipv6');
privateNetworks.addSubnet('fc00::', 7, 'ipv6');
privateNetworks.addSubnet('fe80::', 10, 'ipv6');

/** An IPv4 peer of a dual-stack socket comes as ::ffff:a.b.c.d: checked as the IPv4 address it is. */
const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

const isIn = (list: net.BlockList, raw: string) => {
  const address = unmapped(raw);
  const family = net.isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/**
 * What Fastify's trustProxy gets. Fastify no longer accepts a bare hop count (it cannot tell a
 * proxy from a client), so hops become a function: hop 0 is trusted when it is a loopback peer,
 * a farther hop n while n < hops and its address is private.
 */
export function proxyTrust(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (address, hop) => hop < setting && isIn(hop === 0 ? loopback : privateNetworks, address);
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
