import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { FLUSH_MS } from '../../lib/batched-counts';
import type { App } from '../../lib/context';
import { httpApp } from '../crash/http-app';
import { bundleServer, freePort, type ServerProcess, startServer, stopServer } from '../crash/server-process';
import { bearer, cookieFrom, GOOD_PASSWORD, signUp } from '../fixtures';
import { createProduct, jpegOf } from '../product-setup';
import { type S3StandIn, startS3StandIn } from '../s3-stand-in';
import { draftOrder, openShop } from '../shop-setup';
import { openLive } from '../sse-reader';
import { uniqueEmail, uniqueIp } from '../test-app';

/*
 * Two app processes, as two machines behind a load balancer would run them: each with a DATA_DIR
 * of its own, both on one PostgreSQL database and one S3 bucket (a stand-in). Whatever one of them
 * is told, the other must know: photos, order numbers, rate limits, sessions, live updates and the
 * storefront.
 */

const serverUrl = inject('databaseUrl');
const AUTH_LIMIT = 6;
/** Delivery checks a client may make a minute: twice PUBLIC_RATE_LIMIT (lib/public-limits.ts). */
const PUBLIC_LIMIT = 4;
const CHECKS = 2 * PUBLIC_LIMIT;

if (!serverUrl) {
  it('runs two app processes on one PostgreSQL server', (ctx) => {
    ctx.skip(
      'needs DATABASE_URL: the embedded database belongs to the one process that opened it, so two processes cannot share it',
    );
  });
} else {
  describe('two app processes on one PostgreSQL database and one S3 bucket', () => {
    const cleanups: (() => Promise<unknown> | unknown)[] = [];
    let a: App;
    let b: App;
    let servers: ServerProcess[] = [];
    const dataDirs: string[] = [];
    let shop: Awaited<ReturnType<typeof openShop>>;
    let both: Awaited<ReturnType<typeof openDatabase>>; // the database both share, read by the test

    /** A port for a process of the test: PORTBASE + offset when the run is given a range, else a free one. */
    const port = async (offset: number) =>
      process.env.PORTBASE ? Number(process.env.PORTBASE) + offset : freePort();

    beforeAll(async () => {
      const bundle = await bundleServer();
      cleanups.push(bundle.remove);

      const name = `petal_two_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
      const admin = await openDatabase({ kind: 'postgres', url: serverUrl, poolSize: 1 });
      await admin.db.execute(sql.raw(`create database ${name}`));
      cleanups.push(async () => {
        await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
        await admin.close();
      });
      const databaseUrl = new URL(serverUrl);
      databaseUrl.pathname = `/${name}`;
      both = await openDatabase({ kind: 'postgres', url: databaseUrl.toString(), poolSize: 1 });
      cleanups.push(() => both.close());

      const standIn: S3StandIn = await startS3StandIn({ port: await port(0) });
      cleanups.push(() => standIn.close());

      const shared = {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl.toString(),
        JWT_SECRET: crypto.randomBytes(32).toString('base64'),
        DEMO: '0',
        LOG_LEVEL: 'warn',
        // Clients are told apart by X-Forwarded-For, as behind a load balancer.
        TRUST_PROXY: '1',
        AUTH_RATE_LIMIT: String(AUTH_LIMIT),
        PUBLIC_RATE_LIMIT: String(PUBLIC_LIMIT),
        ...standIn.env('two-processes/'),
      };
      const envs = await Promise.all(
        [1, 2].map(async (n) => {
          const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `petal-process-${n}-`));
          cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
          dataDirs.push(dataDir);
          return { ...shared, DATA_DIR: dataDir, PORT: String(await port(n)) };
        }),
      );
      // Started together on an empty database: the migrations' advisory lock lets one of them migrate.
      const started = await Promise.allSettled(envs.map((env) => startServer(bundle.main, env)));
      servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      cleanups.push(() => Promise.all(servers.map((server) => stop(server))));
      const failed = started.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
      const [first, second] = servers as [ServerProcess, ServerProcess];
      a = httpApp(first.url);
      b = httpApp(second.url);
      shop = await openShop(a);
    }, 240_000);

    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    }, 60_000);

    /** SIGTERM, and SIGKILL if the process has not ended within ten seconds. */
    async function stop(server: ServerProcess) {
      const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
      await stopServer(server, 'SIGTERM');
      clearTimeout(timer);
    }

    it('serves through B a product photo uploaded through A, and A no longer once B deleted it', async () => {
      const product = await createProduct(a, shop.headers, {}, [await jpegOf(210)]);
      const [photo] = product.photos;
      if (!photo) throw new Error('the product has no photo');
      const [first, second] = servers as [ServerProcess, ServerProcess];
      const fromA = await fetch(`${first.url}${photo.url}`);
      const fromB = await fetch(`${second.url}${photo.url}`);
      expect([fromA.status, fromB.status]).toEqual([200, 200]);
      expect(fromB.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));

      const removed = await b.inject({
        method: 'DELETE',
        url: `/api/products/${product.id}/photos/${photo.id}`,
        headers: shop.headers,
      });
      expect(removed.statusCode).toBeLessThan(300);
      for (const url of [photo.url, photo.thumb_url]) {
        expect((await fetch(`${first.url}${url}`)).status).toBe(404);
      }
      // The bucket held it: neither machine's own folder did.
      for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(false);
    });

    it('shows on B’s storefront a product added through A as soon as the change reaches B', async () => {
      const list = async () =>
        (await b.inject({ method: 'GET', url: `/api/storefront/${shop.business.url}/products` })).json<{
          items: { id: string }[];
        }>();
      const before = await list();
      const product = await createProduct(a, shop.headers, { name: 'Ranunculus bundle', is_active: 'true' });
      expect(before.items.map((p) => p.id)).not.toContain(product.id);
      // B keeps the shop's storefront version until the database's notification says it changed:
      // milliseconds after A's commit (docs/decisions/033).
      await expect
        .poll(async () => (await list()).items.map((p) => p.id), { timeout: 2_000, interval: 20 })
        .toContain(product.id);
    });

    it('gives unique order numbers, one after another, to orders taken through both at once', async () => {
      const ORDERS = 40;
      const drafts = await Promise.all(
        Array.from({ length: ORDERS }, (_, i) => draftOrder(i % 2 === 0 ? a : b, shop.headers)),
      );
      const numbers = drafts.map((d) => d.number).sort((x, y) => x - y);
      expect(new Set(numbers).size).toBe(ORDERS);
      const first = numbers[0] ?? 0;
      expect(numbers).toEqual(Array.from({ length: ORDERS }, (_, i) => first + i));
    });

    it('counts sign-in attempts from one client against one limit, whichever process answers', async () => {
      const ip = uniqueIp();
      const statuses: string[] = [];
      for (let attempt = 0; attempt < AUTH_LIMIT + 2; attempt += 1) {
        const [label, app] = attempt % 2 === 0 ? ['A', a] : ['B', b];
        const response = await (app as App).inject({
          method: 'POST',
          url: '/api/token/',
          payload: { username: uniqueEmail('nobody'), password: 'not-the-password-1' },
          remoteAddress: ip,
        });
        statuses.push(`${label} ${response.statusCode}`);
      }
      expect(statuses).toEqual([
        ...Array.from({ length: AUTH_LIMIT }, (_, i) => `${i % 2 === 0 ? 'A' : 'B'} 401`),
        'A 429',
        'B 429',
      ]);
    });

    it('refuses on B a client who spent its public budget on A, from B’s first batch on', async () => {
      const product = await createProduct(a, shop.headers, { name: 'Anemone posy', is_active: 'true' });
      const from = uniqueIp();
      const check = async (app: App) =>
        (
          await app.inject({
            method: 'POST',
            url: `/api/products/${product.id}/delivery-availability`,
            payload: { zipcode: '10115' },
            remoteAddress: from,
          })
        ).statusCode;
      // Each process adds its counts every FLUSH_MS, learning the total back: once in the table, known.
      const inTable = async () => {
        const result = await both.db.execute<{ count: number }>(
          sql`select count from rate_limits where key like ${`public:delivery-availability:${from}:%`}`,
        );
        return Number(result.rows[0]?.count ?? 0);
      };
      const batched = (count: number) =>
        expect.poll(inTable, { timeout: 20 * FLUSH_MS, interval: FLUSH_MS / 5 }).toBe(count);
      for (let i = 0; i < CHECKS; i++) expect(await check(a)).not.toBe(429);
      await batched(CHECKS);
      // B has not counted this client before: its call goes through, and its batch brings back A's.
      expect(await check(b)).not.toBe(429);
      await batched(CHECKS + 1);
      expect(await check(b)).toBe(429);
      expect(await check(a)).toBe(429);
    });

    it('keeps a sign-in made on A on B, and ends it on B when it is ended on A', async () => {
      const user = await signUp(a);
      const signIn = async (app: App) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/token/',
          payload: { username: user.email, password: GOOD_PASSWORD },
          remoteAddress: uniqueIp(),
        });
        expect(response.statusCode).toBe(200);
        return {
          access: response.json<{ access: string }>().access,
          refresh: cookieFrom(response, 'petal_refresh'),
        };
      };
      const refresh = (app: App, token: string | undefined) =>
        app.inject({
          method: 'POST',
          url: '/api/token/refresh/',
          headers: { cookie: `petal_refresh=${token}` },
        });
      const info = (app: App, access: string) =>
        app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(access) });

      const session = await signIn(a);
      const onB = await info(b, session.access);
      expect(onB.statusCode).toBe(200);
      expect(onB.json().email).toBe(user.email);

      // The refresh cookie rotates on B; signing out on A with the new one ends the session on B.
      const rotated = await refresh(b, session.refresh);
      expect(rotated.statusCode).toBe(200);
      const next = cookieFrom(rotated, 'petal_refresh');
      const out = await a.inject({
        method: 'POST',
        url: '/api/token/logout/',
        headers: { cookie: `petal_refresh=${next}` },
      });
      expect(out.statusCode).toBe(204);
      expect((await refresh(b, next)).statusCode).toBe(401);

      // A password change on A signs out every other device: B refuses their access tokens as soon
      // as the change's notification reaches it, milliseconds after A's commit (docs/decisions/033).
      const other = await signIn(b);
      const changed = await a.inject({
        method: 'POST',
        url: '/api/users/update-password',
        headers: bearer(other.access),
        payload: {
          current_password: GOOD_PASSWORD,
          password: 'tulips-in-april-77',
          confirm_password: 'tulips-in-april-77',
        },
      });
      expect(changed.statusCode).toBe(200);
      await expect
        .poll(async () => (await info(b, other.access)).statusCode, { timeout: 2_000, interval: 20 })
        .toBe(401);
      expect((await info(b, changed.json<{ access: string }>().access)).statusCode).toBe(200);
    });

    it('sends a change made through A to a live stream opened on B, and the other way round', async () => {
      const [first, second] = servers as [ServerProcess, ServerProcess];
      const onA = await openLive(first.url, shop.access);
      const onB = await openLive(second.url, shop.access);
      try {
        await Promise.all([onA, onB].map((s) => s.next((e) => e.event === 'ready', 10_000)));
        const throughA = await draftOrder(a, shop.headers);
        const throughB = await draftOrder(b, shop.headers);
        const created = (stream: typeof onA, uuid: string) =>
          stream.next((e) => e.event === 'order' && (e.data as { uuid?: string }).uuid === uuid, 10_000);
        expect((await created(onB, throughA.uuid)).data).toMatchObject({
          kind: 'order.created',
          number: throughA.number,
        });
        expect((await created(onA, throughB.uuid)).data).toMatchObject({
          kind: 'order.created',
          number: throughB.number,
        });
      } finally {
        onA.close();
        onB.close();
      }
    });
  });
}
