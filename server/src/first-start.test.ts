import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import {
  bundleServer,
  freePort,
  type ServerProcess,
  startServer,
  stopServer,
} from './test/crash/server-process';

/*
 * The built server on an empty DATA_DIR: a child process creates the embedded database, migrates it
 * and seeds the demo shop, then the server opens what the child left (docs/decisions/030). A second
 * start on the same folder finds everything in place and seeds nothing again.
 */

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const signInLine = 'Demo shop "Wild Rose Flowers" is ready';

async function signIn(url: string, email: string, password: string) {
  const response = await fetch(`${url}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  return response.status;
}

it('prepares a new embedded database in a child process, once, and serves it', {
  timeout: 240_000,
}, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-first-start-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const bundle = await bundleServer();
  cleanups.push(bundle.remove);
  // No DATABASE_URL: the embedded database, whatever database the test run uses.
  const env = {
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    DEMO: '1',
    LOG_LEVEL: 'warn',
  };

  let server: ServerProcess = await startServer(bundle.main, env);
  cleanups.push(() => stopServer(server, 'SIGKILL'));
  expect(server.output().split(signInLine).length - 1).toBe(1);
  const saved = fs.readFileSync(path.join(dataDir, 'demo-sign-in.txt'), 'utf8');
  const password = /password: (\S+)/.exec(saved)?.[1] ?? '';
  expect(server.output()).toContain(password);
  expect(await signIn(server.url, 'owner@wild-rose.example', password)).toBe(200);
  const products = await fetch(`${server.url}/api/storefront/wild-rose/products`).then((r) => r.json());
  expect(products.items.length).toBeGreaterThan(0);
  expect(products.items.every((p: { photos: unknown[] }) => p.photos.length > 0)).toBe(true);
  await stopServer(server, 'SIGTERM');
  expect(server.child.exitCode).toBe(0);

  server = await startServer(bundle.main, env);
  expect(server.output()).not.toContain(signInLine);
  expect(fs.readFileSync(path.join(dataDir, 'demo-sign-in.txt'), 'utf8')).toBe(saved);
  expect(await signIn(server.url, 'florist@wild-rose.example', password)).toBe(200);
  const again = await fetch(`${server.url}/api/storefront/wild-rose/products`).then((r) => r.json());
  expect(again.items.map((p: { id: string }) => p.id)).toEqual(
    products.items.map((p: { id: string }) => p.id),
  );
  await stopServer(server, 'SIGTERM');
});
