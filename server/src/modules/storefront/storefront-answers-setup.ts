import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../lib/context';
import { multipart } from '../../test/multipart';
import { deliveryDetails } from '../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../test/test-app';
import type { Shop } from './storefront-answer-reads';

/*
 * The storefront answer tests' shared set-up: two app processes on one database, each with a cache
 * of its own, so that a test sees whether a change made in one reaches the other.
 */

/** Call once per test file: the file's app, and `other()`, the second process, there once set up. */
export function setupTwoProcesses() {
  const t = setupTestApp();
  let second: App | undefined;
  beforeAll(async () => {
    second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
  });
  afterAll(() => second?.close());
  const other = () => {
    if (!second) throw new Error('the second process starts in beforeAll');
    return second;
  };
  return { t, other };
}

/** A customer buys one of a product in the store and places the order with delivery details. */
export async function buyFromStore(app: App, shop: Shop, productId: string) {
  const form = multipart({ product_id: productId, delivery_type: 'delivery' });
  const cart = await app.inject({
    method: 'POST',
    url: `/api/storefront/${shop.business.url}/order`,
    headers: form.headers,
    payload: form.payload,
    remoteAddress: uniqueIp(),
  });
  const placed = await app.inject({
    method: 'POST',
    url: `/api/orders/${cart.json().uuid}`,
    payload: deliveryDetails(),
    remoteAddress: uniqueIp(),
  });
  expect(placed.statusCode).toBe(200);
}
