import type { IssuedGiftCard } from '@contract/gift-cards';
import { fromCents } from '@contract/money';
import type { OrderStatus } from '@contract/orders';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  type AuditActor,
  type AuditChanges,
  diffFields,
  hasChanges,
  recordAudit,
  staffActor,
} from '../audit';
import { recountCustomer } from '../customers';
import { releaseGiftCards, voidCardsBoughtBy } from '../gift-cards';
import { type AnnouncedOrder, publishOrderEvent } from '../live';
import { invoicesFollowMoney, keptCents, lockOrder, markOrderPaid } from '../payments';
import { deliveryProgressOnStatus } from './delivery-progress.service';
import { giveBackLineStock } from './lines/line-stock';
import { setSingleLinePrice } from './lines/order-items.service';
import type { OrderNotice } from './mails/order-mails';
import { queueOrderNotice, tookStepBefore } from './mails/order-notices.service';
import { ensureAssignable, findOrder, recordStatus } from './order-store.service';
import { giveBack } from './pricing/order-discount.service';
import { repriceColumns } from './pricing/order-pricing.service';
import { moveCount } from './queries/order-counts';

/** Forward one step, or back one step to undo a mistake (docs/product.md, Orders). Drafts move by being submitted. */
const allowed: Record<OrderStatus, OrderStatus[]> = {
  draft: [],
  pending: ['ready'],
  ready: ['done', 'pending'],
  done: ['ready'],
};

type Target = { businessId: string; uuid: string };

const forwardNotice: Record<string, OrderNotice | undefined> = {
  'pending>ready': 'ready',
  'ready>done': 'done',
};

export async function changeStatus(
  db: Db,
  {
    businessId,
    uuid,
    to,
    userId,
    publicUrl,
  }: Target & { to: OrderStatus; userId: string; publicUrl?: string },
) {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, { uuid, businessId, lock: true });
    if (order.orderStatus === to) return;
    if (!allowed[order.orderStatus].includes(to)) {
      const hint =
        order.orderStatus === 'draft'
          ? 'A draft becomes pending when its details are submitted.'
          : `An order that is ${order.orderStatus} can move to ${allowed[order.orderStatus].join(' or ')}.`;
      throw new AppError('CONFLICT', `Cannot change the order from ${order.orderStatus} to ${to}. ${hint}`, {
        status: hint,
      });
    }
    const [moved] = await tx
      .update(orders)
      .set({ orderStatus: to, updatedAt: new Date(), ...deliveryProgressOnStatus(order, to) })
      .where(eq(orders.id, order.id))
      .returning();
    if (!moved) throw new Error('locked order vanished');
    await recordStatus(tx, { order: moved, from: order.orderStatus, to, byUserId: userId });
    await recordOrderChange(tx, {
      businessId,
      actor: staffActor(userId),
      order: { ...order, orderStatus: to },
      change: 'status',
      changes: { order_status: { from: order.orderStatus, to } },
    });
    // The customer hears of steps forward; a step back undoes a mistake and stays quiet.
    // A delivery is "on its way" when it leaves the shop (delivery-run.service), not when it is made.
    const step = `${order.orderStatus}>${to}`;
    const notice = order.method === 'delivery' && step === 'pending>ready' ? undefined : forwardNotice[step];
    // Without an address for links (the demo seed) nobody is told; a step taken again is not news.
    if (
      notice &&
      publicUrl &&
      !(await tookStepBefore(tx, { orderId: order.id, from: order.orderStatus, to }))
    ) {
      await queueOrderNotice(tx, { order, notice, publicUrl });
    }
  });
}

export async function setNote(
  db: Db,
  { businessId, uuid, note, actor }: Target & { note: string; actor: AuditActor },
) {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, { uuid, businessId, lock: true });
    if (order.note === note) return;
    await tx.update(orders).set({ note, updatedAt: new Date() }).where(eq(orders.id, order.id));
    const changes = { note: { from: order.note, to: note } };
    await recordOrderChange(tx, { businessId, actor, order, change: 'note', changes });
  });
}

export async function assignOrder(
  db: Db,
  { businessId, uuid, assignedTo, actor }: Target & { assignedTo: string | null; actor: AuditActor },
) {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, { uuid, businessId, lock: true });
    if (assignedTo) await ensureAssignable(tx, { businessId, userId: assignedTo });
    if (order.assignedTo === assignedTo) return;
    await tx.update(orders).set({ assignedTo, updatedAt: new Date() }).where(eq(orders.id, order.id));
    const changes = { assigned_to: { from: order.assignedTo, to: assignedTo } };
    await recordOrderChange(tx, { businessId, actor, order, change: 'assigned', changes });
  });
}

/**
 * Records a payment taken in the shop; an order is paid once, however often this is sent. Answers
 * the gift cards the payment issued (their codes when they could not be e-mailed).
 */
export async function markPaid(
  db: Db,
  args: Target & { paymentMethod: ShopPaymentMethod; actor: AuditActor; publicUrl?: string | undefined },
): Promise<IssuedGiftCard[]> {
  return db.transaction((tx) => recordShopPayment(tx, args));
}

type ShopPaymentMethod = 'cash' | 'card' | 'bank_transfer' | 'other';

/** markPaid in the caller's transaction (a counter sale is paid in the step that creates it). */
export async function recordShopPayment(
  tx: Tx,
  {
    businessId,
    uuid,
    paymentMethod,
    actor,
    now = new Date(),
    publicUrl,
  }: Target & {
    paymentMethod: ShopPaymentMethod;
    actor: AuditActor;
    now?: Date;
    publicUrl?: string | undefined;
  },
): Promise<IssuedGiftCard[]> {
  // One money path for every channel (docs/decisions/048): the payment, its journal row and its event.
  const order = await lockOrder(tx, { uuid, businessId });
  return (await markOrderPaid(tx, { order, method: paymentMethod, actor, now, publicUrl })).issued;
}

/** Soft delete: the order stays for the books and leaves every list and count. */
export async function deleteOrder(db: Db, { businessId, uuid, actor }: Target & { actor: AuditActor }) {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, { uuid, businessId, lock: true });
    // Money the shop kept belongs to an order in the books (docs/decisions/048).
    const kept = keptCents(order);
    if (kept > 0) {
      throw new AppError(
        'CONFLICT',
        `Order #${order.number} has ${fromCents(kept).toFixed(2)} paid; refund it or undo its payment before deleting it.`,
        { received_total: fromCents(kept) },
      );
    }
    await tx.update(orders).set({ deletedAt: new Date() }).where(eq(orders.id, order.id));
    await recountCustomer(tx, order.customerId);
    // What gift cards paid of it goes back to them (ADR 044); what is left on the cards it bought
    // is void: a deleted order's money stays with the shop, and its cards must not (ADR 048).
    await releaseGiftCards(tx, order, actor);
    // What its gift cards paid was invoiced: a credit note gives it back (ADR 049).
    await invoicesFollowMoney(tx, { orderId: order.id });
    await voidCardsBoughtBy(tx, {
      orderId: order.id,
      businessId,
      byUserId: actor.kind === 'staff' ? actor.userId : null,
    });
    // A deleted order never happened: its discount code's use is free again (docs/decisions/043).
    await giveBack(tx, order);
    // Its lines' sizes, products and add-ons go back on the shelf (docs/decisions/054).
    await giveBackLineStock(tx, order);
    await moveCount(tx, businessId, order.orderStatus, null);
    const changes = { number: { from: order.number } };
    await recordOrderChange(tx, { businessId, actor, order, change: 'deleted', changes });
  });
}

/** Staff correct the prices until the order is done; a submitted order's customer spend follows. */
export async function updatePrices(
  db: Db,
  {
    businessId,
    uuid,
    price,
    deliveryPrice,
    actor,
  }: Target & { price: number; deliveryPrice: number | null; actor: AuditActor },
) {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, { uuid, businessId, lock: true });
    if (order.orderStatus === 'done') {
      throw new AppError('CONFLICT', 'A done order can no longer be changed; move it back to ready first.');
    }
    if (deliveryPrice === null && order.orderStatus !== 'draft' && order.method === 'delivery') {
      const message = 'Enter the delivery price';
      throw new AppError('VALIDATION_ERROR', message, { delivery_price: message });
    }
    // The flowers' price is the sum of the lines: one line takes the new price, several refuse.
    await setSingleLinePrice(tx, order, price);
    const prices = {
      price: price.toFixed(2),
      deliveryPrice: order.method === 'delivery' && deliveryPrice !== null ? deliveryPrice.toFixed(2) : null,
    };
    const [updated] = await tx
      .update(orders)
      .set({
        ...prices,
        // A placed order keeps the tax it was placed with; a draft follows the settings (ADR 025).
        ...(await repriceColumns(tx, order, prices)),
        // A delivery price staff change is theirs from now on; left as it was, it keeps its origin;
        // cleared (a draft), it goes back to the zip code (docs/decisions/018).
        deliveryPriceManual:
          deliveryPrice === null
            ? false
            : Number(order.deliveryPrice) === deliveryPrice && order.deliveryPrice !== null
              ? order.deliveryPriceManual
              : true,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (updated) {
      const changes = diffFields(
        { price: order.price, delivery_price: order.deliveryPrice },
        { price: updated.price, delivery_price: updated.deliveryPrice },
      );
      if (hasChanges(changes)) {
        await recordOrderChange(tx, { businessId, actor, order: updated, change: 'price', changes });
        // A paid order's invoice follows its price: credited by a lower one, replaced once a
        // higher one is paid (ADR 049).
        await invoicesFollowMoney(tx, { orderId: order.id });
      }
    }
    // A new price changes no money received: the customer's spend follows payments, not prices.
  });
}

/**
 * A change staff made to an order: the audit trail keeps it as `order.<change>` and the live
 * screens hear of it, so that the two never tell different stories.
 */
async function recordOrderChange(
  tx: Tx,
  args: {
    businessId: string;
    actor: AuditActor;
    order: AnnouncedOrder;
    change: string;
    changes: AuditChanges;
  },
) {
  const { businessId, actor, order, change, changes } = args;
  await recordAudit(tx, {
    businessId,
    actor,
    entityType: 'order',
    entityId: order.id,
    action: `order.${change}`,
    changes,
  });
  await publishOrderEvent(tx, { kind: 'order.changed', order, change });
}
