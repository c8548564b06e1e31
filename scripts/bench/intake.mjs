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
//
// The parts are in intake-client.mjs (HTTP), intake-shop.mjs (the shop), intake-orders.mjs (the
// load), intake-check.mjs (the database check) and intake-server.mjs (the standalone server side);
// `npm run bench` imports benchIntake from here.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkIntake } from './intake-check.mjs';
import { createClient } from './intake-client.mjs';
import { runIntake } from './intake-orders.mjs';
import { serverCpu, waitForHealth, withDatabase } from './intake-server.mjs';
import { dayAfter, setUpIntakeShop } from './intake-shop.mjs';

export { checkIntake, createClient, runIntake, setUpIntakeShop };

/**
 * The measurement on a running server: one shop, a warm-up, then each number of connections for
 * `seconds`, each run on a peak day of its own, after /api/health for the machine's pace in the
 * same minute. `cpuSplit` (optional) answers the CPU time the server side has used so far, the app
 * and the database apart, for CPU milliseconds per complete order. Answers the shop, the warm-up and one row per run.
 */
export async function benchIntake({
  base,
  connections = [16, 32],
  seconds = 10,
  warmupSeconds = 2,
  pageReads = false,
  cpuSplit,
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
      const cpuBefore = cpuSplit ? await cpuSplit() : null;
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
          ...(await cpuPerOrder(cpuSplit, cpuBefore, perOrder)),
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

/** The server side's CPU milliseconds per order since `before`: in all, the app's and the database's. */
async function cpuPerOrder(cpuSplit, before, perOrder) {
  if (!cpuSplit || !before) return { server: null, app: null, database: null };
  const now = await cpuSplit();
  const app = now.app - before.app;
  const database = now.database - before.database;
  return { server: perOrder(app + database), app: perOrder(app), database: perOrder(database) };
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

/**
 * `npm run bench`'s intake, on its running server on PostgreSQL (`pid` for the app's CPU time):
 * each number of connections in flight, then the database check. Answers one row per run (without
 * the orders placed) and the check's problems.
 */
export async function benchCheckedIntake({ base, pid, databaseUrl, connections = [16, 32], seconds = 10 }) {
  if (!databaseUrl)
    throw new Error('the intake is checked on PostgreSQL only (the embedded database is the server’s)');
  const cpu = serverCpu(pid, databaseUrl);
  try {
    const result = await benchIntake({ base, connections, seconds, cpuSplit: cpu.split, log: printRun });
    const placed = [...result.warmup.placed, ...result.runs.flatMap((run) => run.placed)];
    const problems = await withDatabase(databaseUrl, null, (query) =>
      checkIntake({ query, shop: result.shop, placed }),
    );
    return { runs: result.runs.map(({ placed: _placed, ...run }) => run), problems };
  } finally {
    await cpu.close();
  }
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
      cpuSplit: cpu.split,
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

function printRun(run) {
  console.log(
    `${String(run.connections).padStart(3)} in flight: ${String(run.orders).padStart(6)} orders in ${run.seconds} s = ${run.orders_per_s.toFixed(1).padStart(6)} complete orders/s   p50 ${run.p50_ms} ms   p99 ${run.p99_ms} ms   errors ${run.errors}`,
  );
  console.log(
    `    health ${run.health_per_s} req/s in the same minute (${run.orders_per_1000_health} complete orders per 1000 health requests); CPU per complete order: server ${run.cpu_ms_per_order.server ?? '?'} ms (app ${run.cpu_ms_per_order.app ?? '?'}, PostgreSQL ${run.cpu_ms_per_order.database ?? '?'}), load generator ${run.cpu_ms_per_order.load_generator} ms`,
  );
  for (const [kind, count] of Object.entries(run.error_kinds)) console.log(`    ${count} × ${kind}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await standalone();
