import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, occasionReminders, orders } from '../../db/schema';
import { addStaff, bearer } from '../../test/fixtures';
import { openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';
import {
  customerOf,
  doneOrder,
  newPerson,
  openOrder,
  placesHolding,
  requestShop,
} from './data-request-setup';

const t = setupTestApp();

/**
 * Where a person's details may stay after their erasure, and why: the invoices as issued, which
 * the law keeps for ten years (docs/decisions/061). Nothing else.
 */
const KEPT_BY_LAW = ['invoices.snapshot'];

const erase = (id: string, headers: Record<string, string>, name: string) =>
  t.app.inject({ method: 'POST', url: `/api/customers/${id}/erase`, headers, payload: { name } });

describe('erasing a customer', () => {
  it('leaves their e-mail, phone and name nowhere but in the invoices, and other customers as they were', async () => {
    const shop = await requestShop(t.app);
    const ada = newPerson('Ada');
    const grace = newPerson('Grace');
    const first = await doneOrder(t.app, shop, ada);
    await doneOrder(t.app, shop, ada);
    await doneOrder(t.app, shop, grace);
    const customer = await customerOf(t.database.db, ada);
    // Ada asked to be reminded of the occasion next year: the reminder names her order's recipient.
    const remind = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${first.uuid}/reminder`,
      payload: { remind: true, occasion: 'birthday' },
    });
    expect(remind.statusCode, remind.body).toBe(200);
    // The shop's note keeps its words in the trail (order.note): here they name the recipient.
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${first.uuid}/note`,
      headers: shop.headers,
      payload: { note: `Ring ${ada.recipient_name} twice` },
    });
    expect(note.statusCode).toBe(200);
    // A mail file the development transport wrote for them (lib/mail.ts names it after the recipient).
    const mailDir = path.join(t.config.dataDir, 'mail');
    fs.mkdirSync(mailDir, { recursive: true });
    const mailFile = path.join(mailDir, `2026-01-01_${ada.sender_email}_Your-order_abc.eml`);
    fs.writeFileSync(mailFile, `To: ${ada.sender_email}\n\nThank you`);
    const adaNeedles = [
      ada.sender_name,
      ada.sender_email,
      ada.sender_phone,
      customer.phone,
      ada.recipient_name,
      ada.recipient_phone,
      ada.delivery_address,
      ada.card_message,
    ];
    const before = await placesHolding(t.database.db, adaNeedles);
    expect(before).toEqual(
      expect.arrayContaining([
        'customers.email',
        'orders.sender_email',
        'mail_outbox.recipient',
        'invoices.snapshot',
      ]),
    );
    expect(before).toEqual(expect.arrayContaining(['audit_events.changes']));

    const answer = await erase(customer.id, shop.headers, customer.name.toUpperCase());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ customer_id: customer.id, orders: 2, photos: 4, reminders: 1 });
    expect(
      await t.database.db.select().from(occasionReminders).where(eq(occasionReminders.orderId, first.uuid)),
    ).toEqual([]);
    expect(answer.json().mails).toBeGreaterThan(0);

    expect(await placesHolding(t.database.db, adaNeedles)).toEqual(KEPT_BY_LAW);
    // Grace is untouched, and so is the money of Ada's orders.
    const graceNeedles = [grace.sender_name, grace.sender_email, grace.recipient_name, grace.card_message];
    expect(await placesHolding(t.database.db, graceNeedles)).toEqual(
      expect.arrayContaining([
        'customers.email',
        'customers.name',
        'orders.card_message',
        'orders.recipient_name',
      ]),
    );
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, first.uuid));
    expect(kept).toMatchObject({
      senderName: 'Erased customer',
      total: '45.80',
      receivedTotal: '45.80',
      deliveryZipcode: '10115',
    });
    // The photos are gone from the store, the mail file from the folder.
    for (const url of first.photos) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(fs.existsSync(mailFile)).toBe(false);
    // The list shows the record without a way to reach them.
    const listed = await t.app.inject({ method: 'GET', url: '/api/customers/', headers: shop.headers });
    expect(listed.json().items).toContainEqual(
      expect.objectContaining({ id: customer.id, name: 'Erased customer', email: null, phone: null }),
    );
    // The erasure is in the trail, counted, without what was erased.
    const [entry] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, customer.id), eq(auditEvents.action, 'customer.erased')));
    expect(entry?.changes).toEqual({
      orders: { to: 2 },
      mails: { to: answer.json().mails },
      audit_entries: { to: answer.json().audit_entries },
      gift_cards: { to: 0 },
      photos: { to: 4 },
      reminders: { to: 1 },
    });
  });

  it('is refused while one of their orders is open, and changes nothing', async () => {
    const shop = await requestShop(t.app);
    const ada = newPerson('Ada');
    await doneOrder(t.app, shop, ada);
    const open = await openOrder(t.app, shop, ada);
    const customer = await customerOf(t.database.db, ada);
    const answer = await erase(customer.id, shop.headers, customer.name);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'CONFLICT', details: { orders: [open.number] } });
    expect(answer.json().message).toContain(`#${open.number}`);
    expect(await customerOf(t.database.db, ada)).toEqual(customer);
  });

  it('asks for the customer’s name, is the owner’s alone, and finds no other shop’s customer', async () => {
    const shop = await requestShop(t.app);
    const ada = newPerson('Ada');
    await doneOrder(t.app, shop, ada);
    const customer = await customerOf(t.database.db, ada);
    const wrongName = await erase(customer.id, shop.headers, 'Somebody Else');
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { name: expect.any(String) },
    });
    for (const role of ['manager', 'florist'] as const) {
      const staff = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role });
      expect((await erase(customer.id, bearer(staff.access), customer.name)).statusCode).toBe(403);
    }
    const other = await openShop(t.app);
    const elsewhere = await erase(customer.id, other.headers, customer.name);
    expect(elsewhere.statusCode).toBe(404);
    expect(await customerOf(t.database.db, ada)).toEqual(customer);
  });
});
