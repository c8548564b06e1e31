// Pictures of every page: starts the built app (`npm run build`) on a new embedded database with the
// demo shop, signs in as its owner, and saves each route at 390 and 1280 px wide, light and dark,
// as docs/screenshots/<route>-<width>-<theme>.png (the visible part of the page, not all of it).
//
//   npm run screenshots                 build, then every route
//   node scripts/screenshots.mjs orders only the routes whose name contains "orders"
//
// SCREENSHOTS_PORT (default 4390) and CHROMIUM_PATH (default /usr/bin/chromium) may be set.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'docs', 'screenshots');
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4390);
const BASE = `http://127.0.0.1:${PORT}`;
const only = process.argv[2];

const WIDTHS = [
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 1280, height: 800, isMobile: false, hasTouch: false },
];
const THEMES = ['light', 'dark'];

/** Demo ids the routes need, looked up once signed in. */
async function demoIds(request, access) {
  const headers = { authorization: `Bearer ${access}` };
  const get = async (url) => {
    const response = await request.get(url, { headers });
    if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  const orders = await get('/api/orders?status=pending&limit=1');
  const products = await get('/api/products/');
  const order = orders.items[0]?.uuid;
  const product = products.items[0]?.id;
  if (!order || !product) throw new Error('The demo shop has no pending order or no product');
  return { order, product, today: new Date().toISOString().slice(0, 10) };
}

/**
 * Every route of web/src/app/router.tsx (seed §2 and what later versions added), as a file name and
 * an address. Links that carry a token show what a stale link shows.
 */
function routes({ order, product, today }) {
  const intern = [
    'orders',
    'today',
    'deliveries',
    ['orders-order', `orders/${order}`],
    ['orders-order-polaroid', `orders/${order}/polaroid`],
    ['orders-order-reference', `orders/${order}/reference`],
    ['orders-order-cost', `orders/${order}/cost`],
    ['orders-order-receipt', `orders/${order}/receipt`],
    'create',
    'counter',
    'analytics',
    'settings',
    'settings/order-form',
    'settings/tax',
    'settings/legal',
    'settings/discount-codes',
    'settings/activity',
    'settings/time-slots',
    'settings/notifications',
    'settings/texts',
    'stock',
    'stock/update',
    'stock/update-with-upload',
    'products',
    'products/create',
    ['products-edit-product', `products/edit/${product}`],
    'subscriptions',
    'payments',
    'payments/day',
    'payouts',
    'calendar',
    'customers',
    'customers/orders',
    'gift-cards',
    'account',
    'account/stripe',
    'account/business',
    'account/florists',
    'account/user',
    ['print-tickets', `print/tickets?orders=${order}`],
    ['print-card-order', `print/card/${order}`],
    ['print-day-today', `print/day/${today}`],
    'deliveries/print',
  ].map((route) => {
    const [name, address] = Array.isArray(route) ? route : [route.replaceAll('/', '-'), route];
    return { name: `intern-${name}`, url: `/intern/${address}` };
  });
  const stale = 'a-link-that-is-no-longer-valid';
  return [
    { name: 'landing', url: '/' },
    { name: 'login', url: '/login' },
    { name: 'signup', url: '/signup' },
    { name: 'reset-password', url: '/reset-password' },
    { name: 'reset-password-confirm-token', url: `/reset-password/confirm/${stale}` },
    { name: 'verify-email-token', url: `/verify-email/${stale}` },
    { name: 'invite-token', url: `/invite/${stale}` },
    { name: 'onboarding', url: '/onboarding', newAccount: true },
    { name: 'store', url: '/wild-rose/store' },
    { name: 'store-product', url: `/wild-rose/store/${product}` },
    { name: 'order', url: `/order/${order}` },
    { name: 'order-details', url: `/order/${order}/details` },
    { name: 'not-found', url: '/no/such/page' },
    ...intern,
  ];
}

async function startServer(dataDir) {
  const server = spawn(process.execPath, [path.join(ROOT, 'dist/server/main.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit code ${server.exitCode})`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('The server did not start within 3 minutes');
}

/** The demo owner's password, written by the first start (server/src/seed/demo.ts). */
function demoPassword(dataDir) {
  const text = readFileSync(path.join(dataDir, 'demo-sign-in.txt'), 'utf8');
  const password = /password:\s*(\S+)/.exec(text)?.[1];
  if (!password) throw new Error('No password in demo-sign-in.txt');
  return password;
}

/** Waits until the page has drawn its data: fonts loaded, no spinner or skeleton left, then a moment. */
async function settle(page) {
  await page.evaluate(() => document.fonts.ready);
  await page
    .waitForFunction(
      () => !document.querySelector('[aria-busy="true"], .animate-spin, .animate-pulse'),
      null,
      {
        timeout: 10_000,
      },
    )
    .catch(() => {});
  await page.waitForTimeout(400);
}

/** Palette PNGs: a third of the size, and the same to the eye for flat interface colours. */
async function save(buffer, file) {
  const png = await sharp(buffer)
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 8 })
    .toBuffer();
  writeFileSync(file, png);
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'petal-screenshots-'));
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startServer(dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  let saved = 0;
  try {
    const password = demoPassword(dataDir);
    const signIn = async (request, account = { email: 'owner@wild-rose.example', password }) => {
      const response = await request.post('/api/token/', {
        data: { username: account.email, password: account.password },
      });
      if (!response.ok()) throw new Error(`Sign-in failed: ${response.status()}`);
      return (await response.json()).access;
    };
    let ids;
    for (const size of WIDTHS) {
      for (const theme of THEMES) {
        const context = await browser.newContext({
          baseURL: BASE,
          viewport: { width: size.width, height: size.height },
          isMobile: size.isMobile,
          hasTouch: size.hasTouch,
          colorScheme: theme,
          locale: 'en-US',
          timezoneId: 'Europe/Berlin',
          // Pictures of the pages, not of a worker's first install.
          serviceWorkers: 'block',
        });
        await context.addInitScript((value) => localStorage.setItem('petal-theme', value), theme);
        const access = await signIn(context.request);
        ids ??= await demoIds(context.request, access);
        const page = await context.newPage();
        for (const route of routes(ids)) {
          if (only && !route.name.includes(only)) continue;
          let target = page;
          let own;
          if (route.newAccount) {
            // Onboarding is for an account without a shop yet: a new one, in a context of its own.
            own = await browser.newContext({
              baseURL: BASE,
              viewport: { width: size.width, height: size.height },
              isMobile: size.isMobile,
              hasTouch: size.hasTouch,
              colorScheme: theme,
              locale: 'en-US',
              timezoneId: 'Europe/Berlin',
              serviceWorkers: 'block',
            });
            await own.addInitScript((value) => localStorage.setItem('petal-theme', value), theme);
            const newOwner = { email: 'hello@rose-and-fern.example', password: `${password}-new` };
            const registered = await own.request.post('/api/users/register', { data: newOwner });
            // Made on the first pass; signed in on the others.
            if (!registered.ok()) await signIn(own.request, newOwner);
            target = await own.newPage();
          }
          await target.goto(route.url, { waitUntil: 'load' });
          await settle(target);
          const file = path.join(OUT_DIR, `${route.name}-${size.width}-${theme}.png`);
          await save(await target.screenshot({ animations: 'disabled' }), file);
          saved += 1;
          process.stdout.write(`${path.relative(ROOT, file)}\n`);
          await own?.close();
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.stdout.write(`${saved} pictures in ${path.relative(ROOT, OUT_DIR)}\n`);
}

await main();
