// `npm run chaos [-- --short]`: faults on purpose, against the built app on a PostgreSQL server of
// its own. The database crashes under 32 customers ordering at once, the mail server goes down
// while orders come in, a backup is killed halfway; each prints what it measured and what failed.
// --short is CI's version (about two minutes); without it the outages last as the issue set them
// (the mail server ten minutes). The photo store and the card provider failing are server tests
// (orders/photo-store-down.test.ts, payments/checkout-provider-away.test.ts), as they are faults
// inside one request rather than a process stopped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from './bench/intake-client.mjs';
import { setUpIntakeShop } from './bench/intake-shop.mjs';
import { startServer } from './bench/server.mjs';
import { databaseRestart, databaseRestartFailures } from './chaos/database-restart.mjs';
import { killedBackup, killedBackupFailures } from './chaos/killed-backup.mjs';
import { mailCounts, mailOutage, mailOutageFailures } from './chaos/mail-outage.mjs';
import { startPostgres } from './chaos/postgres.mjs';
import { smtpStandIn } from './chaos/smtp.mjs';

const args = process.argv.slice(2);
const short = args.includes('--short');
// --report file: each fault as a check that held or not, for CI's closing line (ci-summary.mjs).
const reportFile = args.includes('--report') ? args[args.indexOf('--report') + 1] : undefined;
const SCENARIOS = ['database restart', 'mail server down', 'backup killed'];
const plan = short
  ? { beforeMs: 4_000, downMs: 5_000, afterMs: 8_000, orderingMs: 4_000, mailDownMs: 10_000 }
  : { beforeMs: 10_000, downMs: 15_000, afterMs: 20_000, orderingMs: 30_000, mailDownMs: 600_000 };
/** A port nothing listens on now: what a killed run left behind must not stop the next one. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
const PORTS = { app: await freePort(), postgres: await freePort(), smtp: await freePort() };
// A backup is encrypted with a passphrase given to it (docs/decisions/019); the run makes its own.
const passphraseEnv = { BACKUP_PASSPHRASE: 'chaos-run-passphrase-not-secret' };

if (!existsSync('dist/server/main.js')) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

const queryOn = (url) => {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // The database is crashed on purpose: an idle connection that loses it must not end the run.
  pool.on('error', () => {});
  return { query: async (text, params) => (await pool.query(text, params)).rows, close: () => pool.end() };
};

const postgres = await startPostgres({ port: PORTS.postgres });
const smtp = smtpStandIn({ port: PORTS.smtp });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'petal-chaos-data-'));
const results = {};
const failures = [];
let server;
const database = queryOn(postgres.url);
try {
  await smtp.start();
  server = await startServer({
    port: PORTS.app,
    env: { DATABASE_URL: postgres.url, DATA_DIR: dataDir, SMTP_URL: smtp.url, DEMO: '0', LOG_LEVEL: 'error' },
  });
  const shop = await setUpIntakeShop({ base: server.base, client: createClient(server.base, 4) });
  const { query } = database;

  console.log(`database crashed under ${32} customers ordering at once…`);
  const restart = await databaseRestart({
    base: server.base,
    postgres,
    shop,
    query,
    connections: 32,
    ...plan,
  });
  results['database restart'] = restart.figures;
  failures.push(...databaseRestartFailures(restart.figures).map((f) => `database restart: ${f}`));

  console.log(`mail server down for ${plan.mailDownMs / 1000} s…`);
  const outage = await mailOutage({
    base: server.base,
    smtp,
    shop,
    query,
    orderingMs: plan.orderingMs,
    downMs: plan.mailDownMs,
    deliveryLimitMs: short ? 90_000 : 600_000,
  });
  const counts = mailCounts(smtp, [...restart.acknowledged, ...outage.acknowledged]);
  results['mail server down'] = { ...outage.figures, ...counts };
  failures.push(...mailOutageFailures(outage.figures, counts).map((f) => `mail server down: ${f}`));

  console.log('backup killed halfway…');
  await query('create database petal_restored');
  const restored = queryOn(postgres.url.replace(/\/petal$/, '/petal_restored'));
  try {
    const backup = await killedBackup({
      databaseUrl: postgres.url,
      dataDir,
      restoreDatabaseUrl: postgres.url.replace(/\/petal$/, '/petal_restored'),
      passphraseEnv,
      query,
      restoredQuery: restored.query,
    });
    results['backup killed'] = backup;
    failures.push(...killedBackupFailures(backup).map((f) => `backup killed: ${f}`));
  } finally {
    await restored.close();
  }
} catch (error) {
  failures.push(`the run stopped: ${error.stack ?? error}`);
} finally {
  await server?.stop();
  await smtp.stop();
  await database.close();
  postgres.remove();
  rmSync(dataDir, { recursive: true, force: true });
}

for (const [name, figures] of Object.entries(results)) {
  console.log(`\n${name}`);
  for (const [key, value] of Object.entries(figures))
    console.log(`  ${key.padEnd(28)} ${typeof value === 'object' ? JSON.stringify(value) : value}`);
}
console.log(failures.length ? `\n${failures.length} failed:\n- ${failures.join('\n- ')}` : '\nall held');
if (reportFile) {
  const held = (name) => name in results && !failures.some((f) => f.startsWith(`${name}:`));
  const checks = SCENARIOS.map((name) => ({ name, held: held(name) }));
  writeFileSync(reportFile, JSON.stringify({ checks, failures, results }, null, 2));
}
process.exit(failures.length ? 1 : 0);
