import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alongside } from '../../../db/alongside';
import type { Tx } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { orderCounts, orderHistory, orders } from '../../../db/schema';
import { auditStatement } from '../../audit';
import { orderNumberStatement } from '../../business';
import { customerUpsertStatement } from '../../customers';
import { codeRedemptionStatement, codeUseStatement } from '../../discounts';
import { mailStatement } from '../../mail';
import { stockTakeStatement } from '../../products';
import { newWebOrderPushStatement } from '../../push';
import { holdPlaceStatement } from '../../scheduling';
import { newWebOrderShopMailStatement } from '../../shop-mail';
import { pricePlaceholders } from '../pricing/order-pricing.service';

/*
 * A submission's writes as one statement (docs/decisions/032): the order itself, the shop's next
 * number, the place in its window, the product's stock, the customer's record, the status history
 * and counters, the trail, the customer's e-mail, the shop's push and e-mail and the live event. Sent alone, outside any
 * transaction, it commits or fails as a whole, and the rows many orders share (the shop's number,
 * the window, the product, the counters) are locked only while PostgreSQL runs it and commits —
 * never while the app waits for its next turn.
 *
 * It refuses itself (refuse_write, migration 0019) when the order is no longer as it was read, the
 * window has no place left or the product sold out, and then nothing of it is written. The number
 * it takes is only known inside it: the trail, the e-mail and the event take it from the order's
 * update (the e-mail is rendered with a marker the statement replaces).
 *
 * Values are placeholders, so each shape of the statement is built and planned once per process and
 * connection; its values are computed by submission-values.ts. The writes to other modules' tables
 * (the number, the customer, the stock, the trail, the e-mail, the code's use) are those modules'
 * builders, each reading its own placeholders, as the place in the window is the scheduling's.
 */

/** Which parts a submission needs; each combination is one prepared statement. */
export type WriteShape = {
  /** A storefront cart placed: it takes the shop's next number. */
  takesNumber: boolean;
  /** The window it enters has a capacity: its place is held, and where the window it leaves sorts. */
  place: 'none' | 'enter' | 'before' | 'after';
  /** Lines with a limited stock (products, sizes, add-ons), taken when a draft is placed. */
  stock: boolean;
  /**
   * A first submission with an e-mail or phone finds or makes its customer. What they count and
   * spent follows the order's money, not its submission (customers/customer-totals.service.ts).
   */
  customer: 'none' | 'new';
  /** Draft → pending: the history and the counters. */
  placed: boolean;
  /** Something changed: the trail and the live event. */
  announce: boolean;
  /** The "we have your order" e-mail. */
  mail: boolean;
  /** A draft placed with a discount code: it takes one use of the code (docs/decisions/043). */
  discount: boolean;
  /** A storefront cart placed: the shop's devices are told of the new web order (docs/decisions/063). */
  push: boolean;
};

/** The statement's name: one per shape, within PostgreSQL's 63 characters. */
const shapeKey = (s: WriteShape) =>
  [
    'submit',
    s.takesNumber && 'number',
    s.place,
    s.stock && 'stock',
    s.customer,
    s.placed && 'placed',
    s.announce && 'announce',
    s.mail && 'mail',
    s.discount && 'code',
    s.push && 'push',
  ]
    .filter(Boolean)
    .join('_');

const p = (name: string) => sql.placeholder(name);

/** The prepared statement for a shape, on the database or in the caller's transaction. */
export function submissionStatement(tx: Tx, shape: WriteShape) {
  const name = shapeKey(shape);
  return prepared(tx, name, (d) => buildStatement(d, shape).prepare(name));
}

function buildStatement(tx: Tx, shape: WriteShape) {
  // The CTEs the order's update reads come first: a CTE can only read the ones before it.
  const first = alongside(tx, {
    number: shape.takesNumber ? orderNumberStatement(tx) : null,
    customer: shape.customer === 'new' ? customerUpsertStatement(tx) : null,
  });
  const takenNumber = first.named.number
    ? sql`(select taken from ${first.named.number})`
    : sql`${orders.number}`;
  const update = tx
    .update(orders)
    .set({
      senderName: p('sender_name'),
      senderEmail: p('sender_email'),
      senderPhone: p('sender_phone'),
      recipientName: p('recipient_name'),
      recipientPhone: p('recipient_phone'),
      deliveryAddress: p('delivery_address'),
      deliveryUnit: p('delivery_unit'),
      deliveryCity: p('delivery_city'),
      deliveryZipcode: p('delivery_zipcode'),
      method: sql`${p('method')}::text`,
      deliveryPrice: sql`${p('delivery_price')}::numeric`,
      ...pricePlaceholders(),
      locationId: sql`${p('location_id')}::uuid`,
      deliveryDate: sql`${p('delivery_date')}::date`,
      timeSlot: p('time_slot'),
      cardMessage: p('card_message'),
      specialInstructions: p('special_instructions'),
      giftRecipientEmail: p('gift_recipient_email'),
      giftMessage: p('gift_message'),
      giftSendOn: sql`${p('gift_send_on')}::date`,
      language: p('language'),
      orderStatus: sql`${p('order_status')}::text`,
      submittedAt: sql`${p('submitted_at')}::timestamptz`,
      updatedAt: sql`${p('now')}::timestamptz`,
      number: takenNumber,
      ...(first.named.customer && { customerId: sql`(select id from ${first.named.customer})` }),
    })
    // As it was read: anything that changed it since (the same customer sending twice, staff
    // correcting it) makes this statement refuse itself, and the submission is read again.
    .where(and(eq(orders.id, p('order_id')), sql`${orders}.xmin = ${p('seen')}::text::xid`))
    .returning({ number: orders.number, customerId: orders.customerId });
  const withOrder = alongside(tx, { order: update });
  const order = withOrder.named.order as NonNullable<typeof withOrder.named.order>;
  const placedNumber = sql`(select number from ${order})`;
  const rest = alongside(tx, {
    place:
      shape.place === 'none' ? null : holdPlaceStatement(tx, shape.place === 'enter' ? 'none' : shape.place),
    // What the lines take leaves the shelf when the order is placed, not when it is started:
    // each counted product, size and add-on, only when enough is left (line-stock.ts).
    stockProducts: shape.stock ? stockTakeStatement(tx, 'products') : null,
    stockVariants: shape.stock ? stockTakeStatement(tx, 'variants') : null,
    stockOptions: shape.stock ? stockTakeStatement(tx, 'options') : null,
    history: shape.placed
      ? tx.insert(orderHistory).values({
          orderId: p('order_id'),
          fromStatus: 'draft',
          toStatus: 'pending',
          byUserId: sql`${p('staff_id')}::uuid`,
        })
      : null,
    // Both counters in one upsert, in the order of their names, as every status change takes them.
    count: shape.placed
      ? tx
          .insert(orderCounts)
          .values([
            { businessId: p('business_id'), orderStatus: 'draft', count: -1 },
            { businessId: p('business_id'), orderStatus: 'pending', count: 1 },
          ])
          .onConflictDoUpdate({
            target: [orderCounts.businessId, orderCounts.orderStatus, orderCounts.part],
            set: { count: sql`${orderCounts.count} + excluded.count` },
          })
      : null,
    audit: shape.announce
      ? auditStatement(tx, {
          entityType: 'order',
          entityId: p('order_id'),
          actorUserId: sql`${p('staff_id')}::uuid`,
          action: p('audit_action'),
          changes: shape.takesNumber
            ? sql`${p('audit_changes')}::jsonb || jsonb_build_object('number', jsonb_build_object('to', ${placedNumber}))`
            : sql`${p('audit_changes')}::jsonb`,
        })
      : null,
    mail: shape.mail
      ? mailStatement(tx, {
          subject: withNumber('mail_subject', placedNumber),
          text: withNumber('mail_text', placedNumber),
          html: withNumber('mail_html', placedNumber),
          orderNotice: { orderId: sql`${p('order_id')}::uuid`, notice: 'received' },
        })
      : null,
    push: shape.push ? newWebOrderPushStatement({ number: placedNumber }) : null,
    // …and, as a new web order too, the shop's owners and managers who asked for it by e-mail (ADR 064).
    shopMail: shape.push ? newWebOrderShopMailStatement(tx) : null,
  });
  const code = alongside(tx, {
    // The last use goes to one order; a once-per-customer code, once to each e-mail.
    use: shape.discount ? codeUseStatement(tx) : null,
    redemption: shape.discount ? codeRedemptionStatement(tx) : null,
  });
  const refusals: SQL[] = [sql`when not exists (select 1 from ${order}) then refuse_write('changed')`];
  if (rest.named.place) {
    refusals.push(
      sql`when not exists (select 1 from ${rest.named.place} where entering) then refuse_write('window_full')`,
    );
  }
  const { stockProducts, stockVariants, stockOptions } = rest.named;
  if (stockProducts && stockVariants && stockOptions) {
    const taken = sql`(select count(*) from ${stockProducts}) + (select count(*) from ${stockVariants}) + (select count(*) from ${stockOptions})`;
    refusals.push(sql`when ${taken} < ${p('stock_needed')}::int then refuse_write('sold_out')`);
  }
  if (code.named.use && code.named.redemption) {
    refusals.push(
      sql`when not exists (select 1 from ${code.named.use}) then refuse_write('code_used_up')`,
      sql`when not exists (select 1 from ${code.named.redemption}) then refuse_write('code_used_by_you')`,
    );
  }
  return tx
    .with(...first.ctes, ...withOrder.ctes, ...rest.ctes, ...code.ctes)
    .select({
      // Evaluated for the one row there is: a refusal raises, and the statement writes nothing.
      refused: sql<null>`case ${sql.join(refusals, sql` `)} end`.as('refused'),
      number: sql<number>`${placedNumber}`.as('number'),
      customerId: sql<string | null>`(select customer_id from ${order})`.as('customer_id'),
      // Delivered at the commit, so a refused submission announces nothing.
      announced: shape.announce
        ? sql`pg_notify(${p('channel')}, jsonb_set(${p('event')}::jsonb, '{event,number}', to_jsonb(${placedNumber}))::text)`.as(
            'announced',
          )
        : sql`null`.as('announced'),
    })
    .from(sql`(select 1) as one`);
}

/** A text with the number marker replaced by the number the statement took. */
const withNumber = (name: string, number: SQL) =>
  sql`replace(${p(name)}::text, ${p('number_mark')}::text, ${number}::text)`;
