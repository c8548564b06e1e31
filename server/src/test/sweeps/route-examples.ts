import type { InjectOptions } from 'fastify';
import { UploadedFile } from '../../lib/upload-forms';
import { multipart } from '../multipart';
import { daysFromNow, deliveryDetails } from '../shop-setup';
import type { SweptRoute } from './route-table';
import type { StockedShop } from './sweep-shop';

type Ids = StockedShop['ids'];
/** A body's fields (a Buffer, or a list of them, is a file: the body goes as a form) and a query. */
export type Example = { body?: Record<string, unknown>; query?: Record<string, string> };

const today = daysFromNow(0);
const inAWeek = daysFromNow(7);
const range = { start: today, end: inAWeek };

/**
 * A valid request per route, by `METHOD url`. The access sweep sends it with another shop's ids,
 * so that the answer shows the tenancy check rather than validation; the bad-input sweep mutates
 * it field by field. A route with path parameters whose body or query is required needs a line
 * here (the access sweep says so); each line is checked against the route's own schema.
 */
const examples: Record<string, (ids: Ids, photo: Buffer) => Example> = {
  'POST /api/orders/draft': (ids) => ({
    body: {
      method: 'delivery',
      price: 39.9,
      product_id: ids.productId,
      lines: {
        items: [{ product_id: ids.productId, quantity: 2 }],
        free_items: [{ name: 'Ribbon', price: 3, tax_class_id: ids.taxClassId }],
      },
    },
  }),
  'POST /api/orders/:uuid': () => ({ body: deliveryDetails() }),
  'GET /api/orders/calendar': () => ({ query: { start_date: today, end_date: inAWeek } }),
  'GET /api/orders/day': () => ({ query: { date: today } }),
  'GET /api/orders/print': (ids) => ({ query: { uuids: ids.orderUuid } }),
  'GET /api/orders/:uuid/timeslots': () => ({ query: { date: daysFromNow(2), window_type: 'delivery' } }),
  'GET /api/orders/:uuid/disabled-dates': () => ({ query: { window_type: 'delivery' } }),
  'GET /api/orders/:uuid/address-suggestions': () => ({ query: { q: 'Rosen' } }),
  'POST /api/orders/:uuid/status': () => ({ body: { status: 'ready' } }),
  'POST /api/orders/:uuid/note': () => ({ body: { note: 'Leave at the door' } }),
  'PUT /api/orders/:uuid/texts': () => ({ body: { customer: true, recipient: false } }),
  'PUT /api/business/texts': () => ({
    body: { notices: ['confirmed'], monthly_cap: 50, quiet_hours: { start: '21:00', end: '08:00' } },
  }),
  'POST /api/orders/:uuid/assign': () => ({ body: { assigned_to: null } }),
  'POST /api/orders/:uuid/paid': () => ({ body: { payment_method: 'cash' } }),
  'POST /api/orders/:uuid/discount': () => ({ body: { code: 'NOSUCHCODE' } }),
  'POST /api/discount-codes': () => ({ body: { code: 'SUMMER', kind: 'fixed', value: 5 } }),
  'PATCH /api/discount-codes/:id': () => ({ body: { value: 15 } }),
  'GET /api/discount-codes/check': () => ({ query: { code: 'SUMMER' } }),
  'GET /api/business-settings/tax/rates': () => ({}),
  'POST /api/business-settings/tax/classes': () => ({ body: { name: 'Zero', rate: 0 } }),
  'PUT /api/business-settings/tax/classes/:id': () => ({ body: { rate: 5 } }),
  'POST /api/orders/:uuid/prices': () => ({ body: { price: 42, delivery_price: 5.9 } }),
  'PUT /api/orders/:uuid/lines': (ids) => ({
    body: {
      items: [{ product_id: ids.productId, quantity: 1 }],
      free_items: [{ name: 'Door wreath', price: 30, quantity: 1 }],
    },
  }),
  'POST /api/orders/counter': (ids) => ({
    body: {
      origin: 'counter',
      method: 'pickup',
      pickup_now: true,
      customer_name: 'Walk-in',
      items: [{ product_id: ids.productId, quantity: 2 }],
      free_items: [{ name: 'Ribbon', price: 3, tax_class_id: ids.taxClassId }],
    },
  }),
  'GET /api/orders/counter/options': () => ({ query: { date: daysFromNow(2), method: 'delivery' } }),
  'POST /api/orders/:uuid/unpaid': () => ({ body: { reason: 'Recorded by mistake' } }),
  'POST /api/orders/:uuid/refunds': () => ({ body: { amount: 1, reason: 'Broken stem' } }),
  'POST /api/orders/:uuid/gift-card': () => ({ body: { code: 'ABCD-EFGH-JKLM-NPQR' } }),
  'POST /api/gift-cards/:id/adjustments': () => ({ body: { amount: 1, reason: 'Goodwill' } }),
  'POST /api/orders/:uuid/reference': (_ids, photo) => ({ body: { photo_reference: photo } }),
  'POST /api/orders/:uuid/polaroid': (_ids, photo) => ({ body: { polaroid_photo: photo } }),
  'POST /api/checkout': (ids) => ({ body: { uuid: ids.orderUuid } }),
  'POST /api/orders/:uuid/out-for-delivery': () => ({ body: { driver_name: 'Bike courier' } }),
  'POST /api/orders/:uuid/attempted': () => ({ body: { note: 'Nobody home' } }),
  'GET /api/deliveries': () => ({ query: { date: today } }),
  'POST /api/products/': (ids) => ({
    body: { name: 'Tulip bunch', price: '19.90', category_id: ids.categoryId },
  }),
  'PATCH /api/products/:id': () => ({ body: { name: 'Tulip bunch', price: 21 } }),
  'POST /api/products/:id/photos': (_ids, photo) => ({ body: { photos: [photo] } }),
  'POST /api/products/:id/delivery-availability': () => ({ body: { zipcode: '10115' } }),
  'POST /api/storefront/:businessUrl/order': (ids) => ({
    body: { product_id: ids.productId, delivery_type: 'pickup' },
  }),
  'POST /api/categories/': () => ({ body: { name: 'Seasonal' } }),
  'POST /api/product-options/': () => ({ body: { name: 'Balloon', price: 4.5 } }),
  'PATCH /api/product-options/:id': () => ({ body: { price: 13 } }),
  'PUT /api/categories/:id': () => ({ body: { name: 'Seasonal', position: 0 } }),
  'POST /api/flowers': () => ({ body: { name: 'Anemone', unit_cost: 0.9, quantity: 10 } }),
  'POST /api/flowers/:id/update': () => ({ body: { unit_cost: 1.1, old_quantity: 37, new_quantity: 30 } }),
  'POST /api/stock/': (ids) => ({
    body: { type: 'purchase', items: [{ flower_id: ids.flowerId, quantity: 5, unit_cost: 1 }] },
  }),
  'POST /api/stock/:id/sale': (ids) => ({ body: { quantity: 1, order_uuid: ids.orderUuid } }),
  'GET /api/stock/movements': (ids) => ({ query: { flower_id: ids.flowerId, limit: '10' } }),
  'POST /api/business/locations/': () => ({
    body: { name: 'Market stall', address: 'Marktplatz 2', city: 'Berlin', zipcode: '10178' },
  }),
  'PUT /api/business/locations/:id': () => ({
    body: { name: 'Market stall', address: 'Marktplatz 2', city: 'Berlin', zipcode: '10178' },
  }),
  'POST /api/business/zipcodes/:id/': () => ({ body: { zipcode: '10999', delivery_price: 4.5 } }),
  'PUT /api/business/zipcodes/:id/:zipId': () => ({ body: { zipcode: '10115', delivery_price: 6.5 } }),
  'PUT /api/business/': () => ({ body: { phone: '+49 30 555 0199' } }),
  'PUT /api/business/order-time/weekly': () => ({
    body: {
      window_type: 'pickup',
      windows: [{ weekday: 1, start: '10:00', end: '18:00' }],
      disabled_days: [],
    },
  }),
  'GET /api/business/order-time/preview': () => ({
    query: { date: daysFromNow(2), window_type: 'delivery' },
  }),
  'PUT /api/business-settings/order-form': () => ({ body: { days_ahead: 20 } }),
  'GET /api/customers/': () => ({ query: { page: '1', sort_by: 'name', search: 'ada' } }),
  'GET /api/customers/lookup': () => ({ query: { q: 'ada' } }),
  'PATCH /api/customers/:id': () => ({ body: { note: 'Prefers tulips' } }),
  'POST /api/customers/:id/merge': () => ({ body: { other_id: crypto.randomUUID() } }),
  // Not the customer's name: with the shop's own owner it is refused, never carried out.
  'POST /api/customers/:id/erase': () => ({ body: { name: 'Someone else' } }),
  'GET /api/customers/:id/export': () => ({ query: { format: 'html' } }),
  'PATCH /api/customers/:id/reminders/:reminderId': () => ({ body: { active: false } }),
  'PUT /api/orders/:uuid/reminder': () => ({ body: { remind: true, occasion: 'birthday' } }),
  // A well-formed token of no reminder mail: the shop's own answer is the same 404 as a stranger's.
  'POST /api/storefront/:businessUrl/reminder': () => ({ body: { token: 'A'.repeat(43) } }),
  'GET /api/revenue': () => ({ query: range }),
  'GET /api/payments': () => ({ query: range }),
  'GET /api/payments/export': () => ({ query: range }),
  'GET /api/invoices': () => ({ query: { from: today, to: inAWeek } }),
  'GET /api/analytics': () => ({ query: range }),
  'GET /api/users/update/check': () => ({ query: { type: 'url', value: 'some-shop' } }),
  'POST /api/users/florists': () => ({ body: { email: 'new.florist@petal-sweep.example', role: 'florist' } }),
  'POST /api/users/update-info': () => ({ body: { first_name: 'Flora', last_name: 'Sweep' } }),
  'PUT /api/users/shop-mail': () => ({
    body: { new_web_orders: true, morning_summary: true, language: 'de' },
  }),
};

export function exampleFor(route: SweptRoute, ids: Ids, photo: Buffer): Example | undefined {
  return examples[route.key]?.(ids, photo);
}

/** Why a route's example does not pass its own schema, or null when it does (or it needs none). */
export function exampleProblem(route: SweptRoute, example: Example | undefined): string | null {
  const body = route.body?.safeParse(example?.body && asReceived(example.body));
  if (body && !body.success)
    return `body: ${body.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`;
  const query = route.querystring?.safeParse(example?.query ?? {});
  if (query && !query.success)
    return `query: ${query.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`;
  return null;
}

/** The body as the route's schema sees it: a form's files arrive as files on disk. */
const asReceived = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).map(([name, value]) => [
      name,
      Buffer.isBuffer(value)
        ? new UploadedFile('/dev/null', value.length)
        : Array.isArray(value)
          ? value.map((v) => (Buffer.isBuffer(v) ? new UploadedFile('/dev/null', v.length) : v))
          : value,
    ]),
  );

/** The example as inject() options: JSON, or a form when a field is a file. */
export function toRequest(
  example: Example | undefined,
): Pick<InjectOptions, 'payload' | 'headers' | 'query'> {
  if (!example) return {};
  const { body, query } = example;
  if (!body) return { query };
  const hasFile = Object.values(body).some(
    (v) => Buffer.isBuffer(v) || (Array.isArray(v) && v.some(Buffer.isBuffer)),
  );
  if (!hasFile) return { payload: body as Record<string, unknown> as InjectOptions['payload'], query };
  const form = multipart(
    Object.fromEntries(
      Object.entries(body).map(([name, value]) => [
        name,
        [value]
          .flat()
          .map((v) =>
            Buffer.isBuffer(v) ? { filename: 'photo.jpg', type: 'image/jpeg', data: v } : String(v),
          ),
      ]),
    ),
  );
  return { payload: form.payload, headers: form.headers, query };
}
