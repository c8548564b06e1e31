import { describe, expect, it } from 'vitest';
import { addStaff, bearer } from '../../test/fixtures';
import { openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';
import { customerOf, doneOrder, newPerson, requestShop } from './data-request-setup';

const t = setupTestApp();

const exportOf = (id: string, headers: Record<string, string>, format?: 'html') =>
  t.app.inject({
    method: 'GET',
    url: `/api/customers/${id}/export${format ? `?format=${format}` : ''}`,
    headers,
  });

describe('a customer’s data on request', () => {
  it('comes as one JSON file: their record, orders with lines, people, payments, invoices, mails and trail', async () => {
    const shop = await requestShop(t.app);
    const ada = newPerson('Ada');
    const grace = newPerson('Grace');
    const order = await doneOrder(t.app, shop, ada);
    const graces = await doneOrder(t.app, shop, grace);
    const customer = await customerOf(t.database.db, ada);
    for (const uuid of [order.uuid, graces.uuid]) {
      const remind = await t.app.inject({
        method: 'PUT',
        url: `/api/orders/${uuid}/reminder`,
        payload: { remind: true, occasion: 'anniversary' },
      });
      expect(remind.statusCode, remind.body).toBe(200);
    }
    const answer = await exportOf(customer.id, shop.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="customer-${customer.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    const data = answer.json();
    expect(data.customer).toMatchObject({ id: customer.id, name: ada.sender_name, email: ada.sender_email });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      number: order.number,
      sender_phone: ada.sender_phone,
      recipient_name: ada.recipient_name,
      recipient_phone: ada.recipient_phone,
      delivery_address: ada.delivery_address,
      card_message: ada.card_message,
      photo_reference: order.photos[0],
      polaroid_photo: order.photos[1],
      lines: [expect.objectContaining({ quantity: 1, total: '39.90' })],
      payments: [expect.objectContaining({ kind: 'payment', method: 'cash', amount_cents: 4580 })],
      invoices: [expect.objectContaining({ kind: 'invoice', total: '45.80' })],
    });
    expect(data.mails.length).toBeGreaterThan(0);
    expect(data.mails.every((m: { to: string }) => m.to === ada.sender_email)).toBe(true);
    expect(data.audit.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(['order.submitted', 'order.paid']),
    );
    expect(data.truncated).toEqual({ orders: false, gift_cards: false, mails: false, audit: false });
    // Their occasion reminder, and not the other customer's.
    expect(data.reminders).toEqual([
      expect.objectContaining({ order_id: order.uuid, occasion: 'anniversary', active: true }),
    ]);
    // Nothing of the other customer.
    expect(answer.body).not.toContain(grace.sender_email);
    expect(answer.body).not.toContain(grace.recipient_name);
  });

  it('comes as a printable page in the shop’s language, every value escaped', async () => {
    const shop = await requestShop(t.app, { language: 'de' });
    const ada = { ...newPerson('Ada'), card_message: 'Für <Oma> & Opa' };
    await doneOrder(t.app, shop, ada);
    const customer = await customerOf(t.database.db, ada);
    const answer = await exportOf(customer.id, shop.headers, 'html');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['content-disposition']).toMatch(/filename="customer-.+\.html"$/);
    expect(answer.body).toContain('<html lang="de">');
    expect(answer.body).toContain('Bestellungen');
    expect(answer.body).toContain(ada.recipient_name);
    expect(answer.body).toContain('Für &#60;Oma&#62; &#38; Opa');
    expect(answer.body).not.toContain('<Oma>');
  });

  it('is for owners and managers of the shop only', async () => {
    const shop = await requestShop(t.app);
    const ada = newPerson('Ada');
    await doneOrder(t.app, shop, ada);
    const customer = await customerOf(t.database.db, ada);
    const manager = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'manager' });
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    expect((await exportOf(customer.id, bearer(manager.access))).statusCode).toBe(200);
    expect((await exportOf(customer.id, bearer(florist.access))).statusCode).toBe(403);
    const other = await openShop(t.app);
    const elsewhere = await exportOf(customer.id, other.headers, 'html');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain(ada.sender_email);
  });
});
