import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../../../db/schema';
import { multipart } from '../../../test/multipart';
import { deliveryDetails, type openShop, sellAtCounter } from '../../../test/shop-setup';
import { type setupTestApp, uniqueIp } from '../../../test/test-app';

/*
 * Steps the tests of storefront drafts nobody completes share: a cart started on the storefront,
 * placed by its customer, the All list, a gift card sold at the counter, an order made to look old.
 */

type Shop = Awaited<ReturnType<typeof openShop>>;

export function staleDraftSteps(t: ReturnType<typeof setupTestApp>) {
  async function startCart(shop: Shop, productId: string) {
    const form = multipart({ product_id: productId, delivery_type: 'delivery' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/storefront/${shop.business.url}/order`,
      headers: form.headers,
      payload: form.payload,
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ uuid: string; number: number }>();
  }

  const submit = (uuid: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${uuid}`,
      payload: deliveryDetails(),
      remoteAddress: uniqueIp(),
    });

  const listAll = async (shop: Shop) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/orders?status=all&limit=50', headers: shop.headers })
    ).json<{
      items: { uuid: string; number: number }[];
      count: number;
      open_carts?: number;
    }>();

  /** A gift card sold at the counter to a customer without e-mail: its id and its code, answered once. */
  async function sellCard(shop: Shop, value: number) {
    const response = await sellAtCounter(t.app, shop.headers, {
      customer_name: 'Gift giver',
      price: 0,
      gift_cards: [{ value }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const [card] = response.json<{ issued_gift_cards: { id: string; code: string }[] }>().issued_gift_cards;
    if (!card) throw new Error('no card issued');
    return card;
  }

  /** Makes an order look `hours` old. */
  const age = (uuid: string, hours: number) =>
    t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
      .where(eq(orders.id, uuid));
  return { startCart, submit, listAll, sellCard, age };
}
