// `npm run bench` (after `npm run build`): the API's rates and latencies against /api/health,
// measured in one run with a load generator on the same machine (docs/performance.md).
//   node scripts/bench.mjs [--seconds 5] [--connections 32] [--orders 1000000] [--customers 100000]
//                          [--embedded] [--quick] [--skip-lighthouse] [--skip-intake] [--skip-footprint]
//                          [--reports <dir>]
// On PostgreSQL (DATABASE_URL, else a fresh database on the local server that is dropped after),
// or with --embedded on a fresh embedded database. It seeds one shop through the seed module
// (`npm run seed`) with 10 000 orders and 1 000 customers, measures, grows the shop to --orders and
// --customers, measures again, then runs the intake, the front end's scores, the embedded
// database's footprint and the bundles' sizes, prints every target beside its figure and whether
// it is met (bench/targets.mjs), and saves it all under bench-results/. --quick is the short version (1 s per endpoint, 20 000 orders).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { measure } from './bench/load.mjs';
import { startServer } from './bench/server.mjs';
import { formatVerdicts, judge } from './bench/targets.mjs';

const flag = (name) => process.argv.includes(`--${name}`);
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
/** Where Lighthouse keeps each run's whole report, to read what it measured (--reports DIR). */
const reports = flag('reports') ? process.argv[process.argv.indexOf('--reports') + 1] : undefined;
const quick = flag('quick');
const seconds = arg('seconds', quick ? 1 : 5);
const connections = arg('connections', 32);
const sizes = [
  { orders: 10_000, customers: 1_000 },
  { orders: arg('orders', quick ? 20_000 : 1_000_000), customers: arg('customers', quick ? 2_000 : 100_000) },
];
const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-bench-'));
const SHOP = { url: 'bulk-1', username: 'owner@bulk-1.petal.test', password: 'bulk-peonies-2026' };

const database = await openBenchDatabase();
const results = [];
let server;
try {
  for (const size of sizes) {
    // The embedded database is one process's: the server stops while the seed writes.
    await server?.stop();
    seed(size);
    server = await startServer({ port, env: { DATA_DIR: dataDir, DEMO: '0', ...database.env } });
    results.push({ size, rows: await measureAll(server.base, size) });
    report(results.at(-1));
  }
  const base = server.base;
  if (!flag('skip-intake'))
    results.push(
      await optional('intake', './bench/intake.mjs', 'benchCheckedIntake', {
        base,
        pid: server.pid,
        databaseUrl: database.env.DATABASE_URL,
        seconds: quick ? 3 : 10,
      }),
    );
  if (!flag('skip-lighthouse'))
    results.push(
      await optional('lighthouse', './bench/lighthouse.mjs', 'benchLighthouse', {
        base,
        shopUrl: SHOP.url,
        staff: { username: SHOP.username, password: SHOP.password },
        ...(reports ? { reportDir: path.resolve(reports) } : {}),
      }),
    );
  if (!flag('skip-footprint')) {
    // The embedded database's own servers: the bench's server stops first, the machine is quieter.
    await server.stop();
    server = undefined;
    results.push(
      await optional('footprint', './bench/footprint.mjs', 'measureFootprint', { port: port + 100 }),
    );
  }
  results.push({ name: 'bundles', rows: bundleSizes() });
  const verdicts = judge(results);
  console.log(`\n${formatVerdicts(verdicts)}`);
  save(results, verdicts);
} finally {
  await server?.stop();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Every endpoint of the table, with the shop's owner signed in. */
async function measureAll(base, size) {
  const token = await signIn(base);
  const get = (p) =>
    fetch(`${base}${p}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
  const someOrder = (await get('/api/orders?status=pending&limit=1')).items[0]?.uuid;
  // One customer's phone, as a florist would type it when they call: a search that finds one order.
  const phone = (await get(`/api/orders/${someOrder}/intern`)).recipient_phone?.replace(/\D/g, '').slice(-7);
  const month = new Date().toISOString().slice(0, 7);
  // A cursor far down the history (read once by offset): a page there must cost what the first costs.
  const deepOffset = Math.min(Math.floor(size.orders * 0.9), 99_950);
  const deep = (await get(`/api/orders?status=all&limit=50&offset=${deepOffset}`)).next_cursor;
  const endpoints = [
    ['health', '/api/health'],
    ['orders: pending', '/api/orders?status=pending&limit=20'],
    ['orders: ready', '/api/orders?status=ready&limit=20'],
    ['orders: all', '/api/orders?status=all&limit=20'],
    ['orders: done', '/api/orders?status=done&limit=20'],
    ['order detail', `/api/orders/${someOrder}/intern`],
    // The customer's order page reads the same order through its public link.
    ['order page', `/api/orders/${someOrder}`],
    ['customers', '/api/customers/?page_size=20'],
    ['products', '/api/products/?limit=20'],
    ['storefront: shop', `/api/storefront/${SHOP.url}`],
    ['storefront: products', `/api/storefront/${SHOP.url}/products`],
    // What the month view asks for: the days' summary, then the chosen day's first page (ADR 068).
    ['calendar: a month', `/api/orders/calendar/days?start_date=${month}-01&end_date=${month}-28`],
    ['calendar: a day', `/api/orders/calendar?start_date=${month}-14&end_date=${month}-14&limit=100`],
    ['search: a phone number', `/api/orders?status=all&limit=50&search=${phone}`],
    [
      'search: #number',
      `/api/orders?status=all&limit=50&search=%23${1000 + Math.floor(sizes[0].orders / 2)}`,
    ],
    ['search: a deep cursor', `/api/orders?status=all&limit=50&cursor=${deep}`],
    // The staff's other lists: the florists' day, the run, the stock page, the settings' lists. The
    // day and the run as their pages ask for them: the first page of 100 (ADR 079).
    ['the day view', '/api/orders/day?limit=100'],
    ['delivery run', `/api/deliveries?date=${month}-14&limit=100`],
    ['stock', '/api/stock/current'],
    ['stock movements', '/api/stock/movements'],
    ['categories', '/api/categories/'],
    ['add-ons', '/api/product-options/'],
    ['discount codes', '/api/discount-codes'],
    ['gift cards', '/api/gift-cards'],
    ['team', '/api/users/team'],
    ['pickup places', '/api/business/locations/'],
    ['audit', '/api/audit'],
  ];
  await measure({ base, path: '/api/health', connections, seconds: 1 }); // warm-up
  const rows = [];
  for (const [name, urlPath] of endpoints) {
    // Each endpoint is warmed up first: prepared statements, caches and the JIT settle.
    await measure({ base, path: urlPath, token, connections, seconds: 1 });
    rows.push({ name, ...(await measure({ base, path: urlPath, token, connections, seconds })) });
  }
  return rows;
}

async function signIn(base) {
  const response = await fetch(`${base}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: SHOP.username, password: SHOP.password }),
  });
  if (!response.ok) throw new Error(`signing in answered ${response.status}`);
  return (await response.json()).access;
}

/** The first load of each page against its budget, as `scripts/bundle-size.mjs` prints it. */
function bundleSizes() {
  try {
    const out = execFileSync(process.execPath, ['scripts/bundle-size.mjs'], { encoding: 'utf8' });
    return { withinBudget: true, summary: pageLines(out) };
  } catch (error) {
    return { withinBudget: false, summary: pageLines(String(error.stdout ?? error.message)) };
  }
}
function pageLines(out) {
  return out
    .split('\n')
    .filter((line) => /gzipped JS/.test(line))
    .map((line) => line.replace(/ \(.*?\.html\)/, '').replace(/, [\d.]+ KB raw, \d+ files/, ''))
    .join('; ');
}

/** Grows the bench shop through the seed module; seeding again adds only what is missing. */
function seed({ orders, customers }) {
  const started = Date.now();
  execFileSync(
    process.execPath,
    [
      'scripts/run-command.mjs',
      'seed',
      '--shops',
      '1',
      '--orders',
      String(orders),
      '--products',
      '50',
      '--customers',
      String(customers),
    ],
    { env: { ...process.env, DATA_DIR: dataDir, ...database.env }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  console.log(
    `\nseeded ${orders.toLocaleString('en')} orders in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

/** A part of the bench kept in a module of its own; its absence or failure is reported, not fatal. */
async function optional(name, file, exported, options) {
  try {
    const module = await import(file);
    const rows = await module[exported](options);
    return { name, rows };
  } catch (error) {
    console.log(`\n${name}: not measured (${error.message})`);
    return { name, error: error.message };
  }
}

async function openBenchDatabase() {
  if (flag('embedded')) return { env: {}, drop: async () => {} };
  if (process.env.DATABASE_URL)
    return { env: { DATABASE_URL: process.env.DATABASE_URL }, drop: async () => {} };
  const server = 'postgres://postgres@127.0.0.1:5432';
  const name = `petal_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    env: { DATABASE_URL: `${server}/${name}` },
    async drop() {
      const client = new pg.Client({ connectionString: `${server}/postgres` });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

function format({ size, rows }) {
  const health = rows.find((r) => r.name === 'health').rps;
  const lines = [
    `${size.orders.toLocaleString('en')} orders, ${size.customers.toLocaleString('en')} customers; ${connections} connections, ${seconds} s each`,
    '',
    '| endpoint | req/s | × health | p50 ms | p99 ms | kB | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${(r.rps / health).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.kbPerRequest.toFixed(1)} | ${r.errors} |`,
    );
  }
  return lines.join('\n');
}

function report(result) {
  console.log(`\n${format(result)}`);
}

function save(all, verdicts) {
  fs.mkdirSync('bench-results', { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const kind = flag('embedded') ? 'embedded' : 'postgres';
  const text = [
    `# Bench ${new Date().toISOString()} (${kind}, Node ${process.version}, ${os.cpus().length} cores)`,
    ...all.map((r) =>
      r.size ? format(r) : `## ${r.name}\n\n${r.error ?? ''}${r.rows ? JSON.stringify(r.rows, null, 2) : ''}`,
    ),
    formatVerdicts(verdicts),
  ].join('\n\n');
  const file = path.join('bench-results', `bench-${stamp}.md`);
  fs.writeFileSync(file, `${text}\n`);
  fs.writeFileSync(path.join('bench-results', `bench-${stamp}.json`), `${JSON.stringify(all, null, 2)}\n`);
  console.log(`\nsaved ${file}`);
}
