import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { connectShop, sendEvent, setupCardApp, startCheckout } from '../../test/card-setup';
import { createProduct } from '../../test/product-setup';
import { deliveryDetails, draftOrder, payInCash } from '../../test/shop-setup';
import { uniqueEmail, uniqueIp } from '../../test/test-app';
import { customerOrder, invoiceShop, pdfText, thisYear } from './invoice-test-shop';

/* Every way an order becomes paid issues its invoice: a card online, a gift card paying all of it. */

const t = setupCardApp();

type Shop = Awaited<ReturnType<typeof invoiceShop>>;

/** A gift card bought on the storefront and paid at the counter: its code, from the buyer's e-mail. */
async function boughtCard(shop: Shop, value: string) {
  const product = await createProduct(t.app, shop.headers, {
    name: 'Gift card',
    price: value,
    kind: 'gift_card',
  });
  const ip = uniqueIp();
  const cart = await t.app.inject({
    method: 'POST',
    url: `/api/storefront/${shop.business.url}/order`,
    payload: { items: [{ product_id: product.id }], delivery_type: 'delivery' },
    remoteAddress: ip,
  });
  const email = uniqueEmail('buyer');
  const placed = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${cart.json().uuid}`,
    payload: deliveryDetails({ sender_email: email, time_slot: '13:00-17:00' }),
    remoteAddress: ip,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  await payInCash(t.app, shop, cart.json().uuid);
  const [mail] = await t.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), like(mailOutbox.subject, '%gift card%')));
  const code = /[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}/.exec(mail?.text ?? '')?.[0];
  if (!code) throw new Error('no gift card code was mailed');
  return code;
}

const documentsOf = async (uuid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${uuid}/invoices` })).json().items;

describe('an invoice for every way of paying', () => {
  it('is issued when the card provider reports the payment, once however often it reports it', async () => {
    const shop = await invoiceShop(t.app);
    await connectShop(t, shop);
    const order = await customerOrder(t.app, shop);
    const { sessionId } = (await startCheckout(t.app, order.uuid)).json<{ sessionId: string }>();
    const paid = t.provider.pay(sessionId);
    expect((await sendEvent(t.app, paid)).json()).toMatchObject({ changed: 1 });
    expect((await sendEvent(t.app, paid)).json()).toMatchObject({ duplicate: true });
    const documents = await documentsOf(order.uuid);
    expect(documents).toEqual([expect.objectContaining({ kind: 'invoice', number: `${thisYear()}-000001` })]);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}/invoice.pdf` });
    expect((await pdfText(pdf.rawPayload)).replace(/\s+/g, '')).toContain('Paidbycardonline');
  });

  it('is issued when gift cards pay the whole order at submission, naming the card', async () => {
    const shop = await invoiceShop(t.app);
    const code = await boughtCard(shop, '100.00');
    const order = await draftOrder(t.app, shop.headers, { price: 39.9 });
    const ip = uniqueIp();
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/gift-card`,
      payload: { code },
      remoteAddress: ip,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      payload: deliveryDetails({ time_slot: '13:00-17:00' }),
      remoteAddress: ip,
    });
    expect(submitted.json()).toMatchObject({ payment_status: 'done', payment_method: 'gift_card' });
    expect(await documentsOf(order.uuid)).toHaveLength(1);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}/invoice.pdf` });
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, '');
    expect(text).toContain(`Paidwithgiftcard…${code.slice(-4)}:€45.80`);
    expect(text).toContain('Paidinfullon');
  });

  it('prints a gift card sold at 0 %, beside flowers at 7 %', async () => {
    const shop = await invoiceShop(t.app);
    const card = await createProduct(t.app, shop.headers, {
      name: 'Gift card',
      price: '50.00',
      kind: 'gift_card',
    });
    const rose = await createProduct(t.app, shop.headers, { name: 'Rose bunch', price: '20.00' });
    const ip = uniqueIp();
    const cart = await t.app.inject({
      method: 'POST',
      url: `/api/storefront/${shop.business.url}/order`,
      payload: { items: [{ product_id: card.id }, { product_id: rose.id }], delivery_type: 'delivery' },
      remoteAddress: ip,
    });
    expect(cart.statusCode, cart.body).toBe(201);
    const order = cart.json<{ uuid: string }>();
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      payload: deliveryDetails({ time_slot: '13:00-17:00' }),
      remoteAddress: ip,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/paid`,
      headers: shop.headers,
      payload: { payment_method: 'card' },
    });
    const today = new Date().toISOString().slice(0, 10);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/invoices?from=${today}&to=${today}`,
      headers: shop.headers,
    });
    // 50.00 untaxed; 20.00 with 7 % in it (1.31); delivery 5.90 with 19 % in it (0.94).
    expect(list.json().items[0].tax_lines).toEqual([
      { rate: 0, base: 50, amount: 0 },
      { rate: 7, base: 18.69, amount: 1.31 },
      { rate: 19, base: 4.96, amount: 0.94 },
    ]);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}/invoice.pdf` });
    expect(await pdfText(pdf.rawPayload)).toContain('Gift card, not taxed when sold');
  });
});
