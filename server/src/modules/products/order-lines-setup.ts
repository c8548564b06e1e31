import { expect } from 'vitest';
import { createProduct } from '../../test/product-setup';
import { deliveryDetails, openShop } from '../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../test/test-app';

/*
 * The tests of sizes, add-ons and orders of several lines (docs/decisions/040) share one app and
 * these steps: add an add-on, change a product, a bouquet shop in two sizes with a vase, an order
 * and its submission.
 */

export type Shop = Awaited<ReturnType<typeof openShop>>;

/** Call once per test file: it opens the app for the file and answers the steps bound to it. */
export function setupOrderLines() {
  const t = setupTestApp();

  const addOption = async (shop: Shop, payload: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/product-options',
      headers: shop.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; name: string; price: number }>();
  };

  const patchProduct = (shop: Shop, id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: shop.headers, payload });

  /** A bouquet in two sizes (Standard 40 made to order, Deluxe 60 with 2 left) offering a vase (3 left). */
  async function bouquetShop() {
    const shop = await openShop(t.app);
    const vase = await addOption(shop, { name: 'Vase', price: 12.5, current_quantity: 3 });
    const card = await addOption(shop, { name: 'Card upgrade', price: 2 });
    const product = await createProduct(t.app, shop.headers, { name: 'Rose bouquet', price: '40' });
    const patched = await patchProduct(shop, product.id, {
      variants: [
        { name: 'Standard', price: 40 },
        { name: 'Deluxe', price: 60, current_quantity: 2 },
      ],
      option_ids: [vase.id, card.id],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const body = patched.json<{ variants: { id: string; name: string }[]; option_ids: string[] }>();
    const [standard, deluxe] = body.variants as unknown as [{ id: string }, { id: string }];
    return { shop, product, vase, card, standard, deluxe };
  }

  const order = (shop: Shop, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/storefront/${shop.business.url}/order`,
      payload: { delivery_type: 'delivery', ...payload },
      remoteAddress: uniqueIp(),
    });

  const submit = (uuid: string) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${uuid}`, payload: deliveryDetails() });

  return { t, addOption, patchProduct, bouquetShop, order, submit };
}
