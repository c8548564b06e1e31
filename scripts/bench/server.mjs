// The built server (dist/server/main.js) in a child process, for the bench's measurements.
import { spawn } from 'node:child_process';

/** Starts the server on `port` with `env` added to this process's, and waits until it is healthy. */
export async function startServer({ port, env }) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The bench is one client making thousands of calls: the per-client limits would refuse it.
      AUTH_RATE_LIMIT: '1000000',
      PUBLIC_RATE_LIMIT: '1000000',
      // The intake's customers arrive from addresses of their own (X-Forwarded-For), as a shop's do.
      TRUST_PROXY: '1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; i < 240; i++) {
    const healthy = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { base, pid: child.pid, stop: () => stop(child, exited) };
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop(child, exited);
  throw new Error('the server did not become healthy in 60 s');
}

async function stop(child, exited) {
  if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
