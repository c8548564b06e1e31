import { describe, expect, it } from 'vitest';
import { setupMailTestApp } from '../../test/smtp';
import { staffCall } from '../../test/staff-call';
import { customerOrder, invoiceShop, markPaid, pdfText, thisYear } from './invoice-test-shop';

const t = setupMailTestApp();

describe('invoices by e-mail', () => {
  it('send the customer the invoice as a PDF when the order is paid, and the credit note when money goes back', async () => {
    const shop = await invoiceShop(t.app, { language: 'de' });
    const email = t.email('customer');
    const order = await customerOrder(t.app, shop, { details: { sender_email: email } });
    await markPaid(t.app, shop, order.uuid);
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/refunds`,
      headers: shop.headers,
      payload: { amount: 5, reason: 'Zu spät' },
    });
    await t.app.mail.flush();
    // Sent side by side: in either order.
    const mails = t.smtp
      .to(email)
      .filter((m) => m.attachments.length > 0)
      .sort((a, b) => (a.subject ?? '').length - (b.subject ?? '').length);
    expect(mails.map((m) => m.subject)).toEqual([
      `Fern & Foxglove: Ihre Rechnung zur Bestellung #${order.number}`,
      `Fern & Foxglove: Ihre Rechnungskorrektur zur Bestellung #${order.number}`,
    ]);
    const [invoice, credit] = mails.map((m) => m.attachments[0]);
    expect(invoice).toMatchObject({
      filename: `invoice-${thisYear()}-000001.pdf`,
      contentType: 'application/pdf',
    });
    expect(await pdfText(invoice?.content as Buffer)).toContain(`Rechnung ${thisYear()}-000001`);
    expect(credit?.filename).toBe(`credit-note-${thisYear()}-000002.pdf`);
    expect((await pdfText(credit?.content as Buffer)).replace(/\s+/g, '')).toContain(
      `RechnungskorrekturzurRechnung${thisYear()}-000001`,
    );
    expect(mails[0]?.text).toContain('Rechnung finden Sie als PDF im Anhang');
    // Queued inside the payment, which knows no public address: the outbox writes it in (ADR 059).
    for (const mail of mails) {
      expect(mail.text).toContain(`Impressum: ${t.config.publicUrl}/${shop.business.url}/imprint?lang=de`);
      expect(mail.html).toContain(`href="${t.config.publicUrl}/${shop.business.url}/privacy?lang=de"`);
    }
  });

  it('sends nothing to an order without an address, and still issues its invoice', async () => {
    const shop = await invoiceShop(t.app);
    // A walk-in who left no address, paid at the counter.
    const walkIn = {
      origin: 'counter',
      method: 'pickup',
      pickup_now: true,
      price: 20,
      customer_name: 'Walk-in',
      paid_with: 'cash',
    };
    const sale = await staffCall(t.app, shop, 'POST', '/api/orders/counter', walkIn);
    expect(sale.status).toBe(201);
    const order = sale.body;
    const before = t.smtp.messages.length;
    await t.app.mail.flush();
    expect(t.smtp.messages.length).toBe(before);
    const documents = await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}/invoices` });
    expect(documents.json().count).toBe(1);
  });
});
