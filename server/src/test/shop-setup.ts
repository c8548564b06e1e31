import type { TaxSettings } from '@contract/tax';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import type { App } from '../lib/context';
import { bearer, signUpOwner } from './fixtures';
import { staffOk } from './staff-call';

/** A date `days` after today in UTC, as 'YYYY-MM-DD' (the test shops keep UTC time). */
export const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * An owner whose shop (in UTC) takes orders: one location serving zip code 10115 for 5.90,
 * windows every day 09:00-12:00 (two orders at most) and 13:00-17:00, no lead time or cut-off.
 */
export async function openShop(app: App) {
  const owner = await signUpOwner(app, { time_zone: 'UTC', currency: 'EUR' });
  const headers = bearer(owner.access);
  const location = (
    await app.inject({
      method: 'POST',
      url: '/api/business/locations/',
      headers,
      payload: { name: 'Main shop', address: 'Rosenweg 1', city: 'Berlin', zipcode: '10117' },
    })
  ).json<{ id: string }>();
  await app.inject({
    method: 'POST',
    url: `/api/business/zipcodes/${location.id}/`,
    headers,
    payload: { zipcode: '10115', delivery_price: 5.9 },
  });
  const week = [0, 1, 2, 3, 4, 5, 6];
  for (const windowType of ['delivery', 'pickup']) {
    await app.inject({
      method: 'PUT',
      url: '/api/business/order-time/weekly',
      headers,
      payload: {
        window_type: windowType,
        windows: week.flatMap((weekday) => [
          { weekday, start: '09:00', end: '12:00', capacity: 2 },
          { weekday, start: '13:00', end: '17:00' },
        ]),
      },
    });
  }
  await app.inject({
    method: 'PUT',
    url: '/api/business-settings/order-form',
    headers,
    payload: { lead_time_minutes: 0, same_day_cutoff: null, days_ahead: 30, card_message_max_length: 50 },
  });
  return { ...owner, headers, location };
}

/** A counter sale paid in cash and taken along at once, no name asked; `extra` adds the price or lines. */
export const counterSale = (extra: Record<string, unknown> = {}) => ({
  origin: 'counter',
  method: 'pickup',
  pickup_now: true,
  handed_over: true,
  paid_with: 'cash',
  ...extra,
});

/** Staff take a counter sale (`counterSale` with `extra`); the answer is the caller's to check. */
export const sellAtCounter = (
  app: App,
  headers: Record<string, string>,
  extra: Record<string, unknown>,
  remoteAddress?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/orders/counter',
    headers,
    remoteAddress,
    payload: counterSale(extra),
  });

type DeliveryTax = Partial<Pick<TaxSettings, 'delivery_taxed' | 'delivery_rate'>>;

/** Tax settings with VAT in the prices at `rate`; delivery taxed at that rate unless `delivery` says otherwise. */
export const vatIncluded = (rate: number, delivery: DeliveryTax = {}): TaxSettings => ({
  mode: 'vat',
  prices_include_tax: true,
  rate,
  delivery_taxed: true,
  delivery_rate: null,
  ...delivery,
});

/** Tax settings with sales tax on top of the prices at `rate`; delivery as with vatIncluded. */
export const salesTaxOnTop = (rate: number, delivery: DeliveryTax = {}): TaxSettings => ({
  mode: 'sales_tax',
  prices_include_tax: false,
  rate,
  delivery_taxed: true,
  delivery_rate: null,
  ...delivery,
});

/** Changes the shop's own details (PUT /api/business/: time zone, language…); fails the test if refused. */
export const changeShop = (
  app: App,
  shop: { headers: Record<string, string> },
  changes: Record<string, unknown>,
) => staffOk(app, shop, 'PUT', '/api/business/', changes);

/** Staff record an order paid in cash in the shop; the answer is the caller's to check. */
export const payInCash = (app: App, caller: { headers: Record<string, string> }, uuid: string) =>
  app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}/paid`,
    headers: caller.headers,
    payload: { payment_method: 'cash' },
  });

/** Changes how the shop charges tax (PUT /api/business-settings/tax); fails the test if refused. */
export async function setTaxSettings(
  app: App,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
) {
  const response = await app.inject({ method: 'PUT', url: '/api/business-settings/tax', headers, payload });
  if (response.statusCode !== 200)
    throw new Error(`tax settings refused: ${response.statusCode} ${response.body}`);
}

export async function draftOrder(
  app: App,
  headers: Record<string, string>,
  payload: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders/draft',
    headers,
    payload: { method: 'delivery', price: 39.9, ...payload },
  });
  if (response.statusCode !== 201) throw new Error(`draft failed: ${response.body}`);
  return response.json<{ uuid: string; number: number }>();
}

export const deliveryDetails = (overrides: Record<string, unknown> = {}) => ({
  sender_name: 'Ada Lovelace',
  sender_email: 'ada@example.com',
  sender_phone: '+49 30 555 0101',
  recipient_name: 'Charles Babbage',
  recipient_phone: '+49 30 555 0102',
  delivery_address: 'Analytical Way 3',
  delivery_city: 'Berlin',
  delivery_zipcode: '10115',
  delivery_date: daysFromNow(2),
  time_slot: '09:00-12:00',
  card_message: 'Happy birthday!',
  ...overrides,
});

const lastWrittenNumber = new Map<string, number>();

/**
 * `count` pending orders of the shop written straight into the table, numbered on from the last
 * ones written so: for tests that measure whole tables, where thousands of orders are needed.
 */
export async function writePendingOrders(db: Pick<Db, 'insert'>, businessId: string, count: number) {
  const last = lastWrittenNumber.get(businessId) ?? 0;
  lastWrittenNumber.set(businessId, last + count);
  await db.insert(orders).values(
    Array.from({ length: count }, (_, i) => ({
      businessId,
      number: last + 1 + i,
      orderStatus: 'pending' as const,
      method: 'delivery' as const,
      price: '10.00',
    })),
  );
}
