import { describe, expect, it } from 'vitest';
import { addStaff, bearer } from '../../test/fixtures';
import { createProduct, jpegOf } from '../../test/product-setup';
import { deliveryDetails, draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../test/test-app';

/* Sizes, add-ons and orders of several lines (docs/decisions/040). */

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;

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

describe('sizes and add-ons', () => {
  it('are set with the product, answered in order, and shown on the storefront', async () => {
    const { shop, product, vase, card } = await bouquetShop();
    const got = (
      await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: shop.headers })
    ).json();
    expect(got.variants).toMatchObject([
      { name: 'Standard', price: 40, current_quantity: null, photo_id: null, position: 0 },
      { name: 'Deluxe', price: 60, current_quantity: 2, position: 1 },
    ]);
    expect(got.option_ids.sort()).toEqual([vase.id, card.id].sort());
    // An inactive add-on is not offered on the storefront; sizes are, and the price is "from" the cheapest.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/product-options/${card.id}`,
      headers: shop.headers,
      payload: { is_active: false },
    });
    const store = (
      await t.app.inject({ method: 'GET', url: `/api/storefront/${shop.business.url}/products` })
    ).json();
    expect(store.items[0]).toMatchObject({
      price: 40,
      variants: [{ name: 'Standard' }, { name: 'Deluxe' }],
      options: [{ id: vase.id, name: 'Vase', price: 12.5, current_quantity: 3 }],
    });
  });

  it('keep a changed size, remove the ones left out, and take photos of the product only', async () => {
    const { shop, product, standard } = await bouquetShop();
    const other = await createProduct(t.app, shop.headers, {}, [await jpegOf(40)]);
    const changed = await patchProduct(shop, product.id, {
      variants: [{ id: standard.id, name: 'Classic', price: 42 }],
    });
    expect(changed.json().variants).toMatchObject([{ id: standard.id, name: 'Classic', price: 42 }]);
    const foreignPhoto = await patchProduct(shop, product.id, {
      variants: [{ name: 'Big', price: 50, photo_id: other.photos[0]?.id }],
    });
    expect(foreignPhoto.statusCode).toBe(400);
    const unknownSize = await patchProduct(shop, product.id, {
      variants: [{ id: other.id, name: 'Big', price: 50 }],
    });
    expect(unknownSize.statusCode).toBe(400);
    const badJson = await patchProduct(shop, product.id, { variants: '{not json' });
    expect(badJson.statusCode).toBe(400);
  });

  it('add-ons are the shop’s own: another shop’s ids answer 404, florists only look', async () => {
    const { shop, vase, product } = await bouquetShop();
    const other = await openShop(t.app);
    for (const call of [
      { method: 'PATCH', url: `/api/product-options/${vase.id}`, payload: { name: 'Mine' } },
      { method: 'DELETE', url: `/api/product-options/${vase.id}` },
    ] as const) {
      expect((await t.app.inject({ ...call, headers: other.headers })).statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/product-options', headers: other.headers })).json()
        .count,
    ).toBe(0);
    // Offering another shop's add-on is a mistake in the form.
    const mine = await createProduct(t.app, other.headers);
    const offered = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${mine.id}`,
      headers: other.headers,
      payload: { option_ids: [vase.id] },
    });
    expect(offered.statusCode).toBe(400);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const headers = bearer(florist.access);
    expect((await t.app.inject({ method: 'GET', url: '/api/product-options', headers })).json().count).toBe(
      2,
    );
    for (const call of [
      { method: 'POST', url: '/api/product-options', payload: { name: 'Balloon', price: 4 } },
      { method: 'PATCH', url: `/api/product-options/${vase.id}`, payload: { name: 'Mine' } },
      { method: 'DELETE', url: `/api/product-options/${vase.id}` },
      { method: 'PATCH', url: `/api/products/${product.id}`, payload: { variants: [] } },
    ] as const) {
      const response = await t.app.inject({ ...call, headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    // Removing an add-on: products stop offering it.
    await t.app.inject({ method: 'DELETE', url: `/api/product-options/${vase.id}`, headers: shop.headers });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}`,
      headers: shop.headers,
    });
    expect(after.json().option_ids).not.toContain(vase.id);
  });

  it('refuse bad input', async () => {
    const shop = await openShop(t.app);
    for (const payload of [
      { name: '', price: 2 },
      { name: 'Vase', price: -1 },
      { name: 'Vase', price: 2.001 },
      { name: 'Vase', price: 2, current_quantity: 1.5 },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/product-options',
        headers: shop.headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('raise the storefront version when they change', async () => {
    const { shop, vase } = await bouquetShop();
    const etag = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/storefront/${shop.business.url}/products` })).headers
        .etag;
    const before = await etag();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/product-options/${vase.id}`,
      headers: shop.headers,
      payload: { price: 14 },
    });
    expect(await etag()).not.toBe(before);
  });
});

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
    await t.app.inject({
      method: 'PUT',
      url: '/api/business-settings/tax',
      headers: shop.headers,
      payload: {
        mode: 'sales_tax',
        prices_include_tax: false,
        rate: 8.875,
        delivery_taxed: false,
        delivery_rate: null,
      },
    });
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

describe('the tax of an order of flowers and a gift card', () => {
  it('stays with the flowers when staff change the delivery price of the placed order', async () => {
    const shop = await openShop(t.app);
    const tax = await t.app.inject({
      method: 'PUT',
      url: '/api/business-settings/tax',
      headers: shop.headers,
      payload: {
        mode: 'vat',
        prices_include_tax: true,
        rate: 19,
        delivery_taxed: false,
        delivery_rate: null,
      },
    });
    expect(tax.statusCode, tax.body).toBe(200);
    const roses = await createProduct(t.app, shop.headers, { name: 'Roses', price: '119' });
    const card = await createProduct(t.app, shop.headers, {
      name: 'Gift card',
      price: '50',
      kind: 'gift_card',
    });
    const draft = (await order(shop, { items: [{ product_id: roses.id }, { product_id: card.id }] })).json<{
      uuid: string;
    }>();
    expect((await submit(draft.uuid)).statusCode).toBe(200);

    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${draft.uuid}/prices`,
      headers: shop.headers,
      payload: { price: 169, delivery_price: 20 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: `/api/orders/${draft.uuid}` })).json();
    // 119.00 incl. 19 % = 19.00; the gift card and the (untaxed) delivery carry none.
    expect(after).toMatchObject({
      total: 189,
      tax_total: 19,
      tax_lines: [{ rate: 19, base: 100, amount: 19 }],
    });
  });
});
