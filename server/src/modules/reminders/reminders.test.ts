import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { addStaff, bearer, signUpOwner } from '../../test/fixtures';
import { createProduct, jpegOf } from '../../test/product-setup';
import { daysFromNow, deliveryDetails, draftOrder, openShop } from '../../test/shop-setup';
import { setupMailTestApp } from '../../test/smtp';
import { uniqueIp } from '../../test/test-app';

const t = setupMailTestApp();

type Shop = Awaited<ReturnType<typeof openShop>>;

/** A placed order for delivery on `day`, by a customer at a fresh address of this file's domain. */
async function placedOrder(shop: Shop, extra: Record<string, unknown> = {}) {
  const email = t.email('ada');
  const order = await draftOrder(t.app, shop.headers);
  const placed = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order.uuid}`,
    remoteAddress: uniqueIp(),
    payload: deliveryDetails({ sender_email: email, delivery_date: daysFromNow(2), ...extra }),
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return { uuid: order.uuid, email, day: daysFromNow(2) };
}

const remind = (uuid: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/orders/${uuid}/reminder`, remoteAddress: uniqueIp(), payload });

/** 10:00 UTC a week before the order's day, `years` later (the test shops keep UTC). */
function weekBefore(day: string, years: number) {
  const next = new Date(`${Number(day.slice(0, 4)) + years}${day.slice(4)}T10:00:00Z`);
  return new Date(next.getTime() - 7 * 86_400_000);
}

/** A header's value as the mail carried it (the parser folds List-* headers into one object). */
const headerOf = (mail: ParsedMail | undefined, name: string) =>
  mail?.headerLines.find((header) => header.key === name)?.line.replace(/^[^:]+:\s*/, '') ?? null;

/** The reminder mails to an address (the order's own mails carry no unsubscribe header). */
const remindersTo = (email: string) =>
  t.smtp.to(email).filter((mail) => headerOf(mail, 'list-unsubscribe') !== null);

/** The mail's link to the storefront, and its token. */
function orderLinkIn(text: string) {
  const match = /(https?:\/\/\S+\/store)\?reminder=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no order link in: ${text}`);
  return { url: match[1], token: match[2] };
}

describe('occasion reminders', () => {
  it('send one e-mail a week before the day next year, once, with a link that fills in the recipient', async () => {
    const shop = await openShop(t.app);
    await createProduct(
      t.app,
      shop.headers,
      { name: 'Birthday roses', price: '39.00', occasions: ['birthday'] },
      [await jpegOf(200)],
    );
    await createProduct(t.app, shop.headers, {
      name: 'Lilies of sorrow',
      price: '55.00',
      occasions: ['sympathy'],
    });
    const order = await placedOrder(shop);

    const before = await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}/reminder` });
    expect(before.json()).toEqual({ available: true, active: false, occasion: null, next_mail_on: null });
    const ticked = await remind(order.uuid, { remind: true, occasion: 'birthday' });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json()).toMatchObject({ active: true, occasion: 'birthday' });
    expect(ticked.json().next_mail_on).toBe(weekBefore(order.day, 1).toISOString().slice(0, 10));

    // Nothing this year, nor the day before the week starts.
    expect(await t.app.reminders.checkDue(new Date(), { businessId: shop.business.id })).toBe(0);
    expect(
      await t.app.reminders.checkDue(new Date(weekBefore(order.day, 1).getTime() - 86_400_000), {
        businessId: shop.business.id,
      }),
    ).toBe(0);

    const due = weekBefore(order.day, 1);
    expect(await t.app.reminders.checkDue(due, { businessId: shop.business.id })).toBe(1);
    await t.app.mail.flush();
    // A second look (another poll, another day of the week) finds it made.
    expect(await t.app.reminders.checkDue(due, { businessId: shop.business.id })).toBe(0);
    expect(
      await t.app.reminders.checkDue(new Date(due.getTime() + 3 * 86_400_000), {
        businessId: shop.business.id,
      }),
    ).toBe(0);
    await t.app.mail.flush();
    // The order's own mails carry no unsubscribe header: they are no marketing.
    expect(
      t.smtp.to(order.email).filter((m) => headerOf(m, 'list-unsubscribe') === null).length,
    ).toBeGreaterThan(0);
    const mails = remindersTo(order.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toContain('is coming up');
    expect(mail?.text).toContain('Charles Babbage');
    // The shop's bouquet for the occasion leads, with its price and photo.
    expect(mail?.text).toMatch(/Birthday roses \(€39\.00\)/);
    expect(mail?.html).toMatch(/<img src="[^"]+\/uploads\/[^"]+-thumb\.webp"/);
    const unsubscribeHeader = String(headerOf(mail, 'list-unsubscribe'));
    expect(unsubscribeHeader).toMatch(
      new RegExp(`^<https?://\\S+/${shop.business.url}/unsubscribe/[A-Za-z0-9_-]{43}>$`),
    );
    expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The link starts a new order on the storefront; the storefront's question names the recipient.
    const link = orderLinkIn(mail?.text ?? '');
    expect(new URL(link.url).pathname).toBe(`/${shop.business.url}/store`);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/storefront/${shop.business.url}/reminder`,
      remoteAddress: uniqueIp(),
      payload: { token: link.token },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({
      occasion: 'birthday',
      method: 'delivery',
      recipient_name: 'Charles Babbage',
      recipient_phone: '+49 30 555 0102',
      delivery_address: 'Analytical Way 3',
      delivery_unit: null,
      delivery_city: 'Berlin',
      delivery_zipcode: '10115',
    });
    // The token of one shop's mail names nothing at another shop, and a made-up one nothing at all.
    const other = await signUpOwner(t.app);
    for (const [url, token] of [
      [other.business.url, link.token],
      [shop.business.url, `${link.token.slice(0, 42)}${link.token.endsWith('A') ? 'B' : 'A'}`],
    ]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/storefront/${url}/reminder`,
        remoteAddress: uniqueIp(),
        payload: { token },
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('Babbage');
    }

    // The next year, again one.
    expect(await t.app.reminders.checkDue(weekBefore(order.day, 2), { businessId: shop.business.id })).toBe(
      1,
    );
    await t.app.mail.flush();
    expect(remindersTo(order.email)).toHaveLength(2);
  });

  it('unsubscribe in one POST to the List-Unsubscribe address, and no reminder goes after it', async () => {
    const shop = await openShop(t.app);
    const order = await placedOrder(shop, { language: 'de' });
    await remind(order.uuid, { remind: true, occasion: 'anniversary' });
    expect(await t.app.reminders.checkDue(weekBefore(order.day, 1), { businessId: shop.business.id })).toBe(
      1,
    );
    await t.app.mail.flush();
    const [mail] = remindersTo(order.email);
    // In the order's language.
    expect(mail?.text).toContain('Abmelden');
    const address = new URL(/^<(.+)>$/.exec(String(headerOf(mail, 'list-unsubscribe')))?.[1] ?? '');

    // A mail program's GET shows the page and changes nothing.
    const shown = await t.app.inject({ method: 'GET', url: address.pathname, remoteAddress: uniqueIp() });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('text/html');
    expect(shown.body).toContain('<html lang="de">');
    expect(shown.body).toContain('<form method="post">');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}/reminder` })).json().active,
    ).toBe(true);

    // RFC 8058: one POST, no confirmation; again is the same.
    for (let i = 0; i < 2; i++) {
      const done = await t.app.inject({
        method: 'POST',
        url: address.pathname,
        remoteAddress: uniqueIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.body).toContain('role="status"');
    }
    const state = await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}/reminder` });
    expect(state.json()).toMatchObject({ active: false, occasion: 'anniversary', next_mail_on: null });
    expect(await t.app.reminders.checkDue(weekBefore(order.day, 2), { businessId: shop.business.id })).toBe(
      0,
    );
    // The mail's order link hands out nothing once unsubscribed.
    const link = orderLinkIn(mail?.text ?? '');
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/storefront/${shop.business.url}/reminder`,
      remoteAddress: uniqueIp(),
      payload: { token: link.token },
    });
    expect(asked.statusCode).toBe(404);
    // A multipart POST (the RFC's other form) unsubscribes too; an unknown link is a page that says so.
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/${shop.business.url}/unsubscribe/${'x'.repeat(43)}`,
      remoteAddress: uniqueIp(),
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
  });

  it('are not offered before the order is placed, and unticking switches them off', async () => {
    const shop = await openShop(t.app);
    const draft = await draftOrder(t.app, shop.headers);
    const state = await t.app.inject({ method: 'GET', url: `/api/orders/${draft.uuid}/reminder` });
    expect(state.json().available).toBe(false);
    const refused = await remind(draft.uuid, { remind: true, occasion: 'birthday' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONFLICT');
    const bad = await remind(draft.uuid, { remind: true, occasion: 'halloween' });
    expect(bad.statusCode).toBe(400);

    const order = await placedOrder(shop);
    await remind(order.uuid, { remind: true, occasion: 'birthday' });
    const off = await remind(order.uuid, { remind: false });
    expect(off.json()).toMatchObject({ active: false });
    expect(await t.app.reminders.checkDue(weekBefore(order.day, 1), { businessId: shop.business.id })).toBe(
      0,
    );
  });

  it('staff see a customer’s reminders and switch them off; florists and other shops may not', async () => {
    const shop = await openShop(t.app);
    const order = await placedOrder(shop);
    await remind(order.uuid, { remind: true, occasion: 'birthday' });
    const [{ id: customerId }] = (
      await t.database.db.execute<{ id: string }>(
        sql`select customer_id as id from orders where id = ${order.uuid}`,
      )
    ).rows as [{ id: string }];
    const url = `/api/customers/${customerId}/reminders`;
    const listed = await t.app.inject({ method: 'GET', url, headers: shop.headers });
    expect(listed.statusCode, listed.body).toBe(200);
    const [item] = listed.json().items;
    expect(item).toMatchObject({
      order_id: order.uuid,
      occasion: 'birthday',
      occasion_date: order.day,
      active: true,
    });

    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const manager = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'manager' });
    const stranger = await openShop(t.app);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(florist.access) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(404);
    const theirs = `${url}/${item.id}`;
    for (const [headers, status] of [
      [bearer(florist.access), 403],
      [stranger.headers, 404],
    ] as const) {
      const refused = await t.app.inject({
        method: 'PATCH',
        url: theirs,
        headers,
        payload: { active: false },
      });
      expect(refused.statusCode).toBe(status);
    }
    // Switching on is the customer's choice alone.
    const on = await t.app.inject({
      method: 'PATCH',
      url: theirs,
      headers: shop.headers,
      payload: { active: true },
    });
    expect(on.statusCode).toBe(400);
    const off = await t.app.inject({
      method: 'PATCH',
      url: theirs,
      headers: bearer(manager.access),
      payload: { active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ active: false, stopped_by: 'staff' });
    expect(await t.app.reminders.checkDue(weekBefore(order.day, 1), { businessId: shop.business.id })).toBe(
      0,
    );
  });
});
