// Requests per second of the API's read endpoints against /api/health, measured in one run on
// the built server (npm run build first). Reports ratios: these machines are too noisy for
// absolute figures. Traffic goes to loopback only, in bounded rounds.
//   node scripts/bench.mjs [--seconds 5] [--connections 16]
// With DATABASE_URL set, the server runs on that PostgreSQL database; otherwise on a fresh
// embedded one in a temporary directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

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
  await request('POST', '/api/users/onboarding/create-business', {
    token: access,
    body: {
      name: 'Bench Blooms',
      url: `bench-${Date.now()}`,
      phone: '+1 555 0100',
      email,
      address: '1 Bench St',
      currency: 'USD',
      time_zone: 'UTC',
    },
  });
  await measure('/api/health'); // warm-up
  const health = await measure('/api/health');
  const rows = [['/api/health', health]];
  for (const url of ['/api/users/info', '/api/business']) rows.push([url, await measure(url, access)]);
  console.log(`\n${connections} connections, ${seconds} s each, one run:`);
  for (const [url, rps] of rows) {
    console.log(
      `${url.padEnd(24)} ${rps.toFixed(0).padStart(7)} req/s   ${(rps / health).toFixed(2)} × health`,
    );
  }
} finally {
  server.kill('SIGTERM');
  agent.destroy();
  setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 500);
}
