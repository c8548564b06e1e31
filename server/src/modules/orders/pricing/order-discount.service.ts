import { goodsCents, pricingLinesOfItems } from '@contract/order-pricing';
import type { PublicOrder } from '@contract/orders';
import type { OrderItem } from '@contract/product-lines';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alongside } from '../../../db/alongside';
import type { Db, Tx } from '../../../db/client';
import { readItemsOf } from '../../../db/order-lines';
import { prepared } from '../../../db/prepared';
import { businesses, discountCodes, orders, taxSettings } from '../../../db/schema';
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

/** Applies a code to the order (replacing any it had): its discount shows at once. */
export async function applyDiscount(db: Db, { uuid, code, now = new Date() }: Args & { code: string }) {
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
  }: { order: OrderRow; shop: Shop; code: string; now: Date; actor?: AuditActor; items?: OrderItem[] },
): Promise<OrderRow> {
  const [found] = await codeStatement(tx).execute({ business_id: order.businessId, code });
  const today = todayIn(shop.timeZone, now);
  const lines = items ?? (await readItemsOf(tx, order.id));
  const subtotal = goodsCents(pricingLinesOfItems(lines));
  // Gift cards alone refuse any code, before it is looked at: the answer says nothing of the code.
  const problem = onlyGiftCards(lines) ?? codeProblem(found ?? null, { today, subtotal });
  // The customer is told less than staff at the counter (customerCodeRefusal).
  const refusal = actor.kind === 'customer' ? customerCodeRefusal : codeRefusal;
  if (problem || !found) throw refusal(problem ?? 'unknown', found ?? null, shop.currency);
  if (order.discountCodeId === found.id) return order;
  // A use is only ever taken for the code the order carries: one without a code has none to give.
  if (order.discountCodeId) await giveBack(tx, order);
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
  return setCode(tx, order, found, actor, prices);
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
      await setCode(tx, order, null, customerActor, prices),
      shop,
      await readItemsOf(tx, order.id),
    );
  });
}

/**
 * Attaches the code (or none) at these prices, in the order's trail (who, which code, the total
 * before and after): one statement, the trail's insert riding along with the update, prepared once
 * per connection (every storefront order with a code runs it).
 */
async function setCode(
  tx: Tx,
  order: OrderRow,
  code: CodeRow | null,
  actor: AuditActor,
  prices: PriceColumns,
) {
  const changes = {
    discount_code: { from: order.discountCode, to: code?.code ?? null },
    total: { from: Number(order.total), to: Number(prices.total) },
  };
  const [after] = await setCodeStatement(tx).execute({
    order_id: order.id,
    business_id: order.businessId,
    actor_kind: actor.kind,
    actor_user_id: actor.kind === 'staff' ? actor.userId : null,
    action: code ? 'order.discount_code_applied' : 'order.discount_code_removed',
    changes: JSON.stringify(withoutSecrets(changes)),
    code_id: code?.id ?? null,
    code: code?.code ?? null,
    now: new Date().toISOString(),
    ...priceParams(prices),
  });
  return after as OrderRow;
}

const setCodeStatement = (tx: Tx) =>
  prepared(tx, 'discount_set_code', (d) => {
    const p = sql.placeholder;
    const { ctes } = alongside(d, {
      audit: auditStatement(d, {
        entityType: 'order',
        entityId: sql`${p('order_id')}::text`,
        actorUserId: sql`${p('actor_user_id')}::uuid`,
        action: sql`${p('action')}::text`,
        changes: sql`${p('changes')}::jsonb`,
      }),
    });
    return d
      .with(...ctes)
      .update(orders)
      .set({
        discountCodeId: sql`${p('code_id')}::uuid`,
        discountCode: sql`${p('code')}::text`,
        ...pricePlaceholders(),
        updatedAt: sql`${p('now')}::timestamptz`,
      })
      .where(eq(orders.id, p('order_id')))
      .returning()
      .prepare('discount_set_code');
  });

/** Gives the order's use of its code back, when it took one. */
export async function giveBack(tx: Tx, order: Pick<OrderRow, 'id'>) {
  await giveBackCodeUses(tx, [order.id]);
}
