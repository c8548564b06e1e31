import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placedCart } from '../../test/cart-setup';
import { chooseShopMail, mailsTo, shopMember } from '../../test/shop-mail-setup';
import { openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();

/** The day of the checks below (a Wednesday), on the test shops' clock (UTC); they open at 09:00. */
const day = '2031-05-14';
const at = (time: string, date = day) => new Date(`${date}T${time}:00Z`);

type Shop = Awaited<ReturnType<typeof openShop>>;

/** A placed web order moved to `date` with `status`. */
async function orderOn(shop: Shop, status: string, date = day) {
  const order = await placedCart(t.app, shop, { time_slot: '13:00-17:00' });
  await t.database.db.execute(
    sql`update orders set delivery_date = ${date}, order_status = ${status} where id = ${order.uuid}`,
  );
  return order;
}

describe('the morning summary to the shop', () => {
  it('goes once a day at opening time, in each reader’s language, with the day’s counts and what is not ready', async () => {
    const shop = await openShop(t.app);
    const manager = await shopMember(t.app, t.database.db, shop.business.id, 'manager');
    const florist = await shopMember(t.app, t.database.db, shop.business.id, 'florist');
    await chooseShopMail(t.app, shop, { morning_summary: true, language: 'en' });
    await chooseShopMail(t.app, manager, { morning_summary: true, language: 'de' });
    const pending = await orderOn(shop, 'pending');
    const ready = await orderOn(shop, 'ready');
    await orderOn(shop, 'done');
    await orderOn(shop, 'pending', '2031-05-15');

    await t.app.mail.check(at('08:59'));
    expect(await mailsTo(t.database.db, shop.email)).toEqual([]);

    await t.app.mail.check(at('09:00'));
    const [english] = await mailsTo(t.database.db, shop.email);
    expect(english?.subject).toMatch(/: your day, Wednesday 14 May$/);
    for (const line of [
      'Orders today: 3. To deliver: 2. To pick up: 0.',
      'Still to make: 1. Ready, not yet handed over: 1. Done: 1.',
      'Not ready yet:',
      `, 13:00–17:00, delivery: Rose bouquet, Charles Babbage [[petal-origin]]/intern/orders/${pending.uuid}`,
      '/intern/today',
    ]) {
      expect(english?.text).toContain(line);
    }
    expect(english?.text).not.toContain(ready.uuid);
    const [german] = await mailsTo(t.database.db, manager.email);
    expect(german?.subject).toMatch(/: Ihr Tag, Mittwoch, 14\. Mai$/);
    expect(german?.text).toContain('Bestellungen heute: 3. Zu liefern: 2. Zur Abholung: 0.');
    expect(await mailsTo(t.database.db, florist.email)).toEqual([]);

    // Later polls of the same day send nothing more; the next day's opening sends the next one.
    await t.app.mail.check(at('09:05'));
    await t.app.mail.check(at('11:00'));
    expect(await mailsTo(t.database.db, shop.email)).toHaveLength(1);
    await t.app.mail.check(at('09:01', '2031-05-15'));
    const mails = await mailsTo(t.database.db, shop.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('Orders today: 1.');
  });

  it('goes to no one who stopped being an active manager, and not long after opening', async () => {
    const shop = await openShop(t.app);
    const manager = await shopMember(t.app, t.database.db, shop.business.id, 'manager');
    await chooseShopMail(t.app, manager, { morning_summary: true });
    await chooseShopMail(t.app, shop, { morning_summary: true });
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/users/florists/${manager.id}/deactivate`,
      headers: shop.headers,
    });
    expect(off.statusCode).toBe(200);

    // Three hours after opening a server that was down sends no morning summary in the afternoon.
    await t.app.mail.check(at('12:00', '2031-06-02'));
    expect(await mailsTo(t.database.db, shop.email)).toEqual([]);
    await t.app.mail.check(at('11:59', '2031-06-03'));
    const [late] = await mailsTo(t.database.db, shop.email);
    expect(late?.text).toContain('No orders are due today.');
    expect(await mailsTo(t.database.db, manager.email)).toEqual([]);
  });
});
