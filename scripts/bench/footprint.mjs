// The embedded database's footprint (issue 15): resident memory at idle after a first start with
// the demo shop, and time to healthy and resident memory at idle when the same data folder is
// opened again; then, on that server, resident memory after some use (the JIT compilers' code and
// the heaps grow with work; "idle" is the figure the issue sets a target for). Needs the built
// server (npm run build).
//   node scripts/bench/footprint.mjs [--idle 10] [--port 4200] [--runs 1] [--requests 300] [--main dist/server/main.js]
// With several runs, each figure is the median of the runs. Time to healthy is also given as the
// CPU time the server took, which a busy machine changes less than the wall-clock time.
// As a module, measureFootprint({ base, pid }) also reads the resident memory of a server that is
// already running (its process id: the URL alone does not say which process it is), then starts
// servers of its own on a fresh temporary data folder.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const builtMain = path.join(root, 'dist/server/main.js');
const TARGETS = { idleRssMb: 250, reopenSeconds: 2 };

/** VmRSS (resident now) and VmHWM (the most it was resident) of a process, in MB. */
export function residentMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) =>
    Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN) / 1024;
  return { rssMb: field('VmRSS'), peakMb: field('VmHWM') };
}

let ticksPerSecond;
/** CPU seconds a process has used, with those of the children it waited for (the first start's preparation). */
function cpuSeconds(pid) {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  // The fields after the command name, which is in parentheses and may hold spaces.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return (utime + stime + cutime + cstime) / ticksPerSecond;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function healthy(base) {
  try {
    const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** Starts the built server on dataDir and resolves once /api/health answers, with the time it took. */
async function startServer({ dataDir, port, env = {}, main = builtMain }) {
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    cwd: path.dirname(main),
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The first start is measured with the demo shop, whatever the caller's environment says.
      DEMO: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = signal ?? code;
  });
  for (;;) {
    if (exited !== null) throw new Error(`the server stopped before it was healthy (${exited})`);
    if (await healthy(base)) break;
    if (performance.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error('the server was not healthy within 2 minutes');
    }
    await sleep(20);
  }
  return { child, base, seconds: (performance.now() - started) / 1000, cpu: cpuSeconds(child.pid) };
}

async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await gone;
  clearTimeout(timer);
}

/** Signs in as the demo shop's owner and makes `count` reads a working day makes, a few at a time. */
async function use(base, dataDir, count) {
  const saved = readFileSync(path.join(dataDir, 'demo-sign-in.txt'), 'utf8');
  const password = /password: (\S+)/.exec(saved)?.[1];
  const signIn = await fetch(`${base}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner@wild-rose.example', password }),
  });
  if (!signIn.ok) throw new Error(`signing in as the demo owner failed (${signIn.status})`);
  const { access } = await signIn.json();
  const headers = { authorization: `Bearer ${access}` };
  const urls = [
    '/api/orders?status=pending&limit=20',
    '/api/orders?status=all&limit=20',
    '/api/products?limit=20',
    '/api/customers',
    '/api/storefront/wild-rose/products',
    '/api/storefront/wild-rose',
    '/api/users/info',
    '/api/business',
  ];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const url = urls[next++ % urls.length];
      const res = await fetch(`${base}${url}`, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

/** One first start and one reopening of its data folder, each left idle before it is measured. */
async function measureOnce({ port, idleSeconds, requests, env, main }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'petal-footprint-'));
  try {
    const first = await startServer({ dataDir, port, env, main });
    await sleep(idleSeconds * 1000);
    const firstMemory = residentMemory(first.child.pid);
    await stopServer(first.child);

    const again = await startServer({ dataDir, port, env, main });
    await sleep(idleSeconds * 1000);
    const againMemory = residentMemory(again.child.pid);
    await use(again.base, dataDir, requests);
    await sleep(idleSeconds * 1000);
    const usedMemory = residentMemory(again.child.pid);
    await stopServer(again.child);
    return { first: { ...first, ...firstMemory }, again: { ...again, ...againMemory }, used: usedMemory };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Result rows: { measure, value, unit, target? }. `base` and `pid` (optional) name a running server
 * whose memory is read as it is. The starts use servers of their own on `port` and a temporary data
 * folder, removed afterwards; `runs` of them, medians reported. `env` is added to their environment
 * and `main` replaces the built server (to compare a setting or another build).
 */
export async function measureFootprint({
  base,
  pid,
  idleSeconds = 10,
  port = 4200,
  runs = 1,
  requests = 300,
  env = {},
  main = builtMain,
} = {}) {
  const rows = [];
  if (base && pid) {
    const now = residentMemory(pid);
    rows.push({ measure: `running server ${base}: resident`, value: now.rssMb, unit: 'MB' });
    rows.push({ measure: `running server ${base}: peak resident`, value: now.peakMb, unit: 'MB' });
  }
  const results = [];
  for (let run = 0; run < runs; run++) {
    results.push(await measureOnce({ port, idleSeconds, requests, env, main: path.resolve(main) }));
  }
  const m = (pick) => median(results.map(pick));
  const idle = { target: `≤ ${TARGETS.idleRssMb}` };
  rows.push(
    {
      measure: 'first start with the demo shop: time to healthy',
      value: m((r) => r.first.seconds),
      unit: 's',
    },
    { measure: 'first start: resident at idle', value: m((r) => r.first.rssMb), unit: 'MB', ...idle },
    { measure: 'first start: peak resident', value: m((r) => r.first.peakMb), unit: 'MB' },
    {
      measure: 'existing data folder: time to healthy',
      value: m((r) => r.again.seconds),
      unit: 's',
      target: `≤ ${TARGETS.reopenSeconds}`,
    },
    { measure: 'existing data folder: CPU time to healthy', value: m((r) => r.again.cpu), unit: 's' },
    {
      measure: 'existing data folder: resident at idle',
      value: m((r) => r.again.rssMb),
      unit: 'MB',
      ...idle,
    },
    { measure: 'existing data folder: peak resident', value: m((r) => r.again.peakMb), unit: 'MB' },
    {
      measure: `after ${requests} requests, then idle: resident`,
      value: m((r) => r.used.rssMb),
      unit: 'MB',
    },
  );
  return rows;
}

export function formatRows(rows) {
  return rows
    .map(({ measure, value, unit, target }) => {
      const shown = unit === 's' ? value.toFixed(2) : value.toFixed(0);
      return `${measure.padEnd(52)} ${shown.padStart(7)} ${unit.padEnd(2)}${target ? `   target ${target} ${unit}` : ''}`;
    })
    .join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : fallback;
  };
  const runs = arg('runs', 1);
  const rows = await measureFootprint({
    idleSeconds: arg('idle', 10),
    port: arg('port', 4200),
    runs,
    requests: arg('requests', 300),
    main: process.argv.includes('--main') ? process.argv[process.argv.indexOf('--main') + 1] : undefined,
  });
  console.log(`${runs > 1 ? `median of ${runs} runs\n` : ''}${formatRows(rows)}`);
}
