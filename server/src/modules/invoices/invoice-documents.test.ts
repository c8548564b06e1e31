import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addStaff, bearer, signUpOwner } from '../../test/fixtures';
import { daysFromNow } from '../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../test/test-app';
import { customerOrder, invoiceShop, markPaid, pdfText, thisYear } from './invoice-test-shop';

const t = setupTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: uniqueIp() });

const today = () => new Date().toISOString().slice(0, 10);

/** PDF text has its words spaced as drawn; compare without the spaces. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

describe('invoice and credit note PDFs', () => {
  it('print the number, both rates, the seller’s VAT ID and the lines, for the customer by the order’s uuid', async () => {
    const shop = await invoiceShop(t.app);
    const order = await customerOrder(t.app, shop);
    await markPaid(t.app, shop, order.uuid);
    const response = await get(`/api/orders/${order.uuid}/invoice.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${thisYear()}-000001.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    const flat = squeezed(text);
    expect(text).toContain(`Invoice ${thisYear()}-000001`);
    expect(text).toContain('Blumen Lindner GmbH');
    expect(flat).toContain('VATID:DE123456789');
    expect(flat).toContain('Taxnumber:30/123/45678');
    expect(flat).toContain('7%');
    expect(flat).toContain('19%');
    // 39.90 with 7 % in it: 2.61; delivery 5.90 with 19 % in it: 0.94; 45.80 in all.
    expect(flat).toContain('€2.61');
    expect(flat).toContain('€0.94');
    expect(flat).toContain('€45.80');
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Charles Babbage');
    expect(flat).toContain('Amtsgericht');
    expect(flat).toMatch(/Paidbycash/);
  });

  it('name a card paid at the counter as every other paper does: card in the shop', async () => {
    const shop = await invoiceShop(t.app);
    const order = await customerOrder(t.app, shop);
    await markPaid(t.app, shop, order.uuid, 'card');
    const invoice = squeezed(await pdfText((await get(`/api/orders/${order.uuid}/invoice.pdf`)).rawPayload));
    expect(invoice).toMatch(/Paidbycardintheshopon/);
  });

  it('are German for a German order, money and dates as German writes them', async () => {
    const shop = await invoiceShop(t.app, { language: 'de' });
    const date = daysFromNow(3);
    const order = await customerOrder(t.app, shop, { details: { delivery_date: date } });
    await markPaid(t.app, shop, order.uuid, 'card');
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/refunds`,
      headers: shop.headers,
      payload: { amount: 5, reason: 'Eine Rose fehlte' },
    });
    const invoice = await pdfText((await get(`/api/orders/${order.uuid}/invoice.pdf`)).rawPayload);
    const flat = squeezed(invoice);
    expect(invoice).toContain(`Rechnung ${thisYear()}-000001`);
    // "3. März 2031": the day, the month's German name, the year.
    const german = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' });
    expect(german.format(new Date(`${date}T00:00:00Z`))).toMatch(/^\d+\. \p{L}+ \d{4}$/u);
    expect(flat).toContain(`Lieferdatum:${squeezed(german.format(new Date(`${date}T00:00:00Z`)))}`);
    expect(flat).toContain('USt-IdNr.:DE123456789');
    expect(flat).toContain('MwSt.');
    expect(flat).toContain('45,80€');
    expect(flat).toContain('BezahltperKarteimGeschäft');
    const documents = (await get(`/api/orders/${order.uuid}/invoices`)).json().items;
    const note = documents.find((d: { kind: string }) => d.kind === 'credit_note');
    const pdf = await get(`/api/orders/${order.uuid}/invoices/${note.id}/pdf`);
    expect(pdf.headers['content-disposition']).toContain(`credit-note-${thisYear()}-000002.pdf`);
    const credit = squeezed(await pdfText(pdf.rawPayload));
    expect(credit).toContain(`RechnungskorrekturzurRechnung${thisYear()}-000001`);
    expect(credit).toContain('Grund:EineRosefehlte');
    expect(credit).toContain('-5,00€');
  });

  it('answer 404 to a uuid of no order, and to an order not paid yet', async () => {
    const shop = await invoiceShop(t.app);
    const order = await customerOrder(t.app, shop);
    expect((await get(`/api/orders/${crypto.randomUUID()}/invoice.pdf`)).statusCode).toBe(404);
    expect((await get(`/api/orders/${crypto.randomUUID()}/invoices`)).statusCode).toBe(404);
    expect((await get(`/api/orders/${order.uuid}/invoice.pdf`)).statusCode).toBe(404);
    expect((await get(`/api/orders/${order.uuid}/invoices`)).json()).toEqual({ items: [], count: 0 });
  });

  it('give another order’s document to nobody through this order’s link', async () => {
    const shop = await invoiceShop(t.app);
    const mine = await customerOrder(t.app, shop);
    const theirs = await customerOrder(t.app, shop);
    await markPaid(t.app, shop, mine.uuid);
    await markPaid(t.app, shop, theirs.uuid);
    const [their] = (await get(`/api/orders/${theirs.uuid}/invoices`)).json().items;
    expect((await get(`/api/orders/${mine.uuid}/invoices/${their.id}/pdf`)).statusCode).toBe(404);
    expect((await get(`/api/orders/${theirs.uuid}/invoices/${their.id}/pdf`)).statusCode).toBe(200);
  });

  it('list the shop’s documents for owner and manager, never a florist, never another shop', async () => {
    const shop = await invoiceShop(t.app);
    const order = await customerOrder(t.app, shop);
    await markPaid(t.app, shop, order.uuid);
    const url = `/api/invoices?from=${today()}&to=${today()}`;
    const listed = (await get(url, shop.headers)).json();
    expect(listed.items).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        number: `${thisYear()}-000001`,
        order_uuid: order.uuid,
        customer: 'Ada Lovelace',
        total: 45.8,
        net_total: 42.25,
        tax_total: 3.55,
        invoice_number: null,
      }),
    ]);
    const id = listed.items[0].id;
    const manager = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'manager' });
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    expect((await get(url, bearer(manager.access))).json().count).toBe(1);
    const pdf = await get(`/api/invoices/${id}/pdf`, bearer(manager.access));
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain(`${thisYear()}-000001`);
    expect((await get(url, bearer(florist.access))).statusCode).toBe(403);
    expect((await get(`/api/invoices/${id}/pdf`, bearer(florist.access))).statusCode).toBe(403);
    const other = await signUpOwner(t.app);
    expect((await get(url, bearer(other.access))).json()).toEqual({ items: [], count: 0 });
    const foreign = await get(`/api/invoices/${id}/pdf`, bearer(other.access));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
  });

  it('refuse a range that ends before it starts, or spans more than a year', async () => {
    const shop = await invoiceShop(t.app);
    const backwards = await get('/api/invoices?from=2030-02-01&to=2030-01-01', shop.headers);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details.to).toBeTruthy();
    expect((await get('/api/invoices?from=2030-01-01&to=2031-06-01', shop.headers)).statusCode).toBe(400);
  });
});
