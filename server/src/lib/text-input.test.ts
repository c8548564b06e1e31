import { describe, expect, it } from 'vitest';
import { openShop } from '../test/shop-setup';
import { setupTestApp } from '../test/test-app';

const t = setupTestApp();

/** Text PostgreSQL cannot store reached the database and answered 500. */
describe('a NUL character in any field', () => {
  it('is refused with the field named: path, query and JSON body', async () => {
    const shop = await openShop(t.app);
    const cases = [
      { method: 'GET' as const, url: '/api/storefront/%00', field: 'businessUrl' },
      { method: 'GET' as const, url: '/api/products/?search=tulip%00', field: 'search' },
      { method: 'PUT' as const, url: '/api/business/', payload: { name: 'Fern\u0000' }, field: 'name' },
    ];
    for (const { field, ...request } of cases) {
      const response = await t.app.inject({ ...request, headers: shop.headers });
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { [field]: expect.any(String) },
      });
    }
    const business = await t.app.inject({ method: 'GET', url: '/api/business/', headers: shop.headers });
    expect(business.json().name).toBe('Fern & Foxglove');
  });

  it('as is half of a surrogate pair, which is no text either (it reached a jsonb column and answered 500)', async () => {
    const shop = await openShop(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/business/locations/${shop.location.id}`,
      headers: shop.headers,
      payload: { name: 'Main shop', address: 'Rosenweg \udfff1', city: 'Berlin', zipcode: '10117' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { address: expect.any(String) },
    });
    const locations = await t.app.inject({
      method: 'GET',
      url: '/api/business/locations/',
      headers: shop.headers,
    });
    expect(locations.json().items[0].address).toBe('Rosenweg 1');
  });
});

describe('a deeply nested body', () => {
  it('is refused as such, not walked until the stack runs out (it answered 500)', async () => {
    const depth = 50_000;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/token/logout/',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
