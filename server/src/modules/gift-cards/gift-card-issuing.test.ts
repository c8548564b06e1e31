import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCards, mailOutbox } from '../../db/schema';
import { connectShop, sendEvent, startCheckout } from '../../test/card-setup';
import { giftCardCodePattern } from '../../test/gift-card-setup';
import { multipart } from '../../test/multipart';
import { createProduct } from '../../test/product-setup';
import { openShop, vatIncluded } from '../../test/shop-setup';
import { staffOk } from '../../test/staff-call';
import { uniqueEmail, uniqueIp } from '../../test/test-app';
import { setupGiftCards } from './gift-cards-setup';

/*
 * Issuing gift cards (docs/decisions/044): once when the order that bought them is paid, at the
 * counter or by card, untaxed, and e-mailed with the code in the buyer's language.
 */

const { t, buyCard, codeMailedTo, cardOf, submit } = setupGiftCards();

describe('issuing', () => {
  it('writes the card’s e-mail in the language the buyer ordered in', async () => {
    const shop = await openShop(t.app);
    const { email } = await buyCard(shop, 25, 'de');
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), like(mailOutbox.subject, '%Gutschein%')));
    expect(mail?.subject).toMatch(/: Ihr Gutschein über 25,00\u00a0€$/);
    expect(mail?.text).toMatch(/Gutscheincode: [2-9A-Z]{4}-/);
  });

  it('issues one card when the order is paid, e-mails its code, and never issues it twice', async () => {
    const shop = await openShop(t.app);
    const { uuid, code } = await buyCard(shop, 50);
    expect(code).toMatch(giftCardCodePattern);
    const cards = await t.database.db.select().from(giftCards).where(eq(giftCards.orderId, uuid));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ balance: '50.00', initialAmount: '50.00', currency: 'EUR' });
    // The code itself is never stored, only its hash and last four.
    expect(JSON.stringify(cards[0])).not.toContain(code.replaceAll('-', ''));
    expect(cards[0]?.codeLast4).toBe(code.slice(-4));
    // Paid again: refused, and still one card.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${uuid}/paid`,
      headers: shop.headers,
      payload: { payment_method: 'card' },
    });
    expect(again.statusCode).toBe(409);
    expect(await t.database.db.select().from(giftCards).where(eq(giftCards.orderId, uuid))).toHaveLength(1);
    const card = await cardOf(shop, code.slice(-4));
    expect(card.movements).toEqual([expect.objectContaining({ type: 'issue', amount: 50 })]);
  });

  it('sells a gift card untaxed: the tax is due when it is spent', async () => {
    const shop = await openShop(t.app);
    await staffOk(t.app, shop, 'PUT', '/api/business-settings/tax', vatIncluded(19));
    const product = await createProduct(t.app, shop.headers, {
      name: 'Gift card',
      price: '50',
      kind: 'gift_card',
    });
    const form = multipart({ product_id: product.id, delivery_type: 'pickup' });
    const cart = await t.app.inject({
      method: 'POST',
      url: `/api/storefront/${shop.business.url}/order`,
      headers: form.headers,
      payload: form.payload,
      remoteAddress: uniqueIp(),
    });
    expect(cart.json()).toMatchObject({ total: 50, tax_total: 0 });
  });

  it('issues the card once when the card payment is reported, however often', async () => {
    const shop = await openShop(t.app);
    await connectShop(t, shop);
    const product = await createProduct(t.app, shop.headers, {
      name: 'Gift card',
      price: '25',
      kind: 'gift_card',
    });
    const form = multipart({ product_id: product.id, delivery_type: 'delivery' });
    const cart = await t.app.inject({
      method: 'POST',
      url: `/api/storefront/${shop.business.url}/order`,
      headers: form.headers,
      payload: form.payload,
      remoteAddress: uniqueIp(),
    });
    const uuid = cart.json<{ uuid: string }>().uuid;
    const email = uniqueEmail('online');
    expect((await submit(uuid, { sender_email: email })).statusCode).toBe(200);
    const { sessionId } = (await startCheckout(t.app, uuid)).json<{ sessionId: string }>();
    const event = t.provider.pay(sessionId);
    await sendEvent(t.app, event);
    await sendEvent(t.app, event);
    expect(await t.database.db.select().from(giftCards).where(eq(giftCards.orderId, uuid))).toHaveLength(1);
    expect(await codeMailedTo(email)).toMatch(giftCardCodePattern);
  });
});
