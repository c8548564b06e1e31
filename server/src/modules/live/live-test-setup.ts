import fs from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { App } from '../../lib/context';
import type { openShop as OpenShop } from '../../test/shop-setup';
import { deliveryDetails, openShop } from '../../test/shop-setup';
import { openTestDatabase, testConfig, uniqueIp } from '../../test/test-app';

/*
 * The live stream's tests share this: an app listening on a real port with a short heartbeat and
 * low stream limits, a database and two shops, and a customer's submission of an order.
 */

export const HEARTBEAT_MS = 300;
export const LIMITS = { perUser: 3, perShop: 10, total: 50 };

export type Shop = Awaited<ReturnType<typeof OpenShop>>;

/** An app on `db` listening on a free port, and its address. */
export async function listenOn(config: Config, db: Database) {
  const built = await buildApp({
    config,
    database: db,
    logger: false,
    live: { heartbeatMs: HEARTBEAT_MS, limits: LIMITS },
  });
  await built.listen({ port: 0, host: '127.0.0.1' });
  const address = built.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app: built, base: `http://127.0.0.1:${address.port}` };
}

/** A test file's listening app on a database of its own, with two shops. */
export async function openLiveApp() {
  const config = testConfig();
  const database = await openTestDatabase();
  const { app, base } = await listenOn(config, database);
  const shopA = await openShop(app);
  const shopB = await openShop(app);
  return { config, database, app, base, shopA, shopB };
}

export async function closeLiveApp({
  app,
  database,
  config,
}: {
  app?: App;
  database?: Database;
  config?: Config;
}) {
  await app?.close();
  await database?.close();
  if (config) fs.rmSync(config.dataDir, { recursive: true, force: true });
}

type LiveApp = Awaited<ReturnType<typeof openLiveApp>>;

/**
 * Call once per test file: the file's listening app opens before its tests and closes after them.
 * The answer is filled in when the tests start, so read its parts inside them.
 */
export function setupLiveApp() {
  const live = {} as LiveApp;
  beforeAll(async () => {
    Object.assign(live, await openLiveApp());
  });
  afterAll(() => closeLiveApp(live));
  return live;
}

/** A customer's submission of the order's details, from an address of their own. */
export const submitDetails = (app: App, uuid: string) =>
  app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}`,
    payload: deliveryDetails(),
    remoteAddress: uniqueIp(),
  });
