// The intake's load: simulated customers placing complete orders, each from an address of its own,
// with the rate, latencies and failures of a run.
import { ok } from './intake-client.mjs';
import { ZIPCODE } from './intake-shop.mjs';

/** Customer n's own address in the benchmarking range 198.18.0.0/15. */
const addressOf = (n) => `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;

let customers = 0;

/**
 * One customer's complete order, as the storefront's cart places it: a cart of two lines (one of
 * one product, two of the next), the shop's campaign code applied on the order page, then the
 * customer's details. Answers what was placed, or throws with what went wrong. The customer's
 * details are their own, so each order also makes (or counts for) one customer record.
 */
export async function placeOrder(client, shop, { date, pageReads = false }) {
  const n = customers++;
  const from = addressOf(n);
  const lines = [
    { product: shop.products[n % shop.products.length].id, quantity: 1 },
    { product: shop.products[(n + 1) % shop.products.length].id, quantity: 2 },
  ];
  const slot = shop.slots[n % shop.slots.length];
  if (pageReads) {
    await ok(
      client.request('POST', `/api/products/${lines[0].product}/delivery-availability`, {
        json: { zipcode: ZIPCODE },
        from,
      }),
      'delivery check',
    );
  }
  const draft = await ok(
    client.request('POST', `/api/storefront/${shop.url}/order`, {
      json: {
        items: lines.map((line) => ({ product_id: line.product, quantity: line.quantity })),
        delivery_type: 'delivery',
        delivery_zipcode: ZIPCODE,
      },
      from,
    }),
    'storefront order',
    201,
  );
  const page = `/api/orders/${draft.uuid}`;
  if (pageReads) {
    await ok(client.request('GET', page, { from }), 'order page');
    await ok(client.request('GET', `${page}/options`, { from }), 'order options');
    await ok(client.request('GET', `${page}/disabled-dates?window_type=delivery`, { from }), 'closed dates');
    const offered = await ok(
      client.request('GET', `${page}/timeslots?date=${date}&window_type=delivery`, { from }),
      'windows',
    );
    if (!offered.includes(slot)) throw new Error(`windows: ${slot} not offered on ${date}`);
  }
  const discounted = await ok(
    client.request('POST', `${page}/discount`, { json: { code: shop.code }, from }),
    'discount code',
  );
  if (!(discounted.discount_total > 0))
    throw new Error(`discount code: took ${discounted.discount_total} off`);
  const email = `customer-${n}@petal-bench.example`;
  const placed = await ok(
    client.request('POST', page, {
      form: {
        sender_name: `Customer ${n}`,
        sender_email: email,
        sender_phone: `+49 170 ${String(1_000_000 + n).slice(-7)}`,
        recipient_name: `Recipient ${n}`,
        recipient_phone: '+49 170 7654321',
        delivery_address: `Torstraße ${1 + (n % 200)}`,
        delivery_city: 'Berlin',
        delivery_zipcode: ZIPCODE,
        delivery_date: date,
        time_slot: slot,
        card_message: 'Happy Valentine’s Day!',
      },
      from,
    }),
    'submission',
  );
  if (placed.order_status !== 'pending' || !(placed.number > 0)) {
    throw new Error(`submission: answered ${placed.order_status} #${placed.number}`);
  }
  if (placed.discount_code !== shop.code) throw new Error(`submission: placed without the code`);
  return { lines, date, slot, number: placed.number, email };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0;

/**
 * Runs complete orders with `connections` of them in flight for `seconds`, all for one delivery
 * date (the peak day). Answers the rate, the latency of a complete order and every failure, with
 * what was placed (for checkIntake).
 */
export async function runIntake({ client, shop, connections, seconds, date, pageReads = false }) {
  const latencies = [];
  const errors = new Map();
  const placed = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          placed.push(await placeOrder(client, shop, { date, pageReads }));
          latencies.push(performance.now() - t0);
        } catch (error) {
          const key = String(error.message).slice(0, 160);
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    connections,
    seconds: Number(elapsed.toFixed(1)),
    date,
    orders: placed.length,
    orders_per_s: Number((placed.length / elapsed).toFixed(1)),
    p50_ms: Number(percentile(latencies, 50).toFixed(1)),
    p99_ms: Number(percentile(latencies, 99).toFixed(1)),
    errors: [...errors.values()].reduce((a, b) => a + b, 0),
    error_kinds: Object.fromEntries(errors),
    placed,
  };
}
