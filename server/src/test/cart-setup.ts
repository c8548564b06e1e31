import { expect } from 'vitest';
import type { App } from '../lib/context';
import { multipart } from './multipart';
import { createProduct } from './product-setup';
import { deliveryDetails, type openShop } from './shop-setup';
import { uniqueIp } from './test-app';

type Shop = Awaited<ReturnType<typeof openShop>>;

/** A customer's storefront cart of one product, from an address of their own (kept for their submission). */
export async function storefrontCart(app: App, shop: Shop, productId: string) {
  const ip = uniqueIp();
  const form = multipart({ product_id: productId, delivery_type: 'delivery' });
  const cart = await app.inject({
    method: 'POST',
    url: `/api/storefront/${shop.business.url}/order`,
    headers: form.headers,
    payload: form.payload,
    remoteAddress: ip,
  });
  expect(cart.statusCode, cart.body).toBe(201);
  return { uuid: cart.json<{ uuid: string }>().uuid, ip };
}

/**
 * A storefront cart of two lines, placed: 2 × Rose bouquet in Standard, and 1 × Rose bouquet in
 * Deluxe with a Glass vase. `details` go with the submission (the day, the window, the address).
 */
export async function placedCart(app: App, shop: Shop, details: Record<string, unknown> = {}) {
  const vase = await app.inject({
    method: 'POST',
    url: '/api/product-options',
    headers: shop.headers,
    payload: { name: 'Glass vase', price: 12.5 },
  });
  expect(vase.statusCode, vase.body).toBe(201);
  const product = await createProduct(app, shop.headers, { name: 'Rose bouquet', price: '40' });
  const sized = await app.inject({
    method: 'PATCH',
    url: `/api/products/${product.id}`,
    headers: shop.headers,
    payload: {
      variants: [
        { name: 'Standard', price: 40 },
        { name: 'Deluxe', price: 60 },
      ],
      option_ids: [vase.json().id],
    },
  });
  expect(sized.statusCode, sized.body).toBe(200);
  const [standard, deluxe] = sized.json<{ variants: { id: string }[] }>().variants;
  const cart = await app.inject({
    method: 'POST',
    url: `/api/storefront/${shop.business.url}/order`,
    remoteAddress: uniqueIp(),
    payload: {
      delivery_type: 'delivery',
      items: [
        { product_id: product.id, variant_id: standard?.id, quantity: 2 },
        { product_id: product.id, variant_id: deluxe?.id, option_ids: [vase.json().id] },
      ],
    },
  });
  expect(cart.statusCode, cart.body).toBe(201);
  const order = cart.json<{ uuid: string }>();
  const placed = await app.inject({
    method: 'POST',
    url: `/api/orders/${order.uuid}`,
    remoteAddress: uniqueIp(),
    payload: deliveryDetails(details),
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return order;
}

/** The lines of placedCart as every answer carries them (the fields the bench reads). */
export const cartLines = [
  { product_name: 'Rose bouquet', variant_name: 'Standard', quantity: 2, options: [] },
  {
    product_name: 'Rose bouquet',
    variant_name: 'Deluxe',
    quantity: 1,
    options: [{ name: 'Glass vase', price: 12.5 }],
  },
];
