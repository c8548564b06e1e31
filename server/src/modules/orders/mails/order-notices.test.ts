import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema';
import { multipart } from '../../../test/multipart';
import { jpegOf, photoPart } from '../../../test/product-setup';
import { deliveryDetails, draftOrder, openShop } from '../../../test/shop-setup';
import { setupMailTestApp } from '../../../test/smtp';
import { staffOk } from '../../../test/staff-call';

const PUBLIC_URL = 'https://shop.petal.example';
const t = setupMailTestApp({ env: { PUBLIC_URL } });

type Shop = Awaited<ReturnType<typeof openShop>>;

async function placeOrder(
  shop: Shop,
  payload: Record<string, unknown> = {},
  details: Record<string, unknown> = {},
) {
  const customer = t.email('customer');
  const order = await draftOrder(t.app, shop.headers, payload);
  const submitted = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order.uuid}`,
    payload: deliveryDetails({ sender_email: customer, ...details }),
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { ...order, customer };
}

const moveTo = (shop: Shop, uuid: string, status: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}/status`,
    headers: shop.headers,
    payload: { status },
  });

const sendOut = (shop: Shop, uuid: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}/out-for-delivery`,
    headers: shop.headers,
    payload: { driver_name: 'Bike courier' },
  });

/** Sends what is queued and answers the messages that reached this customer. */
async function inbox(customer: string) {
  await t.app.mail.flush();
  return t.smtp.messages.filter((m) => m.to && JSON.stringify(m.to).includes(customer));
}

const shopName = async (shop: Shop) =>
  (await t.app.inject({ method: 'GET', url: '/api/business', headers: shop.headers })).json<{
    name: string;
  }>().name;

describe('e-mails to the customer as the order moves on', () => {
  it('tells the customer the order was received, is on its way and was delivered, each with the order’s link', async () => {
    const shop = await openShop(t.app);
    const name = await shopName(shop);
    const order = await placeOrder(shop);
    const link = `${PUBLIC_URL}/order/${order.uuid}/details`;

    const [received] = await inbox(order.customer);
    expect(received?.subject).toBe(`${name}: we have your order #${order.number}`);
    expect(received?.from?.value[0]?.name).toBe(name);
    expect(received?.text).toContain('We will deliver your flowers to Charles Babbage');
    expect(received?.text).toContain(link);
    expect(received?.html).toContain(`href="${link}"`);

    // Made is not gone: a delivery is on its way when it leaves the shop with a driver.
    expect((await moveTo(shop, order.uuid, 'ready')).statusCode).toBe(200);
    expect(await inbox(order.customer)).toHaveLength(1);
    expect((await sendOut(shop, order.uuid)).statusCode).toBe(200);
    expect((await inbox(order.customer)).map((m) => m.subject)).toContain(
      `${name}: order #${order.number} is on its way`,
    );

    // The florist's photo of the bouquet goes with the last e-mail.
    const form = multipart({ polaroid_photo: photoPart(await jpegOf(200)) });
    const photo = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/polaroid`,
      headers: { ...shop.headers, ...form.headers },
      payload: form.payload,
    });
    const photoPath = photo.json<{ polaroid_photo: string }>().polaroid_photo;
    expect((await moveTo(shop, order.uuid, 'done')).statusCode).toBe(200);
    const done = (await inbox(order.customer)).find((m) => m.subject?.endsWith('was delivered'));
    expect(done?.html).toContain(`<img src="${PUBLIC_URL}${photoPath}"`);
    expect(done?.text).toContain(`${PUBLIC_URL}${photoPath}`);
    expect(await inbox(order.customer)).toHaveLength(3);
  });

  it('says where to collect a pickup order', async () => {
    const shop = await openShop(t.app);
    const order = await placeOrder(
      shop,
      { method: 'pickup' },
      {
        delivery_address: undefined,
        delivery_city: undefined,
        delivery_zipcode: undefined,
        location_id: shop.location.id,
      },
    );
    await moveTo(shop, order.uuid, 'ready');
    const ready = (await inbox(order.customer)).find((m) => m.subject?.endsWith('is ready for pickup'));
    expect(ready?.text).toContain('Your bouquet is waiting for you at Main shop, Rosenweg 1, Berlin');
  });

  it('stays quiet for a step back, a correction, and e-mails the shop switched off', async () => {
    const shop = await openShop(t.app);
    const off = await staffOk(t.app, shop, 'PUT', '/api/business-settings/order-form', {
      notify_order_ready: false,
    });
    expect(off).toMatchObject({
      notify_order_received: true,
      notify_order_ready: false,
      notify_order_done: true,
    });
    const order = await placeOrder(shop);
    // The customer corrects the card message: no second "received".
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      payload: deliveryDetails({ sender_email: order.customer, card_message: 'Happy birthday, Charles!' }),
    });
    await moveTo(shop, order.uuid, 'ready');
    await moveTo(shop, order.uuid, 'pending');
    await moveTo(shop, order.uuid, 'ready');
    await sendOut(shop, order.uuid);
    const subjects = (await inbox(order.customer)).map((m) => m.subject);
    expect(subjects).toEqual([expect.stringContaining('we have your order')]);
  });

  it('tells the customer of each step once, however often staff step back and forth', async () => {
    const shop = await openShop(t.app);
    const order = await placeOrder(shop);
    for (const status of ['ready', 'pending', 'ready', 'out', 'done', 'ready', 'done', 'ready', 'done']) {
      const response =
        status === 'out' ? await sendOut(shop, order.uuid) : await moveTo(shop, order.uuid, status);
      expect(response.statusCode).toBe(200);
    }
    // The outbox sends in no particular order.
    const subjects = (await inbox(order.customer)).map((m) => m.subject).sort();
    expect(subjects).toEqual([
      expect.stringContaining('is on its way'),
      expect.stringContaining('was delivered'),
      expect.stringContaining('we have your order'),
    ]);
  });

  it('keeps the step when the mail server is down, and sends once it is back', async () => {
    const shop = await openShop(t.app);
    t.smtp.refuse = true;
    try {
      const order = await placeOrder(shop);
      expect(await inbox(order.customer)).toHaveLength(0);
      t.smtp.refuse = false;
      // The outbox tries again after its backoff; here the test does not wait for it.
      await t.database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date() })
        .where(eq(mailOutbox.recipient, order.customer));
      expect(await inbox(order.customer)).toHaveLength(1);
    } finally {
      t.smtp.refuse = false;
    }
  });
});
