// A PostgreSQL server of the chaos run's own, in a temporary folder on a port of its own, so that
// stopping and crashing it touches no other database on the machine.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The newest installed server's programs (Debian keeps them under /usr/lib/postgresql/<major>/bin). */
function serverBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) throw new Error('no PostgreSQL server programs under /usr/lib/postgresql');
  const majors = readdirSync(root)
    .map(Number)
    .filter(Number.isFinite)
    .sort((a, b) => b - a);
  if (!majors.length) throw new Error('no PostgreSQL server programs under /usr/lib/postgresql');
  return path.join(root, String(majors[0]), 'bin');
}

/**
 * initdb and the server refuse to run as root: as root they run as the postgres user, which then
 * owns the folder.
 */
function runner() {
  const run = (cmd, args) => {
    try {
      return execFileSync(cmd, args, { stdio: 'pipe', encoding: 'utf8' });
    } catch (error) {
      throw new Error(
        `${path.basename(args.find((a) => a.includes('/bin/')) ?? cmd)} failed: ${error.stderr || error.message}`,
      );
    }
  };
  if (process.getuid?.() !== 0) return { run, owner: null };
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return {
    run: (cmd, args) => run('runuser', ['-u', 'postgres', '--', cmd, ...args]),
    owner: { uid: id('-u'), gid: id('-g') },
  };
}

/** Creates and starts the server; answers its URL and how to stop, crash and start it. */
export async function startPostgres({ port }) {
  const bin = serverBin();
  const { run, owner } = runner();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'petal-chaos-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const pgCtl = (...args) => run(path.join(bin, 'pg_ctl'), ['-D', data, ...args]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=100`;
  const start = () => pgCtl('-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start');
  start();
  run(path.join(bin, 'psql'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    '-qc',
    'create database petal',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/petal`,
    start,
    /** As a crash or a pulled plug: no shutdown checkpoint, the next start recovers from the log. */
    crash: () => pgCtl('-m', 'immediate', '-w', 'stop'),
    remove() {
      try {
        pgCtl('-m', 'immediate', '-w', 'stop');
      } catch {}
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
