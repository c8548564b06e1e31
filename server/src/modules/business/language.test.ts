import { describe, expect, it } from 'vitest';
import { addStaff, bearer } from '../../test/fixtures';
import { multipart } from '../../test/multipart';
import { createProduct } from '../../test/product-setup';
import { deliveryDetails, draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../test/test-app';

/* The customer's language (docs/decisions/042): the shop's default, and each order's own. */
const t = setupTestApp();

type Shop = Awaited<ReturnType<typeof openShop>>;

const setLanguage = (headers: Record<string, string>, language: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/business/', headers, payload: { language } });

const storefront = (shop: Shop) =>
  t.app.inject({ method: 'GET', url: `/api/storefront/${shop.business.url}` });

function orderFromStore(shop: Shop, fields: Record<string, string>) {
  const form = multipart({ delivery_type: 'delivery', ...fields });
  return t.app.inject({
    method: 'POST',
    url: `/api/storefront/${shop.business.url}/order`,
    headers: form.headers,
    payload: form.payload,
    remoteAddress: uniqueIp(),
  });
}

const publicOrder = async (uuid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${uuid}` })).json<{ language: string }>();

describe('the shop’s language', () => {
  it('is English until the owner chooses German, and the storefront says so at once', async () => {
    const shop = await openShop(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/business', headers: shop.headers })).json(),
    ).toMatchObject({ language: 'en' });
    expect((await storefront(shop)).json().language).toBe('en');

    const response = await setLanguage(shop.headers, 'de');
    expect(response.statusCode).toBe(200);
    expect(response.json().language).toBe('de');
    // A new storefront version: the cached answer is not served any more.
    expect((await storefront(shop)).json().language).toBe('de');
  });

  it.each([['fr'], [''], [42], [null]])('refuses %j naming the field', async (language) => {
    const shop = await openShop(t.app);
    const response = await setLanguage(shop.headers, language);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(Object.keys(response.json().details)).toEqual(['language']);
  });

  it.each(['manager', 'florist'] as const)('is the owner’s to change: a %s is refused', async (role) => {
    const shop = await openShop(t.app);
    const staff = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role });
    const response = await setLanguage(bearer(staff.access), 'de');
    expect(response.statusCode).toBe(403);
    expect((await storefront(shop)).json().language).toBe('en');
  });
});

describe('an order’s language', () => {
  it('is the one the storefront visitor reads, and the shop’s when the page names none', async () => {
    const shop = await openShop(t.app);
    await setLanguage(shop.headers, 'de');
    const product = await createProduct(t.app, shop.headers);

    const english = await orderFromStore(shop, { product_id: product.id, language: 'en' });
    expect(english.statusCode).toBe(201);
    expect(english.json().language).toBe('en');
    expect((await publicOrder(english.json().uuid)).language).toBe('en');

    const unnamed = await orderFromStore(shop, { product_id: product.id });
    expect(unnamed.json().language).toBe('de');
  });

  it('refuses a language the shop cannot speak', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers);
    const response = await orderFromStore(shop, { product_id: product.id, language: 'xx' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().details)).toEqual(['language']);
  });

  it('follows the customer’s submission, and a submission without one keeps it', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers);
    // Staff started it: the shop's language until the customer says otherwise.
    expect((await publicOrder(order.uuid)).language).toBe('en');

    const submit = (extra: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${order.uuid}`, payload: deliveryDetails(extra) });
    expect((await submit({ language: 'de' })).statusCode).toBe(200);
    expect((await publicOrder(order.uuid)).language).toBe('de');
    expect((await submit({})).statusCode).toBe(200);
    expect((await publicOrder(order.uuid)).language).toBe('de');
    const bad = await submit({ language: 'klingon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toHaveProperty('language');
  });

  it('is the staff answer’s too', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers);
    const intern = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.uuid}/intern`,
      headers: shop.headers,
    });
    expect(intern.json().language).toBe('en');
  });
});
