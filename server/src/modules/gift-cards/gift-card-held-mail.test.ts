import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCards, mailOutbox } from '../../db/schema';
import { createProduct } from '../../test/product-setup';
import { daysFromNow, openShop } from '../../test/shop-setup';
import { uniqueIp } from '../../test/test-app';
import { hashGiftCardCode } from './gift-card-codes';
import { setupHeldMailTest } from './held-mail-setup';

/*
 * A gift card e-mailed on a later day (docs/decisions/053): no code waits for that day anywhere,
 * and a card voided before it is not e-mailed on it, unless its value is given back.
 */

const { t, sendDueBy, cardMails } = setupHeldMailTest();
type Shop = Awaited<ReturnType<typeof openShop>>;

/** A code as printed: four groups of four. */
const PRINTED_CODE = /[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/;

const staffPost = (shop: Shop, uuid: string, action: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${uuid}/${action}`, headers: shop.headers, payload });

const payCash = (shop: Shop, uuid: string) => staffPost(shop, uuid, 'paid', { payment_method: 'cash' });

/** A paid order of one card of 25, for a recipient, to be e-mailed in three days at 08:00 UTC. */
async function heldCard(language = 'en') {
  const shop = await openShop(t.app);
  const product = await createProduct(t.app, shop.headers, {
    name: 'Gift card',
    price: '25',
    kind: 'gift_card',
  });
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/storefront/${shop.business.url}/order`,
    remoteAddress: uniqueIp(),
    payload: { delivery_type: 'delivery', items: [{ product_id: product.id }] },
  });
  expect(started.statusCode, started.body).toBe(201);
  const uuid = started.json<{ uuid: string }>().uuid;
  const recipient = t.email('recipient');
  const buyer = t.email('buyer');
  const placed = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}`,
    remoteAddress: uniqueIp(),
    payload: {
      sender_name: 'Ada',
      sender_email: buyer,
      gift_recipient_email: recipient,
      gift_send_on: daysFromNow(3),
      language,
    },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const paid = await payCash(shop, uuid);
  expect(paid.statusCode, paid.body).toBe(200);
  const sendAt = new Date(`${daysFromNow(3)}T08:00:00Z`);
  return { shop, uuid, recipient, buyer, sendAt };
}

const cardOf = async (orderId: string) => {
  const [card] = await t.database.db.select().from(giftCards).where(eq(giftCards.orderId, orderId));
  if (!card) throw new Error('no card issued');
  return card;
};

describe('a gift card held for its send day', () => {
  it('keeps no code until the day: it is drawn when the mail goes, the same in both mails', async () => {
    const { uuid, recipient, buyer, sendAt } = await heldCard();
    const before = await cardOf(uuid);
    expect(before.codeHash).toBeNull();
    const waiting = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.recipient, [recipient, buyer]), like(mailOutbox.subject, '%gift card%')));
    expect(waiting).toHaveLength(2);
    for (const mail of waiting) {
      expect(mail.text).not.toMatch(PRINTED_CODE);
      expect(mail.html).not.toMatch(PRINTED_CODE);
    }

    await sendDueBy(sendAt);
    const code = PRINTED_CODE.exec(cardMails(recipient)[0]?.text ?? '')?.[0];
    expect(code).toBeDefined();
    expect(cardMails(buyer)[0]?.text).toContain(`Gift card code: ${code}`);
    const after = await cardOf(uuid);
    // The code is the card's: its hash finds it, and its last four are those staff saw all along.
    expect(after.codeHash).toBe(hashGiftCardCode(code?.replaceAll('-', '') ?? ''));
    expect(code?.endsWith(before.codeLast4)).toBe(true);
  });

  it.each([
    ['refunded', 'refunds', { amount: 25, reason: 'Changed their mind' }],
    ['payment undone', 'unpaid', { reason: 'Recorded by mistake' }],
  ])('is not e-mailed on its day when its order was %s before it', async (_, action, payload) => {
    const { shop, uuid, recipient, buyer, sendAt } = await heldCard();
    const voided = await staffPost(shop, uuid, action, payload);
    expect(voided.statusCode, voided.body).toBeLessThan(300);
    expect((await cardOf(uuid)).balance).toBe('0.00');

    await sendDueBy(new Date(sendAt.getTime() + 60_000));
    expect(cardMails(recipient)).toHaveLength(0);
    expect(cardMails(buyer)).toHaveLength(0);
    // No code was ever drawn for it.
    expect((await cardOf(uuid)).codeHash).toBeNull();
  });

  it('keeps its day when its payment is undone and taken again before it', async () => {
    const { shop, uuid, recipient, sendAt } = await heldCard();
    expect((await staffPost(shop, uuid, 'unpaid', { reason: 'Wrong order' })).statusCode).toBe(200);
    expect((await payCash(shop, uuid)).statusCode).toBe(200);
    expect((await cardOf(uuid)).balance).toBe('25.00');

    await sendDueBy(new Date(sendAt.getTime() - 60_000));
    expect(cardMails(recipient)).toHaveLength(0);
    await sendDueBy(sendAt);
    expect(cardMails(recipient)).toHaveLength(1);
  });

  it('goes out at once when it is paid again after the day it was withheld on', async () => {
    const { shop, uuid, recipient, buyer, sendAt } = await heldCard();
    expect((await staffPost(shop, uuid, 'unpaid', { reason: 'Wrong order' })).statusCode).toBe(200);
    const dayAfter = new Date(sendAt.getTime() + 24 * 3600_000);
    await sendDueBy(dayAfter);
    expect(cardMails(recipient)).toHaveLength(0);

    expect((await payCash(shop, uuid)).statusCode).toBe(200);
    await sendDueBy(dayAfter);
    expect(cardMails(recipient)).toHaveLength(1);
    expect(cardMails(buyer)).toHaveLength(1);
    expect(cardMails(recipient)[0]?.text).toMatch(PRINTED_CODE);
  });
});

describe('a gift card partly refunded before its send day', () => {
  it('is e-mailed on its day naming what it holds then, not what it was issued for', async () => {
    const { shop, uuid, recipient, buyer, sendAt } = await heldCard();
    const refunded = await staffPost(shop, uuid, 'refunds', { amount: 10, reason: 'Gave 10 back' });
    expect(refunded.statusCode, refunded.body).toBeLessThan(300);
    expect((await cardOf(uuid)).balance).toBe('15.00');

    await sendDueBy(sendAt);
    for (const mail of [...cardMails(recipient), ...cardMails(buyer)]) {
      expect(mail.subject).toContain('€15.00');
      expect(mail.text).toContain('A gift card of €15.00');
      expect(mail.html).toContain('€15.00');
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain('€25.00');
        expect(part).not.toContain('[[');
      }
    }
    expect(cardMails(recipient)).toHaveLength(1);
    expect(cardMails(buyer)).toHaveLength(1);
  });

  it('writes what it holds the way the order’s language writes money', async () => {
    const { shop, uuid, recipient, sendAt } = await heldCard('de');
    await staffPost(shop, uuid, 'refunds', { amount: 10, reason: 'Teilweise erstattet' });
    await sendDueBy(sendAt);
    const [mail] = t.smtp.to(recipient).filter((sent) => /Gutschein/.test(sent.subject ?? ''));
    expect(mail?.subject).toMatch(/Ihr Gutschein über 15,00\s€$/);
    expect(mail?.text).toMatch(/Ein Gutschein über 15,00\s€/);
  });
});
