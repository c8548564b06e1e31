import fs from 'node:fs';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import type { App } from '../../lib/context';
import { testConfig } from '../../test/test-app';

/**
 * A database server that accepts connections and then never says a word: what a hung database
 * host or a dropped network path looks like from the app.
 */
let silent: net.Server;
const sockets = new Set<net.Socket>();
let database: Database;
let app: App;
let config: Config;

beforeAll(async () => {
  silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as net.AddressInfo;
  database = await openDatabase({
    kind: 'postgres',
    url: `postgres://petal@127.0.0.1:${port}/petal`,
    poolSize: 2,
  });
  config = testConfig();
  app = await buildApp({ config, database, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  for (const socket of sockets) socket.destroy();
  await database?.close();
  await new Promise((resolve) => silent?.close(resolve));
  if (config) fs.rmSync(config.dataDir, { recursive: true, force: true });
});

describe('a database that stops answering', () => {
  it('turns the health check to 503 within about a second', async () => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'database unreachable',
      code: 'INTERNAL_ERROR',
      details: { database: 'postgres' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(elapsed).toBeGreaterThanOrEqual(900);
    // A second and whatever a busy test run adds to it (1.51 s was seen with three test workers on
    // two cores), well short of the pool's 5 s connection limit that other requests wait for.
    expect(elapsed).toBeLessThan(2_500);
  });

  it('answers other requests 503 after the connection timeout instead of hanging them', async () => {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: 'someone@petal-test.example', password: 'whatever-password' },
    });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      message: 'The service is briefly unavailable; please try again in a moment',
      code: 'INTERNAL_ERROR',
      details: {},
    });
    expect(elapsed).toBeLessThan(7_000);
  });
});

describe.runIf(inject('databaseUrl'))('the pool on a PostgreSQL server', () => {
  it('sets the statement and idle-transaction timeouts on its sessions', async () => {
    const server = await openDatabase({
      kind: 'postgres',
      url: inject('databaseUrl') as string,
      poolSize: 1,
    });
    try {
      const result = await server.db.execute<{ statement: string; idle: string }>(
        sql`select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle`,
      );
      expect(result.rows[0]).toEqual({ statement: '15s', idle: '30s' });
    } finally {
      await server.close();
    }
  });
});
