import { goodsCents, pricingLinesOfItems } from '@contract/order-pricing';
import type { PublicOrder } from '@contract/orders';
import type { OrderItem } from '@contract/product-lines';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alongside } from '../../../db/alongside';
import type { Db, Tx } from '../../../db/client';
import { readItemsOf } from '../../../db/order-lines';
import { prepared } from '../../../db/prepared';
import { businesses, discountCodes, orders, taxSettings } from '../../../db/schema';
import { refusalOf } from '../../../lib/db-errors';
import { notFound } from '../../../lib/errors';
import { type AuditActor, auditStatement, customerActor, withoutSecrets } from '../../audit';
import { type Shop, shopColumns, toShop } from '../../business';
import {
  type CodeRow,
  codeProblem,
  codeRefusal,
  customerCodeRefusal,
  customerEmailKey,
  giveBackCodeUses,
  redeemCode,
} from '../../discounts';
import { todayIn } from '../../scheduling';
import { type OrderRow, toPublicOrder } from '../queries/order-mapping.service';
import { ensureChangeable } from '../submission/submit-guard';
import { readForCode } from './order-discount-read';
import {
  type PriceColumns,
  priceParams,
  pricePlaceholders,
  repriceColumns,
  repricedColumns,
} from './order-pricing.service';

/*
 * A customer's discount code on their order (docs/decisions/043). Applying one on a draft attaches
 * it and lowers the price at once; the use is taken when the order is placed, in the submission's
 * statement (submission-write.ts). On an order already placed (pending, unpaid) the use is taken
 * when the code is applied, and given back when it is removed or the order deleted.
 */

/** An order of gift cards alone has nothing a code can take something off. */
const onlyGiftCards = (items: { kind: string }[]) =>
  items.length > 0 && items.every((item) => item.kind === 'gift_card') ? ('gift_cards_only' as const) : null;

type Args = { uuid: string; now?: Date };

/** The order, locked, with its shop, for a change by its customer. */
async function editableOrder(tx: Tx, uuid: string) {
  const [row] = await lockedOrderStatement(tx).execute({ uuid });
  if (!row) throw notFound('order');
  // The customer's rule, whoever sends it: a code is the customer's to enter.
  ensureChangeable(row.order, { kind: 'customer' });
  return { order: row.order, shop: toShop({ ...row.shop, tax: row.tax }) };
}

/** Prepared once per connection: planning its joins cost more than running them. */
const lockedOrderStatement = (tx: Tx) =>
  prepared(tx, 'discount_order', (d) =>
    d
      .select({ order: orders, shop: shopColumns, tax: taxSettings })
      .from(orders)
      .innerJoin(businesses, eq(businesses.id, orders.businessId))
      .leftJoin(taxSettings, eq(taxSettings.businessId, orders.businessId))
      .where(and(eq(orders.id, sql.placeholder('uuid')), isNull(orders.deletedAt)))
      .for('update', { of: orders })
      .prepare('discount_order'),
  );

/** The shop's live code of this name. */
const codeStatement = (tx: Tx) =>
  prepared(tx, 'discount_code', (d) =>
    d
      .select()
      .from(discountCodes)
      .where(
        and(
          eq(discountCodes.businessId, sql.placeholder('business_id')),
          eq(discountCodes.code, sql.placeholder('code')),
          isNull(discountCodes.deletedAt),
        ),
      )
      .prepare('discount_code'),
  );

/** Times a draft's code is read again when the order changed between the read and the write. */
const ATTEMPTS = 2;

/**
 * Applies a code to the order (replacing any it had): its discount shows at once. A draft takes no
 * use of the code, so its code needs no transaction: one read (with its lines), one write that is refused
 * when the order changed in between (then it is read again, and at last locked). A placed order
 * takes its use now, in a transaction with the order locked.
 */
export async function applyDiscount(db: Db, { uuid, code, now = new Date() }: Args & { code: string }) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const { order, seen, shop, found, items } = await readForCode(db, { uuid, code });
    ensureChangeable(order, { kind: 'customer' });
    if (order.orderStatus !== 'draft') break;
    try {
      const after = await applyCodeIn(db, { order, seen, shop, code, known: found, now, items });
      return toPublicOrder(after, shop, items);
    } catch (error) {
      if (!(error instanceof OrderChanged)) throw error;
    }
  }
  return db.transaction(async (tx) => {
    const { order, shop } = await editableOrder(tx, uuid);
    const items = await readItemsOf(tx, order.id);
    // A code changes the order's figures, never its lines: the lines read are the answer's.
    const after = await applyCodeIn(tx, { order, shop, code, now, items });
    return toPublicOrder(after, shop, items);
  });
}

/**
 * applyDiscount in the caller's transaction, on an order it may change and has locked (or just
 * made: staff taking an order at the counter apply the code before it is placed). Answers the
 * order as it now stands; a code that does not apply is refused with its reason. The code's row
 * is read, not locked: a draft takes no use, and a placed order's use is taken by a conditional
 * update that the last use passes once (code-redemptions.service.ts), so a campaign's code is no
 * row every order of the shop waits for.
 */
export async function applyCodeIn(
  tx: Tx,
  {
    order,
    shop,
    code,
    now,
    actor = customerActor,
    items,
    known,
    seen = null,
  }: {
    order: OrderRow;
    shop: Shop;
    code: string;
    now: Date;
    actor?: AuditActor;
    items?: OrderItem[];
    /** The code as the caller read it with the order (null: the shop has none of that name). */
    known?: CodeRow | null;
    /** The order's row version as read without a lock: the write is refused if it changed. */
    seen?: string | null;
  },
): Promise<OrderRow> {
  const found =
    known === undefined
      ? (await codeStatement(tx).execute({ business_id: order.businessId, code }))[0]
      : (known ?? undefined);
  const today = todayIn(shop.timeZone, now);
  const lines = items ?? (await readItemsOf(tx, order.id));
  const subtotal = goodsCents(pricingLinesOfItems(lines));
  // Gift cards alone refuse any code, before it is looked at: the answer says nothing of the code.
  const problem = onlyGiftCards(lines) ?? codeProblem(found ?? null, { today, subtotal });
  // The customer is told less than staff at the counter (customerCodeRefusal).
  const refusal = actor.kind === 'customer' ? customerCodeRefusal : codeRefusal;
  if (problem || !found) throw refusal(problem ?? 'unknown', found ?? null, shop.currency);
  if (order.discountCodeId === found.id) return order;
  // A use is only ever taken for the code a placed order carries: a draft's is taken when it is
  // placed, and an order without a code has none to give.
  if (order.discountCodeId && order.orderStatus !== 'draft') await giveBack(tx, order);
  if (order.orderStatus !== 'draft') {
    const refused = await redeemCode(tx, {
      codeId: found.id,
      orderId: order.id,
      email: customerEmailKey(order.senderEmail),
      oncePerCustomer: found.oncePerCustomer,
    });
    if (refused) throw refusal(refused, found, shop.currency);
  }
  const prices = repricedColumns(
    order,
    { price: order.price, deliveryPrice: order.deliveryPrice },
    { lines: pricingLinesOfItems(lines), code: found, shopTax: shop.tax },
  );
  return setCode(tx, { order, seen }, found, actor, prices);
}

/** Takes the code off the order: the price is the full one again, and a use taken is given back. */
export async function removeDiscount(db: Db, { uuid }: Args): Promise<PublicOrder> {
  return db.transaction(async (tx) => {
    const { order, shop } = await editableOrder(tx, uuid);
    if (!order.discountCodeId) return toPublicOrder(order, shop, await readItemsOf(tx, order.id));
    await giveBack(tx, order);
    const prices = await repriceColumns(
      tx,
      { ...order, discountCodeId: null },
      { price: order.price, deliveryPrice: order.deliveryPrice },
    );
    return toPublicOrder(
      await setCode(tx, { order }, null, customerActor, prices),
      shop,
      await readItemsOf(tx, order.id),
    );
  });
}

/** The order changed between the read of a draft's code and its write. */
class OrderChanged extends Error {}

/**
 * Attaches the code (or none) at these prices, in the order's trail (who, which code, the total
 * before and after): one statement, the trail's insert riding along with the update, prepared once
 * per connection (every storefront order with a code runs it). Given the row version read
 * (`seen`), it refuses itself when the order is no longer that version, and writes nothing.
 */
async function setCode(
  tx: Tx,
  { order, seen = null }: { order: OrderRow; seen?: string | null },
  code: CodeRow | null,
  actor: AuditActor,
  prices: PriceColumns,
) {
  const changes = {
    discount_code: { from: order.discountCode, to: code?.code ?? null },
    total: { from: Number(order.total), to: Number(prices.total) },
  };
  try {
    const [after] = await setCodeStatement(tx).execute({
      order_id: order.id,
      seen,
      business_id: order.businessId,
      actor_kind: actor.kind,
      actor_user_id: actor.kind === 'staff' ? actor.userId : null,
      action: code ? 'order.discount_code_applied' : 'order.discount_code_removed',
      changes: JSON.stringify(withoutSecrets(changes)),
      code_id: code?.id ?? null,
      code: code?.code ?? null,
      now: new Date().toISOString(),
      // A storefront cart's code is the cart's own: its commit does not wait for the disk (ADR 087).
      cart: order.orderStatus === 'draft' && order.origin === 'storefront',
      ...priceParams(prices),
    });
    return after as OrderRow;
  } catch (error) {
    if (refusalOf(error) === 'changed') throw new OrderChanged();
    throw error;
  }
}

const setCodeStatement = (tx: Tx) =>
  prepared(tx, 'discount_set_code', (d) => {
    const p = sql.placeholder;
    const seen = sql`${p('seen')}::text`;
    const { ctes, named } = alongside(d, {
      order: d
        .update(orders)
        .set({
          discountCodeId: sql`${p('code_id')}::uuid`,
          discountCode: sql`${p('code')}::text`,
          ...pricePlaceholders(),
          updatedAt: sql`${p('now')}::timestamptz`,
        })
        .where(and(eq(orders.id, p('order_id')), sql`(${seen} is null or ${orders}.xmin = ${seen}::xid)`))
        .returning(),
      audit: auditStatement(d, {
        entityType: 'order',
        entityId: sql`${p('order_id')}::text`,
        actorUserId: sql`${p('actor_user_id')}::uuid`,
        action: sql`${p('action')}::text`,
        changes: sql`${p('changes')}::jsonb`,
      }),
    });
    const order = named.order as NonNullable<typeof named.order>;
    // Evaluated once, before the order's row is read out: without it, the trail would be written
    // for an update that found no row.
    const written = sql`(select case when exists (select 1 from ${order}) then true else refuse_write('changed') end)`;
    return d
      .with(...ctes)
      .select()
      .from(order)
      .where(sql`${written} and cart_commits_without_waiting(${p('cart')}::boolean)`)
      .prepare('discount_set_code');
  });

/** Gives the order's use of its code back, when it took one. */
export async function giveBack(tx: Tx, order: Pick<OrderRow, 'id'>) {
  await giveBackCodeUses(tx, [order.id]);
}
