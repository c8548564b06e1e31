// Serving uploaded photos (GET /uploads/{key}) as a share of /api/health, on a running built
// server: with photos in DATA_DIR, or in an S3-compatible bucket (S3_BUCKET), one request to the
// bucket per photo served. Photos are immutable (a year's cache-control), so behind a CDN or in a
// browser they are fetched once; this is the cost of the ones that reach the app.
//
//   import { photos } from './scripts/bench/photos.mjs'; const rows = await photos({ base });
//   node scripts/bench/photos.mjs [--seconds 5] [--connections 16]
// Standalone it bundles the server (no build needed), starts an S3 stand-in (s3rver, a dev
// dependency) and measures a server with photos in DATA_DIR and then one with them in the bucket,
// one after the other; on DATABASE_URL when set (an empty database), else on embedded databases.
// Ports: PORTBASE, PORTBASE+1 and PORTBASE+2 when set, else free ones.

import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** Measures /api/health and a stored photo and its thumbnail, uploaded first through the API. */
export async function photos({ base, connections = 16, seconds = 5, label = '' }) {
  const photo = await uploadPhoto(base);
  const health = await measure(base, '/api/health', { connections, seconds });
  const full = await measure(base, photo.url, { connections, seconds });
  const thumb = await measure(base, photo.thumb_url, { connections, seconds });
  const where = label ? ` (${label})` : '';
  return [
    { endpoint: `GET /api/health${where}`, path: '/api/health', ...health, share: 1 },
    { endpoint: `GET /uploads/{photo}${where}`, path: photo.url, ...full, share: full.rps / health.rps },
    {
      endpoint: `GET /uploads/{thumbnail}${where}`,
      path: photo.thumb_url,
      ...thumb,
      share: thumb.rps / health.rps,
    },
  ];
}

/**
 * Keep-alive connections fetching one URL for a while. Not autocannon: it reads a binary body
 * (a WebP) about twenty times slower than one of repeated bytes, so it measures itself there.
 */
async function measure(base, urlPath, { connections, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  const get = () =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const request = http.get(`${base}${urlPath}`, { agent }, (response) => {
        response.on('data', (chunk) => {
          bytes += chunk.length;
        });
        response.on('end', () => {
          if (response.statusCode !== 200) errors += 1;
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) await get();
    }),
  );
  agent.destroy();
  latencies.sort((x, y) => x - y);
  const at = (q) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return {
    rps: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
    errors,
    kbPerRequest: Math.round((bytes / (latencies.length || 1) / 1024) * 10) / 10,
  };
}

async function call(base, method, url, { token, json, form } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: json ? JSON.stringify(json) : form,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A new owner, shop and product with one photo of about the size a phone photo ends up as. */
async function uploadPhoto(base) {
  const id = crypto.randomBytes(4).toString('hex');
  const { access } = await call(base, 'POST', '/api/users/register', {
    json: { email: `bench-photos-${id}@petal-bench.example`, password: `bench-roses-${id}-42` },
  });
  await call(base, 'POST', '/api/users/onboarding/create-business', {
    token: access,
    json: {
      name: 'Bench Photos',
      url: `bench-photos-${id}`,
      phone: '+49 30 1234567',
      email: 'bench@petal-bench.example',
      address: 'Blumenstraße 1, 10115 Berlin',
      currency: 'EUR',
      time_zone: 'Europe/Berlin',
    },
  });
  // Some grain, so that the WebP is not a few bytes of one colour.
  const jpeg = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#c8607a',
      noise: { type: 'gaussian', mean: 0, sigma: 12 },
    },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('name', 'Peony cloud');
  form.append('price', '45.50');
  form.append('photos', new Blob([jpeg], { type: 'image/jpeg' }), 'peonies.jpg');
  const product = await call(base, 'POST', '/api/products/', { token: access, form });
  return product.photos[0];
}

// ---- standalone ----

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};

async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const portFor = (offset) => (process.env.PORTBASE ? Number(process.env.PORTBASE) + offset : freePort());

/** The server bundled as the build bundles it, into a folder under node_modules so that packages resolve. */
async function bundleServer() {
  const { build } = await import('esbuild');
  const { serverBundleOptions } = await import('../server-bundle.mjs');
  const dir = fs.mkdtempSync(path.resolve('node_modules', '.petal-bench-photos-'));
  await build({
    ...serverBundleOptions,
    outfile: path.join(dir, 'main.js'),
    sourcemap: false,
    logLevel: 'warning',
  });
  fs.cpSync('server/src/db/migrations', path.join(dir, 'migrations'), { recursive: true });
  return { main: path.join(dir, 'main.js'), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function startServer(main, env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-bench-photos-'));
  const port = await portFor(env.S3_BUCKET ? 2 : 1);
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '0',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('the server did not become healthy in 2 minutes');
}

async function main() {
  const options = { connections: arg('connections', 16), seconds: arg('seconds', 5) };
  const { default: S3rver } = await import('s3rver');
  const bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-bench-bucket-'));
  const standIn = new S3rver({
    address: '127.0.0.1',
    port: await portFor(0),
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: 'petal-bench' }],
  });
  const { port } = await standIn.run();
  const bundle = await bundleServer();
  const rows = [];
  try {
    const setups = [
      ['DATA_DIR', {}],
      [
        'S3 stand-in',
        {
          S3_BUCKET: 'petal-bench',
          S3_ENDPOINT: `http://127.0.0.1:${port}`,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        },
      ],
    ];
    for (const [label, env] of setups) {
      const server = await startServer(bundle.main, env);
      try {
        const measured = await photos({ base: server.base, label, ...options });
        rows.push(...measured);
        if (env.S3_BUCKET) {
          // The stand-in's own rate for the same object (it lets anonymous reads through): the
          // ceiling the app's answers through it are bounded by.
          const health = measured[0];
          const key = measured[1].path.replace('/uploads/', '');
          const direct = await measure(env.S3_ENDPOINT, `/petal-bench/${key}`, options);
          rows.push({
            endpoint: 'GET {bucket}/{photo} from the stand-in itself',
            ...direct,
            share: direct.rps / health.rps,
          });
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    bundle.remove();
    await standIn.close();
    fs.rmSync(bucketDir, { recursive: true, force: true });
  }
  console.log(`\n${options.connections} connections, ${options.seconds} s each\n`);
  console.log('| endpoint | req/s | × health | p50 ms | p99 ms | kB | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.endpoint} | ${r.rps} | ${r.share.toFixed(2)} | ${r.p50} | ${r.p99} | ${r.kbPerRequest} | ${r.errors} |`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
