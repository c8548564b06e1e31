import fc from 'fast-check';
import { expect } from 'vitest';
import { type CardTestApp, connectShop, sendEvent, startCheckout } from './card-setup';
import { createDiscountCode } from './discount-setup';
import { buyGiftCard } from './gift-card-setup';
import { createProduct } from './product-setup';
import { deliveryDetails, draftOrder, type openShop, vatIncluded } from './shop-setup';
import { uniqueIp } from './test-app';

/*
 * Random days of a shop's money for the property tests (docs/decisions/048): storefront carts with
 * sizes, a vase and two tax rates; sales with discount codes and gift cards, paid in the shop or
 * online; cards bought; refunds by staff and at the card provider (some failing); payments undone;
 * prices corrected and the difference paid; orders deleted. Each step is done as staff, the
 * customer or the provider would do it.
 */

type Shop = Awaited<ReturnType<typeof openShop>>;

/** The codes every shop of the test has: 20 % off, and 5.00 off from 10.00. */
export const CODES = [
  { code: 'TWENTY', kind: 'percent', value: 20 },
  { code: 'FIVEOFF', kind: 'fixed', value: 5, min_order: 10 },
] as const;

const amount = fc.integer({ min: 1, max: 12_000 }).map((cents) => cents / 100);
const pick = fc.nat({ max: 50 });
const code = fc.option(fc.constantFrom(...CODES.map((c) => c.code)));

export const moneyStep = fc.oneof(
  // A storefront cart: a bouquet in a size at 7 %, with a vase at 19 %, in some quantity.
  fc.record({
    kind: fc.constant('cart' as const),
    deluxe: fc.boolean(),
    vase: fc.boolean(),
    quantity: fc.integer({ min: 1, max: 3 }),
    method: fc.constantFrom('cash', 'card'),
    code,
  }),
  fc.record({
    kind: fc.constant('sell' as const),
    price: amount,
    method: fc.constantFrom('cash', 'card', 'bank_transfer', 'online'),
    code,
    spend: fc.option(pick),
  }),
  fc.record({ kind: fc.constant('buy_card' as const), value: fc.integer({ min: 5, max: 150 }), code }),
  fc.record({
    kind: fc.constant('refund' as const),
    which: pick,
    share: fc.double({ min: 0.05, max: 1.3, noNaN: true }),
  }),
  fc.record({
    kind: fc.constant('provider_refund' as const),
    which: pick,
    share: fc.double({ min: 0.05, max: 1, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('provider_refund_fails' as const), which: pick }),
  fc.record({ kind: fc.constant('undo' as const), which: pick }),
  fc.record({ kind: fc.constant('reprice' as const), which: pick, price: amount }),
  fc.record({ kind: fc.constant('pay_difference' as const), which: pick }),
  fc.record({ kind: fc.constant('delete' as const), which: pick }),
);

export type MoneyStep = typeof moneyStep extends fc.Arbitrary<infer S> ? S : never;

/** An order paid online: its session, and what the provider has given back of it so far. */
type Online = { uuid: string; sessionId: string; charged: number; refunded: number; lastRefund: number };

/**
 * A shop connected to the card provider's stand-in, with the codes above, VAT at 19 % with a
 * reduced 7 %, and a bouquet at 7 % in two sizes offering a vase at 19 %: its ids.
 */
export async function moneyShop(t: CardTestApp, shop: Shop) {
  await connectShop(t, shop);
  const send = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => {
    const response = await t.app.inject({ method, url, headers: shop.headers, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  await send('PUT', '/api/business-settings/tax', vatIncluded(19));
  const reduced = await send('POST', '/api/business-settings/tax/classes', { name: 'Reduced', rate: 7 });
  const vase = await send('POST', '/api/product-options', { name: 'Vase', price: 12.5 });
  const bouquet = await createProduct(t.app, shop.headers, { name: 'Tulips', price: '30' });
  const sized = await send('PATCH', `/api/products/${bouquet.id}`, {
    tax_class_id: reduced.id,
    variants: [
      { name: 'Standard', price: 30 },
      { name: 'Deluxe', price: 45.5 },
    ],
    option_ids: [vase.id],
  });
  const [standard, deluxe] = sized.variants as { id: string }[];
  for (const c of CODES) await createDiscountCode(t.app, shop, c);
  return { productId: bouquet.id as string, vaseId: vase.id as string, sizes: [standard?.id, deluxe?.id] };
}

export type MoneyShop = Awaited<ReturnType<typeof moneyShop>>;

/** Does each step; every answer is a success or a clear refusal (409, or 400 for a code that does not apply). */
export async function runMoneySteps(t: CardTestApp, shop: Shop, catalogue: MoneyShop, list: MoneyStep[]) {
  const placed: { uuid: string }[] = [];
  const online: Online[] = [];
  const cards: string[] = [];
  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, headers: shop.headers, payload });
  const handled = (response: { statusCode: number; body: string }, also: number[] = []) => {
    if (process.env.MONEY_DEBUG) console.log('STEP', response.statusCode, response.body.slice(0, 100));
    expect([200, 201, 204, 409, ...also], response.body).toContain(response.statusCode);
  };
  const receivedCents = async (uuid: string) =>
    Math.round(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${uuid}/intern`, headers: shop.headers })).json()
        .received_total * 100,
    );
  for (const s of list) {
    const index = 'which' in s ? s.which : 0;
    const target = placed.length > 0 ? placed[index % placed.length] : undefined;
    const paidOnline = online.length > 0 ? online[index % online.length] : undefined;
    if (s.kind === 'cart') {
      const ip = uniqueIp();
      const item = {
        product_id: catalogue.productId,
        variant_id: catalogue.sizes[s.deluxe ? 1 : 0],
        option_ids: s.vase ? [catalogue.vaseId] : [],
        quantity: s.quantity,
      };
      const cart = await t.app.inject({
        method: 'POST',
        url: `/api/storefront/${shop.business.url}/order`,
        payload: { delivery_type: 'pickup', items: [item] },
        remoteAddress: ip,
      });
      expect(cart.statusCode, cart.body).toBe(201);
      const { uuid } = cart.json<{ uuid: string }>();
      if (s.code) {
        const applied = await t.app.inject({
          method: 'POST',
          url: `/api/orders/${uuid}/discount`,
          payload: { code: s.code },
          remoteAddress: ip,
        });
        handled(applied, [400, 422]);
      }
      const details = { ...deliveryDetails({ time_slot: '13:00-17:00' }), location_id: shop.location.id };
      handled(
        await t.app.inject({
          method: 'POST',
          url: `/api/orders/${uuid}`,
          payload: details,
          remoteAddress: ip,
        }),
      );
      placed.push({ uuid });
      handled(await post(`/api/orders/${uuid}/paid`, { payment_method: s.method }));
    } else if (s.kind === 'sell') {
      const order = await draftOrder(t.app, shop.headers, { method: 'pickup', price: s.price });
      const ip = uniqueIp();
      const asCustomer = (url: string, payload: object) =>
        t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
      if (s.code)
        handled(await asCustomer(`/api/orders/${order.uuid}/discount`, { code: s.code }), [400, 422]);
      const card = s.spend !== null && cards.length > 0 ? cards[s.spend % cards.length] : undefined;
      if (card) handled(await asCustomer(`/api/orders/${order.uuid}/gift-card`, { code: card }), [400, 422]);
      const details = { ...deliveryDetails({ time_slot: '13:00-17:00' }), location_id: shop.location.id };
      handled(await asCustomer(`/api/orders/${order.uuid}`, details));
      placed.push({ uuid: order.uuid });
      if (s.method !== 'online') {
        handled(await post(`/api/orders/${order.uuid}/paid`, { payment_method: s.method }));
        continue;
      }
      const checkout = await startCheckout(t.app, order.uuid);
      // Gift cards paid it all: there is nothing left to pay online.
      if (checkout.statusCode !== 200) continue;
      const { sessionId } = checkout.json<{ sessionId: string }>();
      handled(await sendEvent(t.app, t.provider.pay(sessionId)));
      online.push({
        uuid: order.uuid,
        sessionId,
        charged: await receivedCents(order.uuid),
        refunded: 0,
        lastRefund: 0,
      });
    } else if (s.kind === 'buy_card') {
      const bought = await buyGiftCard({ app: t.app, db: t.database.db }, shop, s.value, {
        ...(s.code && { discountCode: s.code }),
      });
      placed.push(bought);
      cards.push(bought.code);
    } else if (target && s.kind === 'refund') {
      const refunds = (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/${target.uuid}/refunds`,
          headers: shop.headers,
        })
      ).json();
      const ask = Math.max(0.01, Math.round((refunds.refundable ?? 0) * s.share * 100) / 100);
      handled(await post(`/api/orders/${target.uuid}/refunds`, { amount: ask, reason: 'Property' }));
    } else if (paidOnline && s.kind === 'provider_refund') {
      // The provider reports the charge's whole refunded amount so far.
      const { charged } = paidOnline;
      const more = Math.max(1, Math.round((charged - paidOnline.refunded) * s.share));
      if (paidOnline.refunded + more > charged) continue;
      handled(await sendEvent(t.app, t.provider.refund(paidOnline.sessionId, paidOnline.refunded + more)));
      paidOnline.refunded += more;
      paidOnline.lastRefund = more;
    } else if (paidOnline && s.kind === 'provider_refund_fails') {
      if (paidOnline.lastRefund === 0) continue;
      handled(await sendEvent(t.app, t.provider.failRefund(paidOnline.sessionId, paidOnline.lastRefund)));
      // The charge's refunded amount no longer counts the refund that failed.
      paidOnline.refunded -= paidOnline.lastRefund;
      paidOnline.lastRefund = 0;
    } else if (target && s.kind === 'undo') {
      handled(await post(`/api/orders/${target.uuid}/unpaid`, { reason: 'Property' }));
    } else if (target && s.kind === 'reprice') {
      const current = (
        await t.app.inject({ method: 'GET', url: `/api/orders/${target.uuid}/intern`, headers: shop.headers })
      ).json();
      handled(
        await post(`/api/orders/${target.uuid}/prices`, {
          price: s.price,
          delivery_price: current.delivery_price,
        }),
      );
    } else if (target && s.kind === 'pay_difference') {
      handled(await post(`/api/orders/${target.uuid}/paid`, { payment_method: 'cash' }));
    } else if (target && s.kind === 'delete') {
      const gone = await t.app.inject({
        method: 'DELETE',
        url: `/api/orders/${target.uuid}`,
        headers: shop.headers,
      });
      handled(gone);
      // A deleted order is not found any more: later steps pick among the others.
      if (gone.statusCode === 204) placed.splice(placed.indexOf(target), 1);
    }
  }
  return { online };
}
