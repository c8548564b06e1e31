import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/product-setup';
import { draftOrder, salesTaxOnTop, setTaxSettings } from '../../test/shop-setup';
import { setupOrderLines } from './order-lines-setup';

/*
 * Orders of several lines (docs/decisions/040): priced, stocked, taxed and refused line by line.
 */

const { t, bouquetShop, order, submit } = setupOrderLines();

describe('orders of several lines', () => {
  it('price each line (size + add-ons) × quantity, sum them, and name the first', async () => {
    const { shop, product, vase, standard, deluxe } = await bouquetShop();
    const response = await order(shop, {
      items: [
        { product_id: product.id, variant_id: standard.id, quantity: 2 },
        { product_id: product.id, variant_id: deluxe.id, option_ids: [vase.id], quantity: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const draft = response.json();
    expect(draft).toMatchObject({
      price: 152.5,
      product_id: product.id,
      product_name: 'Rose bouquet',
      items: [
        { variant_name: 'Standard', quantity: 2, unit_price: 40, total: 80, options: [], kind: 'flowers' },
        {
          variant_name: 'Deluxe',
          quantity: 1,
          unit_price: 72.5,
          total: 72.5,
          options: [{ option_id: vase.id, name: 'Vase', price: 12.5 }],
        },
      ],
    });
    // The customer's page and the staff's detail carry the same lines.
    const publicPage = (await t.app.inject({ method: 'GET', url: `/api/orders/${draft.uuid}` })).json();
    expect(publicPage.items).toEqual(draft.items);
    const placed = await submit(draft.uuid);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ price: 152.5, total: 158.4, items: draft.items });
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${draft.uuid}/intern`,
      headers: shop.headers,
    });
    expect(staff.json().items).toEqual(draft.items);
    const print = await t.app.inject({
      method: 'GET',
      url: `/api/orders/print?uuids=${draft.uuid}`,
      headers: shop.headers,
    });
    expect(print.json().items[0].items).toEqual(draft.items);
  });

  it('take stock per size and add-on when placed, and refuse what is sold out with its name', async () => {
    const { shop, product, vase, deluxe } = await bouquetShop();
    const line = { product_id: product.id, variant_id: deluxe.id, option_ids: [vase.id], quantity: 2 };
    const first = (await order(shop, { items: [line] })).json();
    const second = (await order(shop, { items: [{ ...line, quantity: 1 }] })).json();
    expect((await submit(first.uuid)).statusCode).toBe(200);
    const stock = (
      await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: shop.headers })
    ).json();
    expect(stock.variants[1].current_quantity).toBe(0);
    const options = (
      await t.app.inject({ method: 'GET', url: '/api/product-options', headers: shop.headers })
    ).json();
    expect(options.items.find((o: { id: string }) => o.id === vase.id).current_quantity).toBe(1);
    // The second cart was started while there were some; placing it now finds the size gone.
    const refused = await submit(second.uuid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Rose bouquet — Deluxe');
    // Nothing of the refused order was taken: the vase count stands.
    const still = (
      await t.app.inject({ method: 'GET', url: '/api/product-options', headers: shop.headers })
    ).json();
    expect(still.items.find((o: { id: string }) => o.id === vase.id).current_quantity).toBe(1);
    // Starting a cart with more than is left is refused at once.
    const tooMany = await order(shop, { items: [{ product_id: product.id, variant_id: deluxe.id }] });
    expect(tooMany.statusCode).toBe(409);
  });

  it('give the last one of a size to one of two customers placing at the same time', async () => {
    const { shop, product, deluxe } = await bouquetShop();
    const line = { product_id: product.id, variant_id: deluxe.id, quantity: 2 };
    const carts = [
      (await order(shop, { items: [line] })).json(),
      (await order(shop, { items: [line] })).json(),
    ];
    const answers = await Promise.all(carts.map((cart) => submit(cart.uuid)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toContain('Deluxe');
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: shop.headers })
    ).json();
    expect(after.variants[1].current_quantity).toBe(0);
  });

  it('refuse bad lines: sizes, add-ons, limits, and another shop’s product (404)', async () => {
    const { shop, product, vase, card, standard } = await bouquetShop();
    const other = await bouquetShop();
    const plain = await createProduct(t.app, shop.headers, { name: 'Tulips', price: '20' });
    const cases: [Record<string, unknown>, number][] = [
      [{ items: [{ product_id: product.id }] }, 400], // a size is needed
      [{ items: [{ product_id: product.id, variant_id: other.standard.id }] }, 400], // not its size
      [{ items: [{ product_id: plain.id, option_ids: [vase.id] }] }, 400], // not offered
      [{ items: [{ product_id: product.id, variant_id: standard.id, option_ids: [other.vase.id] }] }, 400],
      [{ items: [{ product_id: product.id, variant_id: standard.id, quantity: 0 }] }, 400],
      [{ items: [{ product_id: product.id, variant_id: standard.id, quantity: 51 }] }, 400],
      [{ items: Array.from({ length: 21 }, () => ({ product_id: plain.id })) }, 400],
      [{ items: [] }, 400],
      [{ product_id: plain.id, items: [{ product_id: plain.id }] }, 400],
      [{ product_id: product.id }, 400], // the old body cannot choose a size
      [{ items: [{ product_id: other.product.id, variant_id: other.standard.id }] }, 404],
    ];
    for (const [payload, status] of cases) {
      const response = await order(shop, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
    }
    // An inactive add-on is not offered either.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/product-options/${card.id}`,
      headers: shop.headers,
      payload: { is_active: false },
    });
    const inactive = await order(shop, {
      items: [{ product_id: product.id, variant_id: standard.id, option_ids: [card.id] }],
    });
    expect(inactive.statusCode).toBe(400);
    // The old body still works for a product without sizes, as one line.
    const old = await order(shop, { product_id: plain.id });
    expect(old.statusCode).toBe(201);
    expect(old.json()).toMatchObject({
      price: 20,
      product_name: 'Tulips',
      items: [{ product_id: plain.id, quantity: 1, unit_price: 20, total: 20, variant_id: null }],
    });
  });

  it('tax each line group through the one pricing rule', async () => {
    const { shop, product, vase, standard } = await bouquetShop();
    await setTaxSettings(t.app, shop.headers, salesTaxOnTop(8.875, { delivery_taxed: false }));
    const draft = (
      await order(shop, {
        items: [
          { product_id: product.id, variant_id: standard.id, quantity: 3 },
          { product_id: product.id, variant_id: standard.id, option_ids: [vase.id] },
        ],
      })
    ).json();
    // 120 + 52.50 = 172.50 of flowers at 8.875 % = 15.31 (15.309…), delivery 5.90 untaxed.
    const placed = (await submit(draft.uuid)).json();
    expect(placed).toMatchObject({ price: 172.5, tax_total: 15.31, total: 193.71, net_total: 178.4 });
  });

  it('staff prices: a one-line order takes the new price on its line, several lines refuse', async () => {
    const { shop, product, standard, deluxe } = await bouquetShop();
    const single = await draftOrder(t.app, shop.headers, { price: 30 });
    const setPrice = (uuid: string, price: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${uuid}/prices`,
        headers: shop.headers,
        payload: { price, delivery_price: null },
      });
    expect((await setPrice(single.uuid, 35)).statusCode).toBe(200);
    const read = (await t.app.inject({ method: 'GET', url: `/api/orders/${single.uuid}` })).json();
    expect(read).toMatchObject({ price: 35, items: [{ quantity: 1, unit_price: 35, total: 35 }] });
    const multi = (
      await order(shop, {
        items: [
          { product_id: product.id, variant_id: standard.id },
          { product_id: product.id, variant_id: deluxe.id },
        ],
      })
    ).json();
    const refused = await setPrice(multi.uuid, 10);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONFLICT');
  });
});
