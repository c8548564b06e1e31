import { goodsCents, pricingLinesOfItems } from '@contract/order-pricing';
import type { PublicOrder } from '@contract/orders';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { readItemsOf } from '../../../db/order-lines';
import { businesses, discountCodes, orders, taxSettings } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { type AuditActor, customerActor, recordAudit } from '../../audit';
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
import { repriceColumns } from './order-pricing.service';

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
  const [row] = await tx
    .select({ order: orders, shop: shopColumns, tax: taxSettings })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .leftJoin(taxSettings, eq(taxSettings.businessId, orders.businessId))
    .where(and(eq(orders.id, uuid), isNull(orders.deletedAt)))
    .for('update', { of: orders });
  if (!row) throw notFound('order');
  // The customer's rule, whoever sends it: a code is the customer's to enter.
  ensureChangeable(row.order, { kind: 'customer' });
  return { order: row.order, shop: toShop({ ...row.shop, tax: row.tax }) };
}

/** Applies a code to the order (replacing any it had): its discount shows at once. */
export async function applyDiscount(db: Db, { uuid, code, now = new Date() }: Args & { code: string }) {
  return db.transaction(async (tx) => {
    const { order, shop } = await editableOrder(tx, uuid);
    const after = await applyCodeIn(tx, { order, shop, code, now });
    return toPublicOrder(after, shop, await readItemsOf(tx, order.id));
  });
}

/**
 * applyDiscount in the caller's transaction, on an order it may change and has locked (or just
 * made: staff taking an order at the counter apply the code before it is placed). Answers the
 * order as it now stands; a code that does not apply is refused with its reason.
 */
export async function applyCodeIn(
  tx: Tx,
  {
    order,
    shop,
    code,
    now,
    actor = customerActor,
  }: { order: OrderRow; shop: Shop; code: string; now: Date; actor?: AuditActor },
): Promise<OrderRow> {
  const [found] = await tx
    .select()
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.businessId, order.businessId),
        eq(discountCodes.code, code),
        isNull(discountCodes.deletedAt),
      ),
    )
    .for('update');
  const today = todayIn(shop.timeZone, now);
  const items = await readItemsOf(tx, order.id);
  const subtotal = goodsCents(pricingLinesOfItems(items));
  // Gift cards alone refuse any code, before it is looked at: the answer says nothing of the code.
  const problem = onlyGiftCards(items) ?? codeProblem(found ?? null, { today, subtotal });
  // The customer is told less than staff at the counter (customerCodeRefusal).
  const refusal = actor.kind === 'customer' ? customerCodeRefusal : codeRefusal;
  if (problem || !found) throw refusal(problem ?? 'unknown', found ?? null, shop.currency);
  if (order.discountCodeId === found.id) return order;
  await giveBack(tx, order);
  if (order.orderStatus !== 'draft') {
    const refused = await redeemCode(tx, {
      codeId: found.id,
      orderId: order.id,
      email: customerEmailKey(order.senderEmail),
      oncePerCustomer: found.oncePerCustomer,
    });
    if (refused) throw refusal(refused, found, shop.currency);
  }
  return setCode(tx, order, found, actor);
}

/** Takes the code off the order: the price is the full one again, and a use taken is given back. */
export async function removeDiscount(db: Db, { uuid }: Args): Promise<PublicOrder> {
  return db.transaction(async (tx) => {
    const { order, shop } = await editableOrder(tx, uuid);
    if (!order.discountCodeId) return toPublicOrder(order, shop, await readItemsOf(tx, order.id));
    await giveBack(tx, order);
    return toPublicOrder(
      await setCode(tx, order, null, customerActor),
      shop,
      await readItemsOf(tx, order.id),
    );
  });
}

/** Attaches the code (or none) and reprices, in the order's trail: who, which code, the total before and after. */
async function setCode(tx: Tx, order: OrderRow, code: CodeRow | null, actor: AuditActor) {
  const attached = { ...order, discountCodeId: code?.id ?? null };
  const prices = await repriceColumns(tx, attached, {
    price: order.price,
    deliveryPrice: order.deliveryPrice,
  });
  const [after] = await tx
    .update(orders)
    .set({
      discountCodeId: code?.id ?? null,
      discountCode: code?.code ?? null,
      ...prices,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id))
    .returning();
  await recordAudit(tx, {
    businessId: order.businessId,
    actor,
    entityType: 'order',
    entityId: order.id,
    action: code ? 'order.discount_code_applied' : 'order.discount_code_removed',
    changes: {
      discount_code: { from: order.discountCode, to: code?.code ?? null },
      total: { from: Number(order.total), to: Number(after?.total ?? order.total) },
    },
  });
  return after as OrderRow;
}

/** Gives the order's use of its code back, when it took one. */
export async function giveBack(tx: Tx, order: Pick<OrderRow, 'id'>) {
  await giveBackCodeUses(tx, [order.id]);
}
