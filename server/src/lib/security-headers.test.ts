import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase, testConfig } from '../test/test-app';
import type { App } from './context';
import { inlineScriptHashes } from './security-headers';
import { createLocalStorage } from './storage';

/** Pages like the built ones: each with its theme script inline before the bundle. */
const appScript = "document.documentElement.classList.add('app');";
const storeScript = "\n      document.documentElement.classList.add('store');\n    ";
const orderScript = "document.documentElement.classList.add('order');";
const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

let webDir: string;
let database: Database;
const opened: Array<{ app: App; config: Config }> = [];

async function open(env: Record<string, string> = {}) {
  const config = { ...testConfig(env), webDir };
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  opened.push({ app, config });
  return app;
}

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html><title>app</title><script>${appScript}</script><script type="module" crossorigin src="/assets/main.js"></script>`,
  );
  fs.writeFileSync(
    path.join(webDir, 'store.html'),
    `<!doctype html><title>store</title><script>${storeScript}</script><script type="module" src="/assets/store.js"></script>`,
  );
  fs.writeFileSync(
    path.join(webDir, 'order.html'),
    `<!doctype html><title>order</title><script>${orderScript}</script><script type="module" src="/assets/order.js"></script>`,
  );
  database = await openTestDatabase();
});

afterAll(async () => {
  for (const { app, config } of opened) {
    await app.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
  await database?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** The policy as a map of directive → sources. */
const directives = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

describe('security headers', () => {
  it.each([
    ['the sign-in page', '/login'],
    ['the landing page', '/'],
    ['a storefront', '/rose-and-fern/store'],
    ['an order link', '/order/0b6f3c1e-5f7a-4a57-9d7e-3d1c2b8a9f00'],
    ['the API', '/api/health'],
    ['an API error', '/api/nothing-here'],
  ])('are on %s', async (_name, url) => {
    const app = await open();
    const response = await app.inject({ method: 'GET', url });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
    });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it("lets exactly the pages' inline scripts run, besides the app's own files and the card provider's", async () => {
    const app = await open();
    const csp = directives(
      (await app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy'],
    );
    expect(csp['script-src']).toEqual([
      "'self'",
      sha256(appScript),
      sha256(storeScript),
      sha256(orderScript),
      'https://connect-js.stripe.com',
      'https://js.stripe.com',
    ]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['frame-src']).toEqual(['https://*.stripe.com']);
  });

  it('adds HSTS and upgrades requests only when PUBLIC_URL is https', async () => {
    const app = await open({ PUBLIC_URL: 'https://flowers.example' });
    const response = await app.inject({ method: 'GET', url: '/login' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(directives(response.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
  });

  it('leaves photos loadable as images, also by pages of other sites (e-mails in webmail)', async () => {
    const app = await open();
    const { config } = opened.at(-1) as { config: Config };
    await createLocalStorage(config.dataDir).put('photo-headers.webp', Buffer.from('webp'), 'image/webp');
    const photo = await app.inject({ method: 'GET', url: '/uploads/photo-headers.webp' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
    const page = await app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('HEAD on a page', () => {
  // A shop that does not exist answers its store page with 404, so search engines drop it (ADR 041).
  it.each([
    ['/login', 200],
    ['/', 200],
    ['/rose-and-fern/store', 404],
  ])('answers %s like GET, without the body', async (url, status) => {
    const app = await open();
    const get = await app.inject({ method: 'GET', url });
    const head = await app.inject({ method: 'HEAD', url });
    expect(get.statusCode).toBe(status);
    expect(head.statusCode).toBe(status);
    expect(head.body).toBe('');
    const { date: _getDate, ...getHeaders } = get.headers;
    const { date: _headDate, ...headHeaders } = head.headers;
    expect(headHeaders).toEqual(getHeaders);
  });

  it('still answers HEAD on an unknown API address with 404', async () => {
    const app = await open();
    expect((await app.inject({ method: 'HEAD', url: '/api/nothing-here' })).statusCode).toBe(404);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, and nothing without a web folder', () => {
    expect(inlineScriptHashes(webDir)).toEqual([sha256(appScript), sha256(storeScript), sha256(orderScript)]);
    expect(inlineScriptHashes(undefined)).toEqual([]);
  });
});
