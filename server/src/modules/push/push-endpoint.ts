import { isIP } from 'node:net';
import { fieldError } from '../../lib/errors';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The server itself posts to a subscription's address, so an address is a request the server makes
 * on a member's word. Browsers only ever give https addresses of their push service; anything
 * else — plain http, this machine, a bare IP address (an inner network) — is refused, except
 * plain http to this machine outside production, where tests run their push service stand-in.
 */
export function checkPushEndpoint(endpoint: string, env: 'development' | 'production' | 'test') {
  const url = new URL(endpoint);
  const local = LOOPBACK.has(url.hostname);
  if (env !== 'production' && local) return;
  const bareIp = isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0;
  if (url.protocol !== 'https:' || local || bareIp || url.username || url.password) {
    throw fieldError('endpoint', 'Not a push service address');
  }
}
