import fs from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { App } from '../lib/context';
import { type CardProviderStandIn, startCardProviderStandIn } from './card-provider-stand-in';
import { type StripeEventBody, signPayload } from './card-provider-wire-format';
import { deliveryDetails, draftOrder, type openShop } from './shop-setup';
import { openTestDatabase, testConfig } from './test-app';

export const WEBHOOK_SECRET = 'whsec_test_petal_local';

export type CardTestApp = { app: App; database: Database; config: Config; provider: CardProviderStandIn };

/** An app with card-payment keys, talking to a local stand-in of the card provider. */
export function setupCardApp(
  env: Record<string, string> = {},
  { logStream }: { logStream?: NodeJS.WritableStream } = {},
): CardTestApp {
  const handle = {} as CardTestApp;
  beforeAll(async () => {
    handle.provider = await startCardProviderStandIn();
    handle.config = testConfig({
      STRIPE_SECRET_KEY: 'sk_test_petal_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_petal_local',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: handle.provider.url,
      PUBLIC_URL: 'https://shop.petal.example',
      ...env,
    });
    handle.database = await openTestDatabase();
    handle.app = await buildApp({
      config: handle.config,
      database: handle.database,
      logger: logStream !== undefined,
      ...(logStream && { logStream }),
    });
    await handle.app.ready();
  });
  afterAll(async () => {
    await handle.app?.close();
    await handle.database?.close();
    await handle.provider?.close();
    if (handle.config) fs.rmSync(handle.config.dataDir, { recursive: true, force: true });
  });
  return handle;
}

/** Posts an event to the webhook as the provider would: the exact JSON bytes, signed. */
export function sendEvent(app: App, event: StripeEventBody, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    // As Stripe sends it, with a charset.
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signPayload(secret, payload),
    },
    payload,
  });
}

type Shop = Awaited<ReturnType<typeof openShop>>;

/** The shop's account, opened and approved at the stand-in. */
export async function connectShop(t: CardTestApp, shop: Shop) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/stripe/connect/create-account',
    headers: shop.headers,
    payload: {},
  });
  if (response.statusCode !== 200) throw new Error(`create-account failed: ${response.body}`);
  const accountId = response.json<{ account_id: string }>().account_id;
  t.provider.activate(accountId);
  return accountId;
}

/** A submitted delivery order (39.90 + 5.90 delivery) of the shop. */
export async function submittedOrder(app: App, shop: Shop, payload: Record<string, unknown> = {}) {
  const order = await draftOrder(app, shop.headers, payload);
  const submitted = await app.inject({
    method: 'POST',
    url: `/api/orders/${order.uuid}`,
    payload: deliveryDetails(),
  });
  if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
  return order;
}

export function startCheckout(app: App, uuid: string) {
  return app.inject({ method: 'POST', url: '/api/checkout', payload: { uuid } });
}
