// Order intake on a peak day, through the HTTP API as customers' browsers call it: each complete
// order is a storefront order (a draft for a product) and the customer's submission of their
// details on /order/{uuid} (the draft becomes pending, takes the shop's next number, one of the
// product's stock and a place in its delivery window). With `pageReads`, each order also makes the
// reads the browser makes in between (delivery check, the order, its form options, closed dates
// and the day's windows).
//
// Every simulated customer comes from an address of their own (X-Forwarded-For from the
// benchmarking range 198.18.0.0/15; the server must run with TRUST_PROXY=1), as on a real peak day,
// so the per-client rate limits count each customer apart instead of one hot row for all.
//
// Afterwards the database is compared with what the customers were told: each product's stock went
// down by exactly the orders placed for it, each window holds exactly the orders placed in it (and
// no more than its capacity), and the numbers are unique and without gaps. Nothing lost, nothing
// oversold.
//
//   node scripts/bench/intake.mjs [--seconds 10] [--connections 16,32] [--page-reads] [--cpu-prof DIR]
//
// Standalone it starts the built server (npm run build first) on DATABASE_URL if set (use a fresh,
// empty database), else on a fresh embedded database in a temporary directory.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Stock per product: far more than a run can sell, so that nothing sells out by the load alone. */
const STOCK = 100_000;
/** Places per window and day: the API's maximum. */
const CAPACITY = 10_000;
const WINDOWS = [
  ['09:00', '12:00'],
  ['12:00', '15:00'],
  ['15:00', '18:00'],
];
const PRODUCTS = 4;
const ZIPCODE = '10117';

/**
 * A small HTTP client on keep-alive connections: one agent, at most `connections` sockets, so the
 * load is `connections` requests in flight, each socket reused.
 */
export function createClient(base, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const request = (method, url, { json, form, token, from } = {}) =>
    new Promise((resolve, reject) => {
      let body;
      const headers = {};
      if (json !== undefined) {
        body = JSON.stringify(json);
        headers['content-type'] = 'application/json';
      } else if (form !== undefined) {
        ({ body, type: headers['content-type'] } = multipart(form));
      }
      if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
      if (token) headers.authorization = `Bearer ${token}`;
      if (from) headers['x-forwarded-for'] = from;
      const req = http.request(`${base}${url}`, { method, agent, headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {}
          resolve({ status: res.statusCode, body: parsed, text });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  return { request, close: () => agent.destroy() };
}

/** The form data a browser's FormData sends (both order forms are sent this way by the web app). */
function multipart(fields) {
  const boundary = `----petal-bench-${randomUUID()}`;
  let body = '';
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === '') continue;
    body += `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  body += `--${boundary}--\r\n`;
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

async function ok(responsePromise, what, status = 200) {
  const res = await responsePromise;
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.text.slice(0, 300)}`);
  return res.body;
}

/** A date `days` after today in UTC (the bench shop's zone), as YYYY-MM-DD. */
const dayAfter = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A shop set up through the API as its owner would: a location and a delivery zip code, three
 * windows a day with the largest capacity, no lead time or cut-off, pay in the shop, and products
 * with a limited stock.
 */
export async function setUpIntakeShop({ base, client = createClient(base, 4) }) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `intake-${stamp}@petal-bench.example`;
  const { access: token } = await ok(
    client.request('POST', '/api/users/register', { json: { email, password: 'bench-peonies-2026' } }),
    'register',
    201,
  );
  const url = `intake-${stamp}`;
  await ok(
    client.request('POST', '/api/users/onboarding/create-business', {
      token,
      json: {
        name: 'Intake Blooms',
        url,
        phone: '+1 555 0100',
        email,
        address: '1 Bench St',
        currency: 'EUR',
        time_zone: 'UTC',
      },
    }),
    'create business',
    201,
  );
  const location = await ok(
    client.request('POST', '/api/business/locations/', {
      token,
      json: { name: 'Bench Mitte', address: 'Blumenstraße 12', city: 'Berlin', zipcode: '10115', phone: '' },
    }),
    'location',
    201,
  );
  await ok(
    client.request('POST', `/api/business/zipcodes/${location.id}/`, {
      token,
      json: { zipcode: ZIPCODE, delivery_price: 4.9 },
    }),
    'zip code',
    201,
  );
  const windows = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
    WINDOWS.map(([start, end]) => ({ weekday, start, end, capacity: CAPACITY })),
  );
  await ok(
    client.request('PUT', '/api/business/order-time/weekly', {
      token,
      json: { window_type: 'delivery', windows, disabled_days: [] },
    }),
    'windows',
  );
  await ok(
    client.request('PUT', '/api/business-settings/order-form', {
      token,
      json: { lead_time_minutes: 0, same_day_cutoff: null, days_ahead: 60, allow_pay_in_shop: true },
    }),
    'order form',
  );
  const products = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const product = await ok(
      client.request('POST', '/api/products', {
        token,
        json: { name: `Valentine bouquet ${i + 1}`, price: 39.9 + i * 10, current_quantity: STOCK },
      }),
      'product',
      201,
    );
    products.push({ id: product.id, stock: STOCK });
  }
  return { url, token, products, slots: WINDOWS.map(([start, end]) => `${start}-${end}`) };
}

/** Customer n's own address in the benchmarking range 198.18.0.0/15. */
const addressOf = (n) => `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;

let customers = 0;

/**
 * One customer's complete order; answers what was placed, or throws with what went wrong. The
 * customer's details are their own, so each order also makes (or counts for) one customer record.
 */
async function placeOrder(client, shop, { date, pageReads }) {
  const n = customers++;
  const from = addressOf(n);
  const product = shop.products[n % shop.products.length];
  const slot = shop.slots[n % shop.slots.length];
  if (pageReads) {
    await ok(
      client.request('POST', `/api/products/${product.id}/delivery-availability`, {
        json: { zipcode: ZIPCODE },
        from,
      }),
      'delivery check',
    );
  }
  const draft = await ok(
    client.request('POST', `/api/storefront/${shop.url}/order`, {
      form: { product_id: product.id, delivery_type: 'delivery' },
      from,
    }),
    'storefront order',
    201,
  );
  const page = `/api/orders/${draft.uuid}`;
  if (pageReads) {
    await ok(client.request('GET', page, { from }), 'order page');
    await ok(client.request('GET', `${page}/options`, { from }), 'order options');
    await ok(client.request('GET', `${page}/disabled-dates?window_type=delivery`, { from }), 'closed dates');
    const offered = await ok(
      client.request('GET', `${page}/timeslots?date=${date}&window_type=delivery`, { from }),
      'windows',
    );
    if (!offered.includes(slot)) throw new Error(`windows: ${slot} not offered on ${date}`);
  }
  const placed = await ok(
    client.request('POST', page, {
      form: {
        sender_name: `Customer ${n}`,
        sender_email: `customer-${n}@petal-bench.example`,
        sender_phone: `+49 170 ${String(1_000_000 + n).slice(-7)}`,
        recipient_name: `Recipient ${n}`,
        recipient_phone: '+49 170 7654321',
        delivery_address: `Torstraße ${1 + (n % 200)}`,
        delivery_city: 'Berlin',
        delivery_zipcode: ZIPCODE,
        delivery_date: date,
        time_slot: slot,
        card_message: 'Happy Valentine’s Day!',
      },
      from,
    }),
    'submission',
  );
  if (placed.order_status !== 'pending' || !(placed.number > 0)) {
    throw new Error(`submission: answered ${placed.order_status} #${placed.number}`);
  }
  return { product: product.id, date, slot, number: placed.number };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0;

/**
 * Runs complete orders with `connections` of them in flight for `seconds`, all for one delivery
 * date (the peak day). Answers the rate, the latency of a complete order and every failure, with
 * what was placed (for checkIntake).
 */
export async function runIntake({ client, shop, connections, seconds, date, pageReads = false }) {
  const latencies = [];
  const errors = new Map();
  const placed = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          placed.push(await placeOrder(client, shop, { date, pageReads }));
          latencies.push(performance.now() - t0);
        } catch (error) {
          const key = String(error.message).slice(0, 160);
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    connections,
    seconds: Number(elapsed.toFixed(1)),
    date,
    orders: placed.length,
    orders_per_s: Number((placed.length / elapsed).toFixed(1)),
    p50_ms: Number(percentile(latencies, 50).toFixed(1)),
    p99_ms: Number(percentile(latencies, 99).toFixed(1)),
    errors: [...errors.values()].reduce((a, b) => a + b, 0),
    error_kinds: Object.fromEntries(errors),
    placed,
  };
}

/**
 * Compares the database with what the customers were told. `query(text, params)` answers rows
 * (node-postgres or PGlite). Answers a list of problems; empty when nothing was lost or oversold.
 */
export async function checkIntake({ query, shop, placed }) {
  const problems = [];
  const [business] = await query('select id from businesses where url = $1', [shop.url]);
  const businessId = business.id;
  for (const product of shop.products) {
    const sold = placed.filter((p) => p.product === product.id).length;
    const [row] = await query(
      `select current_quantity::int as left,
         (select count(*)::int from orders where product_id = $1 and order_status <> 'draft' and deleted_at is null) as orders
       from products where id = $1`,
      [product.id],
    );
    if (row.left !== product.stock - sold) {
      problems.push(`product ${product.id}: ${row.left} left, expected ${product.stock} - ${sold}`);
    }
    if (row.orders !== sold) problems.push(`product ${product.id}: ${row.orders} orders, ${sold} placed`);
  }
  const bookings = await query(
    `select delivery_date::text as date, time_slot as slot, count(*)::int as booked from orders
     where business_id = $1 and order_status <> 'draft' and deleted_at is null group by 1, 2`,
    [businessId],
  );
  const expected = new Map();
  for (const p of placed) expected.set(`${p.date} ${p.slot}`, (expected.get(`${p.date} ${p.slot}`) ?? 0) + 1);
  for (const row of bookings) {
    const key = `${row.date} ${row.slot}`;
    if (row.booked !== (expected.get(key) ?? 0)) {
      problems.push(`window ${key}: ${row.booked} orders, ${expected.get(key) ?? 0} placed`);
    }
    if (row.booked > CAPACITY) problems.push(`window ${key}: ${row.booked} orders over ${CAPACITY} places`);
    expected.delete(key);
  }
  for (const [key, count] of expected) problems.push(`window ${key}: no orders, ${count} placed`);
  problems.push(...(await checkSlotCounters(query, businessId, bookings)));
  const [numbers] = await query(
    `select count(*)::int as orders, count(distinct number)::int as distinct_numbers,
       coalesce(max(number) - min(number) + 1, 0)::int as span
     from orders where business_id = $1 and number > 0`,
    [businessId],
  );
  if (numbers.orders !== placed.length) {
    problems.push(`${numbers.orders} numbered orders, ${placed.length} placed`);
  }
  if (numbers.distinct_numbers !== numbers.orders || numbers.span !== numbers.orders) {
    problems.push(`numbers: ${numbers.distinct_numbers} distinct over a span of ${numbers.span}`);
  }
  const told = new Set(placed.map((p) => p.number));
  if (told.size !== placed.length) problems.push('two customers were told the same order number');
  const counts = await query(
    `select c.order_status as status, sum(c.count)::int as counted,
       (select count(*)::int from orders o where o.business_id = $1 and o.order_status = c.order_status
          and o.deleted_at is null) as actual
     from order_counts c where c.business_id = $1 group by c.order_status`,
    [businessId],
  );
  for (const row of counts) {
    if (row.counted !== row.actual)
      problems.push(`${row.status} counter ${row.counted}, ${row.actual} orders`);
  }
  return problems;
}

/** Where windows keep a counter of their places (slot_bookings), it must match the orders. */
async function checkSlotCounters(query, businessId, bookings) {
  const [table] = await query(`select to_regclass('slot_bookings') is not null as present`);
  if (!table.present) return [];
  const rows = await query(
    `select booking_date::text as date, time_slot as slot, sum(booked)::int as booked from slot_bookings
     where business_id = $1 group by 1, 2`,
    [businessId],
  );
  const counted = new Map(rows.map((r) => [`${r.date} ${r.slot}`, r.booked]));
  const problems = [];
  for (const row of bookings) {
    const key = `${row.date} ${row.slot}`;
    if ((counted.get(key) ?? 0) !== row.booked) {
      problems.push(`window ${key}: counter says ${counted.get(key) ?? 0}, ${row.booked} orders`);
    }
  }
  return problems;
}

/**
 * The measurement on a running server: one shop, a warm-up, then each number of connections for
 * `seconds`, each run on a peak day of its own, after /api/health for the machine's pace in the
 * same minute. `cpuSeconds` (optional) answers the CPU time the server side has used so far, for
 * CPU milliseconds per complete order. Answers the shop, the warm-up and one row per run.
 */
export async function benchIntake({
  base,
  connections = [16, 32],
  seconds = 10,
  warmupSeconds = 2,
  pageReads = false,
  cpuSeconds,
  log = () => {},
}) {
  const list = Array.isArray(connections) ? connections : [connections];
  const client = createClient(base, Math.max(...list));
  try {
    const shop = await setUpIntakeShop({ base, client });
    const warmup = await runIntake({
      client,
      shop,
      connections: Math.min(...list),
      seconds: warmupSeconds,
      date: dayAfter(1),
      pageReads,
    });
    const runs = [];
    for (const [i, n] of list.entries()) {
      const health = await measureHealth(client, n, Math.min(seconds, 3));
      const cpuBefore = cpuSeconds ? await cpuSeconds() : 0;
      const generator = process.cpuUsage();
      const run = await runIntake({
        client,
        shop,
        connections: n,
        seconds,
        date: dayAfter(2 + i),
        pageReads,
      });
      const used = process.cpuUsage(generator);
      const perOrder = (cpu) => (run.orders ? Number(((cpu * 1000) / run.orders).toFixed(2)) : null);
      const row = {
        ...run,
        health_per_s: Math.round(health),
        orders_per_1000_health: Number(((1000 * run.orders_per_s) / health).toFixed(1)),
        cpu_ms_per_order: {
          server: cpuSeconds ? perOrder((await cpuSeconds()) - cpuBefore) : null,
          load_generator: perOrder((used.user + used.system) / 1e6),
        },
      };
      log(row);
      runs.push(row);
    }
    return { shop, warmup, runs };
  } finally {
    client.close();
  }
}

/** GET /api/health with `connections` in flight: requests per second. */
async function measureHealth(client, connections, seconds) {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        if ((await client.request('GET', '/api/health')).status === 200) done++;
      }
    }),
  );
  return done / seconds;
}

async function standalone() {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const seconds = Number(arg('seconds', 10));
  const connections = String(arg('connections', '16,32')).split(',').map(Number);
  const pageReads = process.argv.includes('--page-reads');
  const cpuProf = arg('cpu-prof', null);
  const port = 4400 + Math.floor(Math.random() * 50);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'petal-intake-'));
  const databaseUrl = process.env.DATABASE_URL;
  const server = spawn(
    'node',
    [...(cpuProf ? ['--cpu-prof', '--cpu-prof-dir', cpuProf] : []), 'dist/server/main.js'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO: '0',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '100000',
        PUBLIC_RATE_LIMIT: '100000',
        // Customers arrive from addresses of their own (see above).
        TRUST_PROXY: '1',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  let result;
  let backlog = null;
  const cpu = serverCpu(server.pid, databaseUrl);
  try {
    await waitForHealth(base);
    console.log(
      `intake on ${databaseUrl ? 'PostgreSQL' : 'the embedded database'}: ${connections.join(' and ')} customers in flight, ${seconds} s each${pageReads ? ', with the order page’s reads' : ''}`,
    );
    result = await benchIntake({
      base,
      connections,
      seconds,
      pageReads,
      cpuSeconds: cpu.seconds,
      log: printRun,
    });
    if (databaseUrl) backlog = await cpu.unsentMail();
  } finally {
    await cpu.close();
    server.kill('SIGTERM');
    await stopped;
  }
  // The warm-up's orders are in the database too: the check counts every order of the shop.
  const placed = result.runs.flatMap((run) => run.placed);
  const problems = await withDatabase(databaseUrl, dataDir, (query) =>
    checkIntake({ query, shop: result.shop, placed: [...result.warmup.placed, ...placed] }),
  );
  rmSync(dataDir, { recursive: true, force: true });
  const errors = result.runs.reduce((sum, run) => sum + run.errors, 0) + result.warmup.errors;
  if (backlog !== null) console.log(`e-mails still queued when the last run ended: ${backlog}`);
  console.log(
    problems.length
      ? `\nLOST OR OVERSOLD:\n  ${problems.join('\n  ')}`
      : '\ndatabase check: stock, windows, numbers and counters match every order placed',
  );
  if (problems.length || errors) process.exitCode = 1;
}

/**
 * CPU seconds the server side has used so far: the app process, and on a PostgreSQL server on this
 * machine its backends for the bench's database (read from /proc; zero where that is not possible).
 */
function serverCpu(pid, databaseUrl) {
  const ticks = (id) => {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return 0;
    }
  };
  const backends = new Map();
  let client = null;
  const connect = async () => {
    if (!databaseUrl || client) return client;
    const { default: pg } = await import('pg');
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return client;
  };
  return {
    async seconds() {
      const db = await connect();
      if (db) {
        const { rows } = await db.query(
          'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        for (const { pid: backend } of rows)
          backends.set(backend, ticks(backend) || backends.get(backend) || 0);
      }
      return ticks(pid) + [...backends.values()].reduce((a, b) => a + b, 0);
    },
    async unsentMail() {
      const db = await connect();
      const { rows } = await db.query('select count(*)::int as n from mail_outbox where sent_at is null');
      return rows[0].n;
    },
    close: () => client?.end(),
  };
}

function printRun(run) {
  console.log(
    `${String(run.connections).padStart(3)} in flight: ${String(run.orders).padStart(6)} orders in ${run.seconds} s = ${run.orders_per_s.toFixed(1).padStart(6)} complete orders/s   p50 ${run.p50_ms} ms   p99 ${run.p99_ms} ms   errors ${run.errors}`,
  );
  console.log(
    `    health ${run.health_per_s} req/s in the same minute (${run.orders_per_1000_health} complete orders per 1000 health requests); CPU per complete order: server ${run.cpu_ms_per_order.server ?? '?'} ms, load generator ${run.cpu_ms_per_order.load_generator} ms`,
  );
  for (const [kind, count] of Object.entries(run.error_kinds)) console.log(`    ${count} × ${kind}`);
}

async function waitForHealth(base) {
  const client = createClient(base, 1);
  try {
    for (let i = 0; i < 240; i++) {
      try {
        if ((await client.request('GET', '/api/health')).status === 200) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('server did not become ready');
  } finally {
    client.close();
  }
}

/** Runs fn with a query function on the bench's database: PostgreSQL, or the embedded one once the server stopped. */
async function withDatabase(databaseUrl, dataDir, fn) {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await fn(async (text, params) => (await client.query(text, params)).rows);
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite(path.join(dataDir, 'pg'), { extensions: { pg_trgm } });
  try {
    return await fn(async (text, params) => (await db.query(text, params)).rows);
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await standalone();
