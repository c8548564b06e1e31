import net from 'node:net';

/**
 * The client a per-IP rate limit counts: the address Fastify settled on (see TRUST_PROXY), with
 * IPv6 grouped by its /64. One household or server usually gets a whole /64, so counting single
 * IPv6 addresses would hand a client 2^64 budgets.
 */
export function clientKey(request: { ip: string }): string {
  return clientKeyOf(request.ip);
}

export function clientKeyOf(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (net.isIP(address) !== 6) return address;
  const groups = expandIpv6(address);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, lower-case hex without leading zeros. */
function expandIpv6(address: string): string[] {
  let text = address.toLowerCase();
  // A dotted IPv4 tail (::1.2.3.4, 64:ff9b::1.2.3.4) stands for the last two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}
