import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openShop } from '../../../test/shop-setup';
import { setupOrders } from '../orders-setup';

/*
 * The staff's view of an order and the customer's order page are kept in the process until a row
 * either shows changes (docs/decisions/067). Staff must see their own change in the next read, and
 * a change written anywhere else (another process, a worker, a script) must reach every copy: each
 * table the views read is written here straight to the database, as another process would.
 */

const { t, submitted, setStatus } = setupOrders();

type Shop = Awaited<ReturnType<typeof openShop>>;

async function views(shop: Shop, uuid: string) {
  const intern = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${uuid}/intern`,
    headers: shop.headers,
  });
  const open = await t.app.inject({ method: 'GET', url: `/api/orders/${uuid}` });
  expect(intern.statusCode).toBe(200);
  expect(open.statusCode).toBe(200);
  return { intern: intern.json(), open: open.json() };
}

/** Reads both views twice (the second from the copy), writes `change`, then waits for `seen`. */
async function changedElsewhere(
  shop: Shop,
  uuid: string,
  change: SQL,
  seen: (read: Awaited<ReturnType<typeof views>>) => unknown,
  expected: unknown,
) {
  await views(shop, uuid);
  expect(seen(await views(shop, uuid))).not.toEqual(expected);
  await t.database.db.execute(change);
  await expect.poll(async () => seen(await views(shop, uuid)), { timeout: 2_000 }).toEqual(expected);
}

describe('the order views kept in the process', () => {
  it('show a change made through the app in the very next read', async () => {
    const shop = await openShop(t.app);
    const order = await submitted(shop);
    expect((await views(shop, order.uuid)).intern.order_status).toBe('pending');
    expect((await setStatus(shop.headers, order.uuid, 'ready')).statusCode).toBe(200);
    const after = await views(shop, order.uuid);
    expect(after.intern.order_status).toBe('ready');
    expect(after.open.order_status).toBe('ready');
    expect(after.intern.history.at(-1)).toMatchObject({ from_status: 'pending', to_status: 'ready' });
  });

  it('answer from the copy between two changes', async () => {
    const shop = await openShop(t.app);
    const order = await submitted(shop, { recipient_name: 'Grace Hopper' });
    // A change whose triggers do not fire tells no process: views kept go on answering the name
    // they were read with. A read keeps its answer only if no notice (of any shop: other test files
    // write beside this one) came while it read, and the customer's page only from its second read
    // (the first learns the order's shop), so this reads, changes and reads until a copy answers.
    let change = 0;
    const keptThroughAChange = async () => {
      const before = await views(shop, order.uuid);
      const name = `Ada Byron ${++change}`;
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`update orders set recipient_name = ${name} where id = ${order.uuid}`);
      });
      const after = await views(shop, order.uuid);
      return [after.intern, after.open].every(
        (view, i) =>
          view.recipient_name !== name &&
          view.recipient_name === [before.intern, before.open][i]?.recipient_name,
      );
    };
    await expect.poll(keptThroughAChange, { timeout: 10_000 }).toBe(true);
  });

  it('show the order, its lines and its shop changed elsewhere, on both views', async () => {
    const shop = await openShop(t.app);
    const order = await submitted(shop, { recipient_name: 'Grace Hopper' });
    await changedElsewhere(
      shop,
      order.uuid,
      sql`update orders set recipient_name = 'Ada Byron' where id = ${order.uuid}`,
      (read) => [read.intern.recipient_name, read.open.recipient_name],
      ['Ada Byron', 'Ada Byron'],
    );
    await changedElsewhere(
      shop,
      order.uuid,
      sql`update order_items set product_name = 'Coral Charm' where order_id = ${order.uuid}`,
      (read) => [read.intern.items[0]?.product_name, read.open.items[0]?.product_name],
      ['Coral Charm', 'Coral Charm'],
    );
    await changedElsewhere(
      shop,
      order.uuid,
      sql`update businesses set name = 'Blumen am Markt' where id = ${shop.business.id}`,
      (read) => [read.intern.business.name, read.open.business.name],
      ['Blumen am Markt', 'Blumen am Markt'],
    );
  });

  it("show the history, the customer's note, the team's names and the notices sent, changed elsewhere", async () => {
    const shop = await openShop(t.app);
    const order = await submitted(shop);
    expect((await setStatus(shop.headers, order.uuid, 'ready')).statusCode).toBe(200);
    await changedElsewhere(
      shop,
      order.uuid,
      sql`insert into order_history (order_id, from_status, to_status) values (${order.uuid}, 'ready', 'done')`,
      (read) => read.intern.history.at(-1)?.to_status,
      'done',
    );
    await changedElsewhere(
      shop,
      order.uuid,
      sql`update customers set note = 'Likes tulips' where business_id = ${shop.business.id}`,
      (read) => read.intern.customer_note,
      'Likes tulips',
    );
    await changedElsewhere(
      shop,
      order.uuid,
      sql`update users set first_name = 'Rosa' where business_id = ${shop.business.id}`,
      (read) => read.intern.history.find((entry: { by: unknown }) => entry.by)?.by.name.split(' ')[0],
      'Rosa',
    );
    await changedElsewhere(
      shop,
      order.uuid,
      sql`insert into mail_outbox (recipient, subject, text, html, sent_at, order_id, notice)
          values ('grace@example.com', 'Ready', 'Ready', '<p>Ready</p>', now(), ${order.uuid}, 'ready')`,
      (read) => read.intern.notices.map((notice: { channel: string }) => notice.channel),
      ['email'],
    );
  });

  it("answer another shop's order as not found, whatever is kept", async () => {
    const [a, b] = [await openShop(t.app), await openShop(t.app)];
    const order = await submitted(a);
    await views(a, order.uuid);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.uuid}/intern`,
      headers: b.headers,
    });
    expect(other.statusCode).toBe(404);
  });
});
