import { SHOP_ORDER_MAILS_PER_DAY } from '@contract/shop-mail';
import { describe, expect, it } from 'vitest';
import { shopMailDays } from '../../db/schema';
import { placedCart } from '../../test/cart-setup';
import { chooseShopMail, mailsTo, shopMember, userIdOf } from '../../test/shop-mail-setup';
import { deliveryDetails, draftOrder, openShop, sellAtCounter } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();

type Shop = Awaited<ReturnType<typeof openShop>>;

/** A shop whose owner asked for web orders in German, a manager in English, and a florist. */
async function shopWithReaders() {
  const shop = await openShop(t.app);
  const manager = await shopMember(t.app, t.database.db, shop.business.id, 'manager');
  const florist = await shopMember(t.app, t.database.db, shop.business.id, 'florist');
  await chooseShopMail(t.app, shop, { new_web_orders: true, language: 'de' });
  await chooseShopMail(t.app, manager, { new_web_orders: true, language: 'en' });
  return { shop, manager, florist };
}

const deactivate = (shop: Shop, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/users/florists/${id}/deactivate`, headers: shop.headers });

describe('each new web order by e-mail to the shop', () => {
  it('goes once to each owner and manager who asked, in their language, with lines, card and link', async () => {
    const { shop, manager, florist } = await shopWithReaders();
    const order = await placedCart(t.app, shop, { card_message: 'Alles Liebe, Oma!' });

    expect(await mailsTo(t.database.db, shop.email)).toEqual([]);
    await t.app.mail.check();
    const [german] = await mailsTo(t.database.db, shop.email);
    expect(german?.subject).toMatch(/^.+: neue Webbestellung #\d+$/);
    const link = `/intern/orders/${order.uuid}`;
    for (const line of [
      'Lieferung am ',
      ', 09:00–12:00 an Charles Babbage, Analytical Way 3, Berlin.',
      'Bestellt von Ada Lovelace.',
      '2 × Rose bouquet (Standard): 80,00\u00a0€',
      '1 × Rose bouquet (Deluxe · Glass vase): 72,50\u00a0€',
      'Lieferung: 5,90\u00a0€',
      'Gesamt: 158,40\u00a0€',
      'Kartentext: „Alles Liebe, Oma!“',
      link,
    ]) {
      expect(german?.text).toContain(line);
    }
    const [english] = await mailsTo(t.database.db, manager.email);
    expect(english?.subject).toMatch(/: new web order #\d+$/);
    for (const line of [
      '2 × Rose bouquet (Standard): €80.00',
      'Delivery: €5.90',
      'Card text: “Alles Liebe, Oma!”',
    ]) {
      expect(english?.text).toContain(line);
    }
    expect(english?.html).toContain(link);
    expect(await mailsTo(t.database.db, florist.email)).toEqual([]);

    // The next check finds it mailed: nothing twice.
    await t.app.mail.check();
    expect(await mailsTo(t.database.db, shop.email)).toHaveLength(1);
    expect(await mailsTo(t.database.db, manager.email)).toHaveLength(1);
  });

  it('is not sent for orders the staff take themselves, nor to anyone who did not ask', async () => {
    const { shop, manager } = await shopWithReaders();
    const draft = await draftOrder(t.app, shop.headers);
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${draft.uuid}`,
      headers: shop.headers,
      payload: deliveryDetails(),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await sellAtCounter(t.app, shop.headers, { price: 25 })).statusCode).toBe(201);
    await t.app.mail.check();
    expect(await mailsTo(t.database.db, shop.email)).toEqual([]);

    // A manager who switched it off again gets no more; the owner still does.
    await chooseShopMail(t.app, manager, { new_web_orders: false });
    await placedCart(t.app, shop);
    await t.app.mail.check();
    expect(await mailsTo(t.database.db, shop.email)).toHaveLength(1);
    expect(await mailsTo(t.database.db, manager.email)).toEqual([]);
  });

  it('stops for a person who is no longer an active manager of the shop', async () => {
    const { shop, manager } = await shopWithReaders();
    expect((await deactivate(shop, manager.id)).statusCode).toBe(200);
    await placedCart(t.app, shop);
    await t.app.mail.check();
    expect(await mailsTo(t.database.db, manager.email)).toEqual([]);
    expect(await mailsTo(t.database.db, shop.email)).toHaveLength(1);
  });

  it(`stops at ${SHOP_ORDER_MAILS_PER_DAY} a person a day, after one mail that says more are coming`, async () => {
    const { shop } = await shopWithReaders();
    const now = new Date();
    // A busy day so far: all but one of the day's order mails already went to the owner.
    await t.database.db.insert(shopMailDays).values({
      userId: await userIdOf(t.database.db, shop.email),
      businessId: shop.business.id,
      day: now.toISOString().slice(0, 10),
      orderMails: SHOP_ORDER_MAILS_PER_DAY - 1,
    });
    for (let i = 0; i < 3; i++) await placedCart(t.app, shop, { time_slot: '13:00-17:00' });
    await t.app.mail.check(now);
    const mails = await mailsTo(t.database.db, shop.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/: neue Webbestellung #\d+$/),
      expect.stringMatching(/: weitere Webbestellungen heute$/),
    ]);
    expect(mails[1]?.text).toContain(`Sie haben heute ${SHOP_ORDER_MAILS_PER_DAY} Webbestellungen`);
    expect(mails[1]?.text).toContain('/intern/orders');
  });
});
