import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupTestApp, uniqueEmail } from '../../test/test-app';

/**
 * Behind one proxy on the same machine (TRUST_PROXY=1) the proxy appends the address it saw to
 * whatever X-Forwarded-For the client sent; only that right-most entry names the client.
 */
const t = setupTestApp({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: '1' });
const PROXY = '127.0.0.1';
/** A random client address outside the proxies' networks, so that no client is taken for a proxy. */
const uniqueIp = () =>
  `100.${64 + crypto.randomInt(64)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

const login = (forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username: uniqueEmail(), password: 'whatever-password' },
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
  });

/** A random /64 of the documentation range, so runs and files never share a budget. */
const uniquePrefix = () =>
  `2001:db8:${crypto.randomInt(0x10000).toString(16)}:${crypto.randomInt(0x10000).toString(16)}`;

describe('client addresses behind a proxy', () => {
  it('counts the address the proxy saw, whatever the client wrote in front of it', async () => {
    const real = uniqueIp();
    expect((await login(`1.2.3.4, ${real}`)).statusCode).toBe(401);
    expect((await login(`5.6.7.8, ${real}`)).statusCode).toBe(401);
    const third = await login(`${uniqueIp()}, 9.9.9.9, ${real}`);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another client behind the same proxy has a budget of its own.
    expect((await login(uniqueIp())).statusCode).toBe(401);
  });

  it('does not believe X-Forwarded-For from a client that reaches the app directly', async () => {
    const direct = uniqueIp();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { username: uniqueEmail(), password: 'whatever-password' },
        remoteAddress: direct,
        headers: { 'x-forwarded-for': uniqueIp() },
      });
    expect((await send()).statusCode).toBe(401);
    expect((await send()).statusCode).toBe(401);
    expect((await send()).statusCode).toBe(429);
  });

  it('by hop count, does not believe a peer on a private network (another tenant’s container)', async () => {
    const neighbour = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { username: uniqueEmail(), password: 'whatever-password' },
        remoteAddress: neighbour,
        // A fresh address each time: believed, it would escape the limit for ever.
        headers: { 'x-forwarded-for': uniqueIp() },
      });
    expect((await send()).statusCode).toBe(401);
    expect((await send()).statusCode).toBe(401);
    expect((await send()).statusCode).toBe(429);
  });

  it('with a list of proxies, ignores X-Forwarded-For from anyone else', async () => {
    const { buildApp } = await import('../../app');
    const app = await buildApp({
      config: { ...t.config, trustProxy: ['10.255.0.0/16'] },
      database: t.database,
      logger: false,
    });
    try {
      const send = (remoteAddress: string, forwardedFor: string) =>
        app.inject({
          method: 'POST',
          url: '/api/token/',
          payload: { username: uniqueEmail(), password: 'whatever-password' },
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
        });
      const direct = uniqueIp();
      expect((await send(direct, uniqueIp())).statusCode).toBe(401);
      expect((await send(direct, uniqueIp())).statusCode).toBe(401);
      expect((await send(direct, uniqueIp())).statusCode).toBe(429);
      // Through a listed proxy, the client it names is counted.
      const real = uniqueIp();
      expect((await send('10.255.3.4', `1.2.3.4, ${real}`)).statusCode).toBe(401);
      expect((await send('10.255.3.5', real)).statusCode).toBe(401);
      expect((await send('10.255.3.4', `5.6.7.8, ${real}`)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('gives two IPv6 addresses of one /64 one budget, and another /64 its own', async () => {
    const prefix = uniquePrefix();
    expect((await login(`${prefix}::1`)).statusCode).toBe(401);
    expect((await login(`${prefix}:ffff:ffff:ffff:fffe`)).statusCode).toBe(401);
    expect((await login(`${prefix}:1234::abcd`)).statusCode).toBe(429);
    expect((await login(`${uniquePrefix()}::1`)).statusCode).toBe(401);
  });
});
