import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';

/*
 * The real server in a process of its own, bundled as the build bundles it (scripts/server-bundle.mjs),
 * for tests that must stop it the hard way.
 */

/** Bundles server/src/main.ts into a folder under node_modules (so its packages resolve), migrations beside it. */
export async function bundleServer(): Promise<{ main: string; remove(): void }> {
  const dir = fs.mkdtempSync(path.resolve('node_modules', '.petal-crash-'));
  const main = path.join(dir, 'main.js');
  await build({
    entryPoints: ['server/src/main.ts'],
    outfile: main,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '@contract': path.resolve('contract') },
    logLevel: 'warning',
  });
  fs.cpSync('server/src/db/migrations', path.join(dir, 'migrations'), { recursive: true });
  return { main, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

export type ServerProcess = { child: ChildProcess; url: string; output: () => string };

/** Starts the bundled server and waits until /api/health answers. */
export async function startServer(main: string, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${env.PORT}`;
  // Generous: a machine busy with other tests starts it slowly.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start:\n${output}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { child, url, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start in time:\n${output}`);
}

/** Stops the server with a signal and waits for the process to end. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill(signal);
  await exited;
}
