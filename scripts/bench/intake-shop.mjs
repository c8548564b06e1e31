// The intake's shop, set up through the API as an owner would, and the peak days it sells for.
import { createClient, ok } from './intake-client.mjs';

/** Stock per product: far more than a run can sell, so that nothing sells out by the load alone. */
const STOCK = 100_000;
/** Places per window and day: the API's maximum. */
export const CAPACITY = 10_000;
const WINDOWS = [
  ['09:00', '12:00'],
  ['12:00', '15:00'],
  ['15:00', '18:00'],
];
const PRODUCTS = 4;
export const ZIPCODE = '10117';

/** A date `days` after today in UTC (the bench shop's zone), as YYYY-MM-DD. */
export const dayAfter = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A shop set up through the API as its owner would: a location and a delivery zip code, three
 * windows a day with the largest capacity, no lead time or cut-off, pay in the shop, products
 * with a limited stock and a campaign's discount code.
 */
export async function setUpIntakeShop({ base, client = createClient(base, 4) }) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `intake-${stamp}@petal-bench.example`;
  const { access: token } = await ok(
    client.request('POST', '/api/users/register', { json: { email, password: 'bench-peonies-2026' } }),
    'register',
    201,
  );
  const url = `intake-${stamp}`;
  await ok(
    client.request('POST', '/api/users/onboarding/create-business', {
      token,
      json: {
        name: 'Intake Blooms',
        url,
        phone: '+1 555 0100',
        email,
        address: '1 Bench St',
        currency: 'EUR',
        time_zone: 'UTC',
      },
    }),
    'create business',
    201,
  );
  const location = await ok(
    client.request('POST', '/api/business/locations/', {
      token,
      json: { name: 'Bench Mitte', address: 'Blumenstraße 12', city: 'Berlin', zipcode: '10115', phone: '' },
    }),
    'location',
    201,
  );
  await ok(
    client.request('POST', `/api/business/zipcodes/${location.id}/`, {
      token,
      json: { zipcode: ZIPCODE, delivery_price: 4.9 },
    }),
    'zip code',
    201,
  );
  const windows = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
    WINDOWS.map(([start, end]) => ({ weekday, start, end, capacity: CAPACITY })),
  );
  await ok(
    client.request('PUT', '/api/business/order-time/weekly', {
      token,
      json: { window_type: 'delivery', windows, disabled_days: [] },
    }),
    'windows',
  );
  await ok(
    client.request('PUT', '/api/business-settings/order-form', {
      token,
      json: { lead_time_minutes: 0, same_day_cutoff: null, days_ahead: 60, allow_pay_in_shop: true },
    }),
    'order form',
  );
  const products = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const product = await ok(
      client.request('POST', '/api/products', {
        token,
        json: { name: `Valentine bouquet ${i + 1}`, price: 39.9 + i * 10, current_quantity: STOCK },
      }),
      'product',
      201,
    );
    products.push({ id: product.id, stock: STOCK });
  }
  // The peak day's campaign: every customer types it; it has no limit of uses.
  const code = await ok(
    client.request('POST', '/api/discount-codes', {
      token,
      json: { code: 'VALENTINE10', kind: 'percent', value: 10 },
    }),
    'discount code',
    201,
  );
  return { url, token, products, code: code.code, slots: WINDOWS.map(([start, end]) => `${start}-${end}`) };
}
