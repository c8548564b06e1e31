import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createProduct } from '../../test/product-setup';
import { deliveryDetails, openShop } from '../../test/shop-setup';
import { setupMailTestApp } from '../../test/smtp';
import { uniqueIp } from '../../test/test-app';

/*
 * An order of gift cards alone has nothing left to make once it is paid (docs/decisions/053): it
 * is done at once, with its step in the history, and its customer is never told of flowers being
 * ready or collected.
 */

const t = setupMailTestApp({ viaSmtp: false });
type Shop = Awaited<ReturnType<typeof openShop>>;
type Intern = {
  order_status: string;
  payment_status: string;
  history: { from_status: string | null; to_status: string; by: { id: string } | null }[];
};

async function placedOrder(shop: Shop, kinds: ('gift_card' | 'flowers')[], buyer: string) {
  const items = [];
  for (const kind of kinds) {
    const product = await createProduct(t.app, shop.headers, {
      name: kind === 'gift_card' ? 'Gift card' : 'Tulips',
      price: '30',
      ...(kind === 'gift_card' && { kind }),
    });
    items.push({ product_id: product.id });
  }
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/storefront/${shop.business.url}/order`,
    remoteAddress: uniqueIp(),
    payload: { delivery_type: 'delivery', items },
  });
  expect(started.statusCode, started.body).toBe(201);
  const uuid = started.json<{ uuid: string }>().uuid;
  const details = kinds.includes('flowers')
    ? deliveryDetails({ sender_email: buyer })
    : { sender_name: 'Ada', sender_email: buyer };
  const placed = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}`,
    remoteAddress: uniqueIp(),
    payload: details,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return uuid;
}

const staffPost = (shop: Shop, uuid: string, action: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${uuid}/${action}`, headers: shop.headers, payload });

async function intern(shop: Shop, uuid: string) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${uuid}/intern`,
    headers: shop.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Intern>();
}

async function pendingList(shop: Shop) {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/orders?status=pending',
    headers: shop.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ items: { uuid: string }[]; count: number }>();
}

/** The step e-mails ("ready for pickup", "collected") queued for an address. */
const stepMails = (address: string) =>
  t.database.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, address), like(mailOutbox.subject, '%order % is ready%')))
    .union(
      t.database.db
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, address), like(mailOutbox.subject, '%was collected'))),
    );

describe('an order of gift cards alone, paid', () => {
  it('is done at once with its step in the history, and leaves Pending', async () => {
    const shop = await openShop(t.app);
    const uuid = await placedOrder(shop, ['gift_card'], t.email('buyer'));
    expect((await intern(shop, uuid)).order_status).toBe('pending');
    expect((await pendingList(shop)).items.map((o) => o.uuid)).toContain(uuid);

    expect((await staffPost(shop, uuid, 'paid', { payment_method: 'cash' })).statusCode).toBe(200);
    const paid = await intern(shop, uuid);
    expect(paid).toMatchObject({ order_status: 'done', payment_status: 'done' });
    expect(paid.history.at(-1)).toMatchObject({ from_status: 'pending', to_status: 'done' });
    expect(paid.history.at(-1)?.by).not.toBeNull();
    const pending = await pendingList(shop);
    expect(pending.items.map((o) => o.uuid)).not.toContain(uuid);
    expect(pending.count).toBe(0);
  });

  it('goes back to pending when its payment is undone, and is done again when paid again', async () => {
    const shop = await openShop(t.app);
    const uuid = await placedOrder(shop, ['gift_card'], t.email('buyer'));
    await staffPost(shop, uuid, 'paid', { payment_method: 'cash' });
    const undone = await staffPost(shop, uuid, 'unpaid', { reason: 'Recorded by mistake' });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await intern(shop, uuid)).order_status).toBe('pending');
    expect((await pendingList(shop)).count).toBe(1);
    await staffPost(shop, uuid, 'paid', { payment_method: 'cash' });
    expect((await intern(shop, uuid)).order_status).toBe('done');
  });

  it('tells the customer nothing of flowers ready or collected when staff move it', async () => {
    const shop = await openShop(t.app);
    const buyer = t.email('buyer');
    const uuid = await placedOrder(shop, ['gift_card'], buyer);
    await staffPost(shop, uuid, 'paid', { payment_method: 'cash' });
    for (const status of ['ready', 'pending', 'ready', 'done']) {
      const moved = await staffPost(shop, uuid, 'status', { status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    expect(await stepMails(buyer)).toEqual([]);
  });
});

describe('an order with flowers beside a gift card, paid', () => {
  it('waits in Pending for the bench, and its customer hears when it is ready', async () => {
    const shop = await openShop(t.app);
    const buyer = t.email('mixed');
    const uuid = await placedOrder(shop, ['flowers', 'gift_card'], buyer);
    await staffPost(shop, uuid, 'paid', { payment_method: 'cash' });
    expect((await intern(shop, uuid)).order_status).toBe('pending');
    await staffPost(shop, uuid, 'status', { status: 'ready' });
    await staffPost(shop, uuid, 'status', { status: 'done' });
    // A delivery: "on its way" comes with the driver; "delivered"/"collected" with the last step.
    const done = await t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, buyer), like(mailOutbox.subject, '%was delivered')));
    expect(done).toHaveLength(1);
  });
});
