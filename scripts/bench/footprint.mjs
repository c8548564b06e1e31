// The embedded database's footprint (issue 15): resident memory at idle after a first start with
// the demo shop, and time to healthy and resident memory at idle when the same data folder is
// opened again. Needs the built server (npm run build).
//   node scripts/bench/footprint.mjs [--idle 10] [--port 4200] [--runs 1]
// As a module, measureFootprint({ base, pid }) also reads the resident memory of a server that is
// already running (its process id; the URL alone does not say which process it is), then starts
// its own servers on a fresh temporary data folder for the two starts.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mainJs = path.join(root, 'dist/server/main.js');
const TARGETS = { idleRssMb: 250, reopenSeconds: 2 };

/** VmRSS (resident now) and VmHWM (the most it was resident) of a process, in MB. */
export function residentMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) =>
    Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN) / 1024;
  return { rssMb: field('VmRSS'), peakMb: field('VmHWM') };
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
async function startServer({ dataDir, port, env = {} }) {
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [mainJs], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
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
  return { child, base, seconds: (performance.now() - started) / 1000 };
}

async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await gone;
  clearTimeout(timer);
}

/** Starts, waits idleSeconds, reads memory, stops. */
async function startIdleAndMeasure({ dataDir, port, idleSeconds, env }) {
  const server = await startServer({ dataDir, port, env });
  try {
    await sleep(idleSeconds * 1000);
    return { seconds: server.seconds, ...residentMemory(server.child.pid) };
  } finally {
    await stopServer(server.child);
  }
}

/**
 * Result rows: { measure, value, unit, target }. `base` and `pid` (optional) name a running server
 * whose memory is read as it is; the first start and the reopening use a server of their own on
 * `port` and a temporary data folder, removed afterwards. `env` is added to that server's
 * environment (e.g. to compare a setting).
 */
export async function measureFootprint({ base, pid, idleSeconds = 10, port = 4200, env = {} } = {}) {
  const rows = [];
  if (base && pid) {
    const now = residentMemory(pid);
    rows.push({ measure: `running server ${base}: resident`, value: now.rssMb, unit: 'MB' });
    rows.push({ measure: `running server ${base}: peak resident`, value: now.peakMb, unit: 'MB' });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'petal-footprint-'));
  try {
    const first = await startIdleAndMeasure({ dataDir, port, idleSeconds, env });
    const again = await startIdleAndMeasure({ dataDir, port, idleSeconds, env });
    rows.push(
      { measure: 'first start with the demo shop: time to healthy', value: first.seconds, unit: 's' },
      {
        measure: 'first start: resident at idle',
        value: first.rssMb,
        unit: 'MB',
        target: `≤ ${TARGETS.idleRssMb}`,
      },
      { measure: 'first start: peak resident', value: first.peakMb, unit: 'MB' },
      {
        measure: 'existing data folder: time to healthy',
        value: again.seconds,
        unit: 's',
        target: `≤ ${TARGETS.reopenSeconds}`,
      },
      {
        measure: 'existing data folder: resident at idle',
        value: again.rssMb,
        unit: 'MB',
        target: `≤ ${TARGETS.idleRssMb}`,
      },
      { measure: 'existing data folder: peak resident', value: again.peakMb, unit: 'MB' },
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
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
  for (let run = 1; run <= runs; run++) {
    const rows = await measureFootprint({ idleSeconds: arg('idle', 10), port: arg('port', 4200) });
    console.log(`${runs > 1 ? `\nrun ${run} of ${runs}\n` : ''}${formatRows(rows)}`);
  }
}
