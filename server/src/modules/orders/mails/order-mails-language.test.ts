import { describe, expect, it } from 'vitest';
import { daysFromNow, deliveryDetails, draftOrder, openShop } from '../../../test/shop-setup';
import { setupMailTestApp } from '../../../test/smtp';

/* Customer e-mails in the order's language (docs/decisions/042). */
const PUBLIC_URL = 'https://shop.petal.example';
const t = setupMailTestApp({ env: { PUBLIC_URL } });

type Shop = Awaited<ReturnType<typeof openShop>>;

async function placeOrder(shop: Shop, details: Record<string, unknown>) {
  const customer = t.email('kundin');
  const order = await draftOrder(t.app, shop.headers);
  const submitted = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order.uuid}`,
    payload: deliveryDetails({ sender_email: customer, ...details }),
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { ...order, customer };
}

async function inbox(customer: string) {
  await t.app.mail.flush();
  return t.smtp.messages.filter((m) => m.to && JSON.stringify(m.to).includes(customer));
}

const setLanguage = (shop: Shop, language: string) =>
  t.app.inject({ method: 'PUT', url: '/api/business/', headers: shop.headers, payload: { language } });

describe('customer e-mails in the order’s language', () => {
  it('writes in German to a customer who ordered in German: received, on its way, receipt', async () => {
    const shop = await openShop(t.app);
    const date = daysFromNow(2);
    const order = await placeOrder(shop, { language: 'de', delivery_date: date });
    // The day as German writes it: "Freitag, 14. März".
    const day = new Intl.DateTimeFormat('de-DE', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));

    const [received] = await inbox(order.customer);
    expect(received?.subject).toMatch(
      new RegExp(`: Ihre Bestellung #${order.number} ist bei uns eingegangen$`),
    );
    expect(received?.text).toContain('Danke, Ihre Bestellung ist bei uns eingegangen');
    // The day as German writes it.
    expect(received?.text).toContain(`Wir liefern Ihre Blumen am ${day}, 09:00–12:00 an Charles Babbage.`);
    expect(received?.text).toContain('Fragen? Rufen Sie');
    expect(received?.text).toContain(`Bestellung #${order.number} ansehen`);
    // Every mail to a customer links to the shop's imprint and privacy notice in its language (ADR 059).
    const legal = `${PUBLIC_URL}/${shop.business.url}`;
    expect(received?.text).toContain(`Impressum: ${legal}/imprint?lang=de`);
    expect(received?.text).toContain(`Datenschutzerklärung: ${legal}/privacy?lang=de`);
    expect(received?.html).toContain(`href="${legal}/imprint?lang=de"`);
    expect(received?.html).not.toContain('[[petal-origin]]');

    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/status`,
      headers: shop.headers,
      payload: { status: 'ready' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/out-for-delivery`,
      headers: shop.headers,
      payload: { driver_name: 'Radkurier' },
    });
    expect((await inbox(order.customer)).map((m) => m.subject)).toContainEqual(
      expect.stringMatching(new RegExp(`: Bestellung #${order.number} ist unterwegs$`)),
    );

    const receipt = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/receipt-mail`,
      headers: shop.headers,
    });
    expect(receipt.statusCode, receipt.body).toBeLessThan(300);
    const mail = (await inbox(order.customer)).find((m) => m.subject?.includes('Beleg'));
    expect(mail?.subject).toMatch(new RegExp(`: Beleg für Bestellung #${order.number}$`));
    // Money as German writes it: 39.90 euros.
    expect(mail?.text).toMatch(/Gesamt: 45,80\s€/);
    expect(mail?.text).toContain('Noch nicht bezahlt');
  });

  it('writes in English to an English customer of a German shop', async () => {
    const shop = await openShop(t.app);
    await setLanguage(shop, 'de');
    const order = await placeOrder(shop, { language: 'en' });
    const [received] = await inbox(order.customer);
    expect(received?.text).toContain('Thank you, we have your order');
  });

  it('writes in the shop’s language when the customer’s page named none', async () => {
    const shop = await openShop(t.app);
    await setLanguage(shop, 'de');
    const order = await placeOrder(shop, {});
    const [received] = await inbox(order.customer);
    expect(received?.text).toContain('Danke, Ihre Bestellung ist bei uns eingegangen');
  });
});
