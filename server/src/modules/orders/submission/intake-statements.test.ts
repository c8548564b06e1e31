import pg from 'pg';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { createDiscountCode } from '../../../test/discount-setup';
import { createProduct } from '../../../test/product-setup';
import { deliveryDetails, openShop } from '../../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../../test/test-app';

/*
 * The statements a complete storefront order sends, from the cart to the placed order (issue 26:
 * the fewest that keep every rule). Each of its three requests reads what it checks in one
 * statement and writes in one: the cart (the shop and the cart's products, then the draft with its
 * lines), the code (the order with its lines and the code, then the order's new price), the
 * submission (the guard before the form is read, the order with its lines, stock, windows and
 * settings, then the placing). The public calls' rate-limit counts send none of their own (ADR 085).
 */

const t = setupTestApp();

afterEach(() => vi.restoreAllMocks());

/** What the workers beside the requests send: mail, pushes, rate-limit batches, the live listener. */
const BACKGROUND = /^\s*(update "(mail|push)_outbox"|insert into rate_limits|listen|unlisten)\b/i;

/** The statements the app sends while `work` runs, the workers' left out. */
async function statementsOf(work: () => Promise<void>): Promise<string[]> {
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await work();
    return spy.mock.calls
      .map((args) => {
        const [query] = args as unknown as [string | { text?: string }];
        return typeof query === 'string' ? query : (query?.text ?? '');
      })
      .filter((text) => !BACKGROUND.test(text));
  } finally {
    spy.mockRestore();
  }
}

describe.runIf(inject('databaseUrl'))('a complete storefront order (PostgreSQL)', () => {
  it('sends one read and one write per request: seven statements from the cart to the placed order', async () => {
    const shop = await openShop(t.app);
    const tulips = await createProduct(t.app, shop.headers, { name: 'Tulips', current_quantity: '50' });
    const roses = await createProduct(t.app, shop.headers, { name: 'Roses', current_quantity: '50' });
    await createDiscountCode(t.app, shop, { code: 'SPRING', kind: 'percent', value: 10 });
    const ip = uniqueIp();
    let uuid = '';

    const cart = await statementsOf(async () => {
      const made = await t.app.inject({
        method: 'POST',
        url: `/api/storefront/${shop.business.url}/order`,
        payload: {
          items: [
            { product_id: tulips.id, quantity: 1 },
            { product_id: roses.id, quantity: 2 },
          ],
          delivery_type: 'delivery',
          delivery_zipcode: '10115',
        },
        remoteAddress: ip,
      });
      expect(made.statusCode, made.body).toBe(201);
      uuid = made.json<{ uuid: string }>().uuid;
    });
    const code = await statementsOf(async () => {
      const applied = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${uuid}/discount`,
        payload: { code: 'SPRING' },
        remoteAddress: ip,
      });
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json<{ discount_total: number }>().discount_total).toBeGreaterThan(0);
    });
    const submission = await statementsOf(async () => {
      const placed = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${uuid}`,
        payload: deliveryDetails(),
        remoteAddress: ip,
      });
      expect(placed.statusCode, placed.body).toBe(200);
      expect(placed.json<{ order_status: string }>().order_status).toBe('pending');
    });

    const shown = (texts: string[]) => texts.map((text) => text.replace(/\s+/g, ' ').slice(0, 60));
    expect(shown(cart)).toHaveLength(2);
    expect(shown(code)).toHaveLength(2);
    expect(shown(submission)).toHaveLength(3);
    // Nothing of it in a transaction: each write commits alone (docs/decisions/032, 072).
    expect([...cart, ...code, ...submission].filter((text) => /^\s*(begin|commit)\b/i.test(text))).toEqual(
      [],
    );
  });
});
