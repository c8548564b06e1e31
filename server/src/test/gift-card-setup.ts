import { and, eq, like, or } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { App } from '../lib/context';
import { storefrontCart } from './cart-setup';
import { createProduct } from './product-setup';
import { deliveryDetails, type openShop } from './shop-setup';
import { uniqueEmail, uniqueIp } from './test-app';

type Shop = Awaited<ReturnType<typeof openShop>>;

export const giftCardCodePattern = /([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4})/;

/** The code of the one gift card e-mail sent to `email`. */
export async function codeMailedTo(db: Db, email: string) {
  const mails = await db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.recipient, email),
        or(like(mailOutbox.subject, '%gift card%'), like(mailOutbox.subject, '%Gutschein%')),
      ),
    );
  expect(mails).toHaveLength(1);
  const match = giftCardCodePattern.exec(mails[0]?.text ?? '');
  if (!match?.[1]) throw new Error('no code in the gift card mail');
  return match[1];
}

/**
 * A gift card of `value` bought on the storefront and paid in the shop (cash unless told): the
 * buying order and the card's code, read from the e-mail.
 */
export async function buyGiftCard(
  { app, db }: { app: App; db: Db },
  shop: Shop,
  value: number,
  {
    language = 'en',
    method = 'cash',
    discountCode,
  }: { language?: string; method?: string; discountCode?: string } = {},
) {
  const product = await createProduct(app, shop.headers, {
    name: 'Gift card',
    price: value.toFixed(2),
    kind: 'gift_card',
  });
  const { uuid, ip } = await storefrontCart(app, shop, product.id);
  // A code takes nothing off a gift card (docs/decisions/044): tried, it changes nothing.
  if (discountCode) {
    await app.inject({
      method: 'POST',
      url: `/api/orders/${uuid}/discount`,
      payload: { code: discountCode },
      remoteAddress: ip,
    });
  }
  const email = uniqueEmail('buyer');
  const placed = await app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}`,
    // The afternoon window has no limit: a test may buy many cards.
    payload: deliveryDetails({ sender_email: email, language, time_slot: '13:00-17:00' }),
    remoteAddress: ip,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const paid = await app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}/paid`,
    headers: shop.headers,
    payload: { payment_method: method },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { uuid, email, code: await codeMailedTo(db, email) };
}

/**
 * The customer applies a gift card to an order staff started (a pickup, or a delivery when the
 * order is one) and sends it, in the afternoon window: the submission's answer.
 */
export async function spendGiftCard(app: App, shop: Shop, { uuid, code }: { uuid: string; code: string }) {
  const ip = uniqueIp();
  await app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}/gift-card`,
    payload: { code },
    remoteAddress: ip,
  });
  return app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}`,
    payload: { ...deliveryDetails({ time_slot: '13:00-17:00' }), location_id: shop.location.id },
    remoteAddress: ip,
  });
}
