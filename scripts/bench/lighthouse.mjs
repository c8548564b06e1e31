// Lighthouse's mobile performance score of the pages a customer opens (the storefront and the
// order page) and of the back office's first screen (the orders list). Mobile form factor with the default simulated throttling (a mid-range phone on slow
// 4G), performance only, in Debian's Chromium; each page several times, the median reported.
//
//   node scripts/bench/lighthouse.mjs [--runs 3] [--port 4300] [--reports <dir>] [--only customer|office]
//     Standalone (after `npm run build`): starts the built server (on --port; Chromium's DevTools
//     on the next one) on a fresh embedded database with the demo shop, starts an order on its
//     storefront as a customer would, and measures the storefront, that order's page and the back
//     office's first screen, signed in as the demo shop's owner.
//   benchLighthouse({ base, pages, shopUrl, staff, runs, chromiumPort, reportDir })
//     Against a server already running at `base`: `pages` as [{ name, path }], or `shopUrl` to
//     measure that shop's storefront and a new order of its first product, and with `staff`
//     ({ username, password }) the back office's first screen signed in as them. Answers one row
//     per page. Chromium's DevTools port is one the system picks unless `chromiumPort` is given;
//     `reportDir` keeps each run's full Lighthouse report there as JSON.
//
// The machine is offline: Chromium is started with everything that reaches out switched off.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-default-apps',
  '--disable-extensions',
];

/** The figures a row carries, as Lighthouse's audit ids and the names printed. */
const METRICS = [
  ['first-contentful-paint', 'fcp_ms'],
  ['largest-contentful-paint', 'lcp_ms'],
  ['total-blocking-time', 'tbt_ms'],
  ['cumulative-layout-shift', 'cls'],
  ['speed-index', 'si_ms'],
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {}
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function json(base, method, url, { body, token } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * The storefront of a shop and the order page of a new order, made as a customer makes it: the
 * storefront's first product, started for delivery through the public API.
 */
export async function customerPages({ base, shopUrl }) {
  const products = await json(base, 'GET', `/api/storefront/${encodeURIComponent(shopUrl)}/products`);
  const product = products.items[0];
  if (!product) throw new Error(`the storefront of ${shopUrl} has no products to order`);
  const form = new FormData();
  form.set('product_id', product.id);
  form.set('delivery_type', 'delivery');
  const response = await fetch(`${base}/api/storefront/${encodeURIComponent(shopUrl)}/order`, {
    method: 'POST',
    body: form,
  });
  const order = await response.json();
  if (response.status !== 201)
    throw new Error(`starting an order: ${response.status} ${JSON.stringify(order)}`);
  return [
    { name: 'storefront', path: `/${shopUrl}/store` },
    { name: 'order page', path: `/order/${order.uuid}` },
  ];
}

/**
 * The back office's first screen (the orders list), signed in. Each run signs in anew, as the
 * refresh cookie turns over when the page uses it, and hands Chromium the session's cookies;
 * Lighthouse's reset between runs clears caches and workers, not cookies.
 */
export const backOfficePage = ({ base, username, password }) => ({
  name: 'back office',
  path: '/intern/orders',
  before: (port) => signInBrowser({ base, port, username, password }),
});

async function signInBrowser({ base, port, username, password }) {
  const response = await fetch(`${base}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`signing in for the back office answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((header) => {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const attribute = (name) => attributes.find((a) => a.toLowerCase().startsWith(name));
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      url: base,
      path: attribute('path=')?.slice(5) ?? '/',
      httpOnly: Boolean(attribute('httponly')),
      sameSite: 'Lax',
    };
  });
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  await cdp(webSocketDebuggerUrl, 'Storage.setCookies', { cookies });
}

/** One command to the browser over its DevTools socket. */
function cdp(url, method, params) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.onopen = () => socket.send(JSON.stringify({ id: 1, method, params }));
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data));
      if (message.id !== 1) return;
      socket.close();
      if (message.error) reject(new Error(`${method}: ${message.error.message}`));
      else resolve(message.result);
    };
    socket.onerror = () => reject(new Error(`${method}: the DevTools socket failed`));
  });
}

/**
 * Headless Chromium with its DevTools port open (`port`, or one the system picks when 0, read back
 * from the profile); `close` ends it and removes its profile.
 */
async function startChromium(port) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'petal-lighthouse-chromium-'));
  const chromium = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => chromium.once('exit', resolve));
  const close = async () => {
    chromium.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 30_000;
    let open = port;
    while (open === 0 && Date.now() < deadline) {
      try {
        open = Number(readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]) || 0;
      } catch {
        await sleep(100);
      }
    }
    await waitFor(`http://127.0.0.1:${open}/json/version`, Math.max(deadline - Date.now(), 1000));
    return { port: open, close };
  } catch (error) {
    await close();
    throw error;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run of one page: the score (0–100) and the metrics in ms (CLS unitless). */
async function runOnce(url, port, reportFile) {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const run = { score: Math.round((lhr.categories.performance.score ?? 0) * 100) };
  for (const [audit, name] of METRICS) run[name] = lhr.audits[audit]?.numericValue ?? Number.NaN;
  return run;
}

/**
 * Measures each page `runs` times (cold: Lighthouse clears the cache before each load) and answers
 * one row per page with the median of each figure, and the scores of every run.
 */
export async function benchLighthouse({
  base,
  pages,
  shopUrl,
  staff,
  runs = 3,
  chromiumPort = 0,
  reportDir,
}) {
  const targets = pages ?? [
    ...(shopUrl ? await customerPages({ base, shopUrl }) : []),
    ...(staff ? [backOfficePage({ base, ...staff })] : []),
  ];
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const reportFile = (page, i) =>
    reportDir &&
    path.join(reportDir, `${page.name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${i + 1}.json`);
  const chromium = await startChromium(chromiumPort);
  const rows = [];
  // Runs one after the other, never in parallel: the figures are simulated from the trace, and a
  // busy machine makes the trace itself slower.
  try {
    for (const page of targets) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        await page.before?.(chromium.port);
        results.push(await runOnce(`${base}${page.path}`, chromium.port, reportFile(page, i)));
      }
      const row = { page: page.name, path: page.path, runs: results.map((r) => r.score) };
      row.score = median(row.runs);
      for (const [, name] of METRICS) {
        const value = median(results.map((r) => r[name]));
        row[name] = name === 'cls' ? Number(value.toFixed(3)) : Math.round(value);
      }
      rows.push(row);
    }
  } finally {
    await chromium.close();
  }
  report(rows);
  return rows;
}

function report(rows) {
  console.log('\nLighthouse, mobile (simulated slow 4G, 4× CPU), performance; median of each figure');
  console.log(
    `${'page'.padEnd(12)} ${'score'.padStart(5)}  ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'TBT'.padStart(6)} ${'CLS'.padStart(6)} ${'SI'.padStart(7)}  runs`,
  );
  const ms = (value) => `${Math.round(value)}`.padStart(5);
  for (const row of rows) {
    console.log(
      `${row.page.padEnd(12)} ${String(row.score).padStart(5)}  ${ms(row.fcp_ms)} ms ${ms(row.lcp_ms)} ms ${`${Math.round(row.tbt_ms)}`.padStart(3)} ms ${row.cls.toFixed(3).padStart(6)} ${ms(row.si_ms)} ms  ${row.runs.join(' ')}`,
    );
  }
}

/** The built server on a fresh embedded database with the demo shop; answers its base and shop. */
async function startDemoServer(port) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'petal-lighthouse-'));
  const server = spawn('node', ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitFor(`${base}/api/health`, 180_000),
      exited.then((code) => {
        throw new Error(`the server stopped (exit ${code}) before it was ready`);
      }),
    ]);
    // The demo's sign-in is kept in DATA_DIR; the shop's own record names its storefront address.
    const signIn = readFileSync(path.join(dataDir, 'demo-sign-in.txt'), 'utf8');
    const email = /owner:\s+(\S+)/.exec(signIn)?.[1];
    const password = /password:\s+(\S+)/.exec(signIn)?.[1];
    const { access } = await json(base, 'POST', '/api/token/', { body: { username: email, password } });
    const shop = await json(base, 'GET', '/api/business/', { token: access });
    return { base, shopUrl: shop.url, staff: { username: email, password }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const option = (name) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const arg = (name, fallback) => Number(option(name) ?? fallback);
  const port = arg('port', 4300);
  const server = await startDemoServer(port);
  try {
    await benchLighthouse({
      base: server.base,
      // `--only customer` or `--only office` measures those pages alone.
      shopUrl: option('only') === 'office' ? undefined : server.shopUrl,
      staff: option('only') === 'customer' ? undefined : server.staff,
      runs: arg('runs', 3),
      chromiumPort: port + 1,
      reportDir: option('reports'),
    });
  } finally {
    await server.stop();
  }
}
