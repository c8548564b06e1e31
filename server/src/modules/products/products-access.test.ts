import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, bearer, signUpOwner } from '../../test/fixtures';
import { multipart } from '../../test/multipart';
import { createProduct, jpegOf, photoPart } from '../../test/product-setup';
import { openShop } from '../../test/shop-setup';
import { setupProducts } from './products-setup';

/*
 * Who may see and change a shop's products: not another shop, florists only look, and a user
 * without a shop gets 403.
 */

const { t } = setupProducts();

let red: Buffer;
let blue: Buffer;

beforeAll(async () => {
  [red, blue] = await Promise.all([jpegOf(220), jpegOf(20, 40, 220)]);
});

describe('products', () => {
  it('of another shop answer 404 on every endpoint', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const theirs = await createProduct(t.app, other.headers, {}, [red]);
    const photoId = theirs.photos[0]?.id;
    const base = `/api/products/${theirs.id}`;
    const calls = [
      { method: 'GET', url: base },
      { method: 'PATCH', url: base, payload: { name: 'Mine now' } },
      { method: 'DELETE', url: base },
      { method: 'DELETE', url: `${base}/photos/${photoId}` },
      { method: 'POST', url: `${base}/photos/${photoId}/set-primary` },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: shop.headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const form = multipart({ photos: photoPart(blue) });
    const upload = await t.app.inject({
      method: 'POST',
      url: `${base}/photos`,
      headers: { ...shop.headers, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(404);
    const still = await t.app.inject({ method: 'GET', url: base, headers: other.headers });
    expect(still.json()).toMatchObject({ name: 'Peony cloud', photos: [{ id: photoId, is_primary: true }] });
  });

  it('are seen by florists and changed only by staff', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers, {}, [red]);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const manager = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'manager' });
    const headers = bearer(florist.access);
    expect((await t.app.inject({ method: 'GET', url: '/api/products', headers })).json().count).toBe(1);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers })).statusCode,
    ).toBe(200);
    const photoId = product.photos[0]?.id;
    const changes = [
      { method: 'POST', url: '/api/products', payload: { name: 'Mine', price: 1 } },
      { method: 'PATCH', url: `/api/products/${product.id}`, payload: { name: 'Mine' } },
      { method: 'DELETE', url: `/api/products/${product.id}` },
      { method: 'DELETE', url: `/api/products/${product.id}/photos/${photoId}` },
      { method: 'POST', url: `/api/products/${product.id}/photos/${photoId}/set-primary` },
    ] as const;
    for (const call of changes) {
      const response = await t.app.inject({ ...call, headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().code).toBe('PERMISSION_DENIED');
    }
    const byManager = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: bearer(manager.access),
      payload: { name: 'Managed' },
    });
    expect(byManager.json().name).toBe('Managed');
    expect((await t.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(401);
  });

  it('belong to a shop: a user without one gets 403', async () => {
    const owner = await signUpOwner(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/products', headers: bearer(owner.access) })).statusCode,
    ).toBe(200);
  });
});
