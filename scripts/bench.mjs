// Requests per second of the API's read endpoints against /api/health, measured in one run on
// the built server (npm run build first). Reports ratios: these machines are too noisy for
// absolute figures. Traffic goes to loopback only, in bounded rounds.
//   node scripts/bench.mjs [--seconds 5] [--connections 16] [--orders 1000000]
// With DATABASE_URL set, the server runs on that PostgreSQL database (use an empty one), and the
// order lists are measured with 10 000 orders in the shop and again with --orders of them;
// otherwise it runs on a fresh embedded database in a temporary directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 5);
const connections = arg('connections', 16);
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'petal-bench-'));

const server = spawn('node', ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: '0',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
    PUBLIC_RATE_LIMIT: '100000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

function request(method, url, { body, token } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      `${base}${url}`,
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await request('GET', '/api/health')).status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become ready');
}

async function measure(url, token) {
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const res = await request('GET', url, { token });
        if (res.status === 200) done++;
        else failed++;
      }
    }),
  );
  if (failed) throw new Error(`${url}: ${failed} requests failed`);
  return done / seconds;
}

try {
  await waitForHealth();
  const email = `bench-${Date.now()}@petal-bench.example`;
  const signUp = await request('POST', '/api/users/register', {
    body: { email, password: 'bench-peonies-2026' },
  });
  const { access } = JSON.parse(signUp.body);
  const shopUrl = `bench-${Date.now()}`;
  await request('POST', '/api/users/onboarding/create-business', {
    token: access,
    body: {
      name: 'Bench Blooms',
      url: shopUrl,
      phone: '+1 555 0100',
      email,
      address: '1 Bench St',
      currency: 'USD',
      time_zone: 'UTC',
    },
  });
  // A catalogue the size of a real shop's, for the product lists.
  for (let i = 0; i < 40; i++) {
    await request('POST', '/api/products', {
      token: access,
      body: { name: `Bouquet ${i}`, price: 30 + i, is_featured: i % 7 === 0 },
    });
  }
  await measure('/api/health'); // warm-up
  const health = await measure('/api/health');
  const rows = [['/api/health', health]];
  for (const url of [
    '/api/users/info',
    '/api/business',
    '/api/orders?status=pending&limit=20',
    '/api/products?limit=20',
    `/api/storefront/${shopUrl}/products`,
  ]) {
    rows.push([url, await measure(url, access)]);
  }
  report('read endpoints', rows, health);
  if (process.env.DATABASE_URL) await benchOrderLists(access, health);
} finally {
  server.kill('SIGTERM');
  agent.destroy();
  setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 500);
}

function report(title, rows, health) {
  console.log(`\n${title}: ${connections} connections, ${seconds} s each, one run`);
  for (const [url, rps] of rows) {
    console.log(
      `${url.padEnd(44)} ${rps.toFixed(0).padStart(7)} req/s   ${(rps / health).toFixed(2)} × health`,
    );
  }
}

/** The list views with 10 000 orders in the shop, then with --orders of them. */
async function benchOrderLists(access, health) {
  const target = arg('orders', 1_000_000);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const info = JSON.parse((await request('GET', '/api/users/info', { token: access })).body);
  const lists = ['all', 'pending', 'ready', 'done'].map((s) => `/api/orders?status=${s}&limit=20&offset=0`);
  let have = 0;
  for (const size of [...new Set([10_000, target])]) {
    await seedOrders(client, info.business_id, have, size);
    have = size;
    const rows = [];
    for (const url of lists) rows.push([url, await measure(url, access)]);
    // The search (docs/decisions/021): a rare name, an order number, a filter alone, and a page
    // deep in the history by cursor.
    const searches = [
      '/api/orders?status=all&limit=50&search=quartermaine',
      `/api/orders?status=all&limit=50&search=%23${1000 + Math.floor(size / 2)}`,
      '/api/orders?status=all&limit=50&payment_status=failed',
      `/api/orders?status=all&limit=50&cursor=${await deepCursor(client, info.business_id)}`,
    ];
    for (const url of searches) rows.push([url, await measure(url, access)]);
    report(`order lists and search at ${size.toLocaleString('en')} orders`, rows, health);
  }
  await client.end();
}

/**
 * A cursor 300 orders before the oldest one, as the API would hand it out (docs/decisions/021): a
 * page there must cost what the first page costs.
 */
async function deepCursor(client, businessId) {
  const { rows } = await client.query(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, number from orders
     where business_id = $1 and deleted_at is null order by created_at, number offset 300 limit 1`,
    [businessId],
  );
  const key = rows[0] ? ['all', rows[0].at, rows[0].number] : ['all', new Date().toISOString(), 0];
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** Orders numbered from+1001 to to+1000, spread over statuses and a year of dates; counters kept. */
async function seedOrders(client, businessId, from, to) {
  const started = Date.now();
  await client.query(
    `insert into orders (business_id, number, order_status, payment_status, method, price, delivery_date, time_slot, recipient_name,
       sender_name, sender_email, recipient_phone, delivery_address, delivery_city, delivery_zipcode, created_at)
     select $1, 1000 + n,
       (array['draft','pending','ready','done','done','done','done','done'])[1 + n % 8],
       -- One in a thousand failed: the filter-only search.
       case when n % 1000 = 0 then 'failed' else (array['pending','done'])[1 + n % 2] end,
       'delivery', 39.90,
       current_date + (n % 365), (array['09:00-12:00','13:00-17:00'])[1 + n % 2],
       -- One order in each batch has a name nobody else has: the rare search.
       case when n = $3 - 7 then 'Zebulon Quartermaine' else 'Recipient ' || n end,
       (array['Anna','Ben','Clara','David','Emma'])[1 + n % 5] || ' ' || (array['Meyer','Weber','Koch'])[1 + n % 3],
       'customer' || (n % 5000) || '@example.com', '0171 ' || lpad((n::bigint * 7919 % 10000000)::text, 7, '0'),
       'Main Street ' || (n % 300), 'Springfield', lpad((10000 + n % 500)::text, 5, '0'),
       now() - make_interval(mins => $3 - n)
     from generate_series($2 + 1, $3) as n`,
    [businessId, from, to],
  );
  await client.query(
    `insert into order_counts (business_id, order_status, count)
     select business_id, order_status, count(*) from orders where business_id = $1 and deleted_at is null group by 1, 2
     on conflict (business_id, order_status) do update set count = excluded.count`,
    [businessId],
  );
  await client.query('update businesses set next_order_number = $2 where id = $1', [businessId, to + 1001]);
  await client.query('analyze orders');
  console.log(
    `\nseeded orders up to ${to.toLocaleString('en')} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}
