// A backup killed halfway (a reboot, an out-of-memory kill): no half archive may pass for a whole
// one, and the next backup and its restore must work as if nothing happened.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seconds, sleep } from './timeline.mjs';

/** Runs `npm run backup|restore` as an operator would, with `env` for its database and folder. */
function command(name, args, env) {
  const child = spawn(process.execPath, ['scripts/run-command.mjs', name, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, output })),
  );
  return { child, exited };
}

async function finished(name, args, env) {
  const result = await command(name, args, env).exited;
  if (result.code !== 0) throw new Error(`${name} failed (${result.code}): ${result.output.slice(-600)}`);
  return result;
}

export async function killedBackup({
  databaseUrl,
  dataDir,
  restoreDatabaseUrl,
  passphraseEnv,
  query,
  restoredQuery,
}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'petal-chaos-backup-'));
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...passphraseEnv };
  try {
    const killedOut = path.join(dir, 'killed.backup');
    const started = performance.now();
    const run = command('backup', ['--out', killedOut], env);
    // Killed once it has begun writing: the first bytes of its archive are on disk.
    let writing = false;
    while (!writing && run.child.exitCode === null && performance.now() - started < 60_000) {
      writing = readdirSync(dir).some((name) => statSync(path.join(dir, name)).size > 0);
      if (!writing) await sleep(10);
    }
    run.child.kill('SIGKILL');
    const killed = await run.exited;
    const leftovers = readdirSync(dir);

    const goodOut = path.join(dir, 'next.backup');
    const backupStarted = performance.now();
    await finished('backup', ['--out', goodOut], env);
    const backupSeconds = seconds(performance.now() - backupStarted);
    const restoreDir = path.join(dir, 'restored-data');
    const restoreStarted = performance.now();
    await finished('restore', ['--from', goodOut], {
      ...passphraseEnv,
      DATABASE_URL: restoreDatabaseUrl,
      DATA_DIR: restoreDir,
    });
    const count = async (q) => (await q('select count(*)::int as n from orders'))[0].n;
    return {
      killed_while_writing: writing && killed.signal === 'SIGKILL',
      archive_left_at_its_name: existsSync(killedOut),
      partial_files_left: leftovers.filter((name) => name !== 'killed.backup').length,
      next_backup_s: backupSeconds,
      restore_s: seconds(performance.now() - restoreStarted),
      orders_in_database: await count(query),
      orders_restored: await count(restoredQuery),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function killedBackupFailures(result) {
  const failures = [];
  if (!result.killed_while_writing) failures.push('the backup was not killed while it was writing');
  if (result.archive_left_at_its_name)
    failures.push('the killed backup left a file under the name a whole one gets');
  if (result.orders_restored !== result.orders_in_database)
    failures.push(`restored ${result.orders_restored} orders of ${result.orders_in_database}`);
  return failures;
}
