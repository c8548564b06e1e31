import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { App } from '../../lib/context';
import { openTestDatabase, testConfig } from '../../test/test-app';

/**
 * The built web folder holds three pages: index.html (the app), store.html (the storefront) and
 * order.html (the customer's order pages), the last two with bundles of their own. A stand-in folder
 * shows which page each address gets, and how pages and assets are sent.
 */
let app: App;
let database: Database;
let config: Config;
let webDir: string;
const ORDER_HTML = `<!doctype html><title>order</title>${' '.repeat(2000)}`;
const UUID = '0b6f3c1e-5f7a-4a57-9d7e-3d1c2b8a9f00';
const SERVICE_WORKER = 'self.addEventListener("install", () => {});';

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(webDir, 'store.html'), '<!doctype html><title>store</title>');
  fs.writeFileSync(path.join(webDir, 'order.html'), ORDER_HTML);
  fs.writeFileSync(path.join(webDir, 'order.html.br'), zlib.brotliCompressSync(ORDER_HTML));
  fs.writeFileSync(path.join(webDir, 'sw.js'), SERVICE_WORKER);
  fs.writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"Petal"}');
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'store-abc123.js'), 'export {};');
  fs.writeFileSync(path.join(webDir, 'assets', 'store-abc123.js.br'), zlib.brotliCompressSync('export {};'));
  config = { ...testConfig(), webDir };
  database = await openTestDatabase();
  app = await buildApp({ config, database, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
  if (config) fs.rmSync(config.dataDir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.body, cache: response.headers['cache-control'] };
};

describe('web pages', () => {
  it.each([
    '/rose-and-fern/store',
    '/rose-and-fern/store/',
    '/shop42/store?utm_source=flyer',
    '/Rose-And-Fern/store',
  ])('answers the storefront page for %s, never cached (404: no such shop here)', async (url) => {
    expect(await page(url)).toEqual({
      status: 404,
      body: expect.stringContaining('store'),
      cache: 'no-cache',
    });
    expect((await page(url)).body).not.toContain('app');
  });

  it.each([
    '/intern/orders',
    '/',
    '/order',
    `/order/${UUID}/extra`,
    '/rose-and-fern/store/extra',
    '/rose-and-fern/storefront',
    '/a.b/store',
    '/rose/and/store',
  ])('answers the app page for %s', async (url) => {
    expect(await page(url)).toEqual({ status: 200, body: expect.stringContaining('app'), cache: 'no-cache' });
  });

  it.each([
    `/order/${UUID}`,
    `/order/${UUID}/`,
    `/order/${UUID}/details`,
    `/order/${UUID}/details?payment=done`,
    `/order/${UUID.toUpperCase()}`,
  ])('answers the order page for %s, never cached, with its order and options preloaded', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>order</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    const id = url.split('/')[2];
    expect(response.headers.link).toBe(
      `</api/orders/${id}>; rel=preload; as=fetch; crossorigin, </api/orders/${id}/options>; rel=preload; as=fetch; crossorigin`,
    );
  });

  it.each(['/order/not-an-id', '/order/%3Cscript%3E/details', `/order/${UUID}x`])(
    'answers the order page for %s without naming anything in a header (the page says not found)',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>order</title>');
      expect(response.headers.link).toBeUndefined();
    },
  );

  it('sends the order page compressed to a browser that accepts it, and plain otherwise', async () => {
    const br = await app.inject({
      method: 'GET',
      url: `/order/${UUID}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(ORDER_HTML);
    const plain = await app.inject({ method: 'GET', url: `/order/${UUID}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ORDER_HTML);
  });

  it('keeps API addresses and hashed assets as they were', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/store' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    const asset = await page('/assets/store-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.cache).toBe('public, max-age=31536000, immutable');
  });

  it('sends the compressed copy of an asset to a browser that accepts it, and the plain file otherwise', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/store-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('export {};');
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/store-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('export {};');
    // A shared cache keeps the two apart, and both may be kept for a year: the name changes with
    // the content.
    expect(plain.headers.vary).toContain('accept-encoding');
    for (const response of [br, plain]) {
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers a POST to a storefront address with the JSON 404, not a page', async () => {
    const response = await app.inject({ method: 'POST', url: '/rose-and-fern/store' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it("sends the service worker from this origin, never cached, so a deployment's worker is found at once", async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SERVICE_WORKER);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    // Registering it needs a policy that lets this origin's scripts run as workers.
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });
});
