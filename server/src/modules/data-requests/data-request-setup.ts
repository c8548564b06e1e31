import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import type { App } from '../../lib/context';
import { BERLIN_LEGAL } from '../../test/legal-details';
import { multipart } from '../../test/multipart';
import { jpegOf } from '../../test/product-setup';
import { deliveryDetails, draftOrder, openShop, payInCash } from '../../test/shop-setup';
import { uniqueIp } from '../../test/test-app';

/*
 * A person who ordered from a shop, with details found nowhere else in the test database (each
 * test run makes its own), and the orders a data request is about.
 */

/** A shop that issues invoices (legal details saved), in `language`: what a data request is made of. */
export async function requestShop(app: App, { language = 'en' }: { language?: 'en' | 'de' } = {}) {
  const shop = await openShop(app);
  for (const [url, payload] of [
    ['/api/business/', { language }],
    ['/api/business-settings/legal', BERLIN_LEGAL],
  ] as const) {
    const response = await app.inject({ method: 'PUT', url, headers: shop.headers, payload });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  }
  return shop;
}
type Shop = Awaited<ReturnType<typeof requestShop>>;

export function newPerson(first: string) {
  const tag = crypto.randomBytes(4).toString('hex');
  const digits = String(crypto.randomInt(1_000_000, 9_999_999));
  return {
    sender_name: `${first} Quill${tag}`,
    sender_email: `${first.toLowerCase()}.${tag}@example.com`,
    sender_phone: `030 ${digits}`,
    recipient_name: `Rosa Fern${tag}`,
    recipient_phone: `040 ${digits}`,
    delivery_address: `Lindenweg ${tag} 7`,
    card_message: `Love from ${first} ${tag}`,
  };
}
export type Person = ReturnType<typeof newPerson>;

/** An order of the person's, submitted by them and left open (pending, unpaid). */
export async function openOrder(app: App, shop: Shop, person: Person) {
  const order = await draftOrder(app, shop.headers, { price: 39.9 });
  const submitted = await app.inject({
    method: 'POST',
    url: `/api/orders/${order.uuid}`,
    payload: deliveryDetails({ time_slot: '13:00-17:00', ...person }),
    remoteAddress: uniqueIp(),
  });
  if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
  return order;
}

/** An order of the person's with a reference and a bouquet photo, paid in cash and handed over. */
export async function doneOrder(app: App, shop: Shop, person: Person) {
  const order = await openOrder(app, shop, person);
  const photos: string[] = [];
  for (const [kind, field] of [
    ['reference', 'photo_reference'],
    ['polaroid', 'polaroid_photo'],
  ] as const) {
    const form = multipart({ [field]: { filename: 'b.jpg', type: 'image/jpeg', data: await jpegOf(60) } });
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/${kind}`,
      headers: { ...shop.headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    photos.push(uploaded.json()[field]);
  }
  expect((await payInCash(app, shop, order.uuid)).statusCode).toBe(200);
  for (const status of ['ready', 'done']) {
    const moved = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/status`,
      headers: shop.headers,
      payload: { status },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { ...order, photos };
}

/** The customer record an order of the person's made. */
export async function customerOf(db: Db, person: Person) {
  const rows = await db.execute<{ id: string; name: string; email: string; phone: string }>(
    sql`select id, name, email, phone from customers where email = ${person.sender_email}`,
  );
  const row = rows.rows[0];
  if (!row) throw new Error('no customer');
  return row;
}

/**
 * Every text, JSON and array column of every table in which any of `needles` appears (case aside):
 * `table.column` once each. What a test of erasure reads the whole database with.
 */
export async function placesHolding(db: Db, needles: string[]): Promise<string[]> {
  const columns = await db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
    order by table_name, column_name`);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const holds = sql.join(
      needles.map((n) => sql`strpos(lower(${sql.identifier(column)}::text), ${n.toLowerCase()}) > 0`),
      sql` or `,
    );
    const hit = await db.execute(sql`select 1 from ${sql.identifier(table)} where ${holds} limit 1`);
    if (hit.rows.length > 0) found.push(`${table}.${column}`);
  }
  return found;
}
