import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { customerDetails, pinkPng } from './helpers';

/*
 * A shop's catalogue and orders made through the API, for the tests that need a bouquet with sizes
 * and an add-on, and customers' carts placed on the storefront.
 */

export type Placed = { uuid: string; number: number };

/** "Peony Cloud" in two sizes (Standard €39, Grand €59) offering a glass vase (€12.50, 5 in stock). */
export async function bouquetWithSizesAndVase(request: APIRequestContext, access: string) {
  const headers = { authorization: `Bearer ${access}` };
  const vase = await request.post('/api/product-options', {
    headers,
    data: { name: 'Glass vase', price: 12.5, current_quantity: 5 },
  });
  expect(vase.status(), await vase.text()).toBe(201);
  const { id: vaseId } = (await vase.json()) as { id: string };
  const product = await request.post('/api/products/', {
    headers,
    multipart: {
      name: 'Peony Cloud',
      price: '39.00',
      variants: JSON.stringify([
        { name: 'Standard', price: 39 },
        { name: 'Grand', price: 59 },
      ]),
      option_ids: vaseId,
      photos: { name: 'peony.png', mimeType: 'image/png', buffer: await pinkPng() },
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const made = (await product.json()) as { id: string; variants: { id: string; name: string }[] };
  const size = (name: string) => made.variants.find((v) => v.name === name)?.id as string;
  return { productId: made.id, standard: size('Standard'), grand: size('Grand'), vaseId };
}

/** A storefront cart placed by its customer, due tomorrow in Berlin. */
export async function placeCart(
  page: Page,
  shopUrl: string,
  items: { product_id: string; variant_id: string; option_ids?: string[]; quantity: number }[],
  details: Record<string, unknown>,
): Promise<Placed> {
  const started = await page.request.post(`/api/storefront/${shopUrl}/order`, {
    data: { delivery_type: 'delivery', items },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { uuid } = (await started.json()) as { uuid: string };
  const placed = await page.request.post(`/api/orders/${uuid}`, {
    data: { ...customerDetails(1, '09:00-12:00'), ...details },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return (await placed.json()) as Placed;
}
