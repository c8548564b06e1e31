import type { DeliveryStatus } from '@contract/delivery-run';
import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { personName } from '../../db/person-name';
import { auditEvents, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ImageSource } from '../../lib/images';
import { deletePhoto, type FileStorage, storePhoto } from '../../lib/storage';
import { type AuditChanges, recordAudit, staffActor } from '../audit';
import { publishOrderEvent } from '../live';
import type { OrderRow } from '../orders';
import { findOrder, queueOrderNotice, recordStatus, tookStepBefore, writeDeliveryStep } from '../orders';
import { queuePush } from '../push';
import { queueOrderTexts } from '../texts';

type Step = 'out_for_delivery' | 'delivered' | 'attempted' | 'back_in_shop';
type Target = { businessId: string; uuid: string; userId: string };

/** Where each step may start from (docs/product.md, Delivery progress): null is a ready delivery still in the shop. */
const startsFrom: Record<Step, (DeliveryStatus | null)[]> = {
  out_for_delivery: [null, 'attempted'],
  delivered: ['out_for_delivery'],
  attempted: ['out_for_delivery'],
  back_in_shop: ['out_for_delivery', 'attempted'],
};

const progressLabel = (status: DeliveryStatus | null) =>
  status === null ? 'in the shop' : status.replaceAll('_', ' ');

/** Refuses (409) a step the order's method, status or progress does not allow. */
export function ensureStep(order: OrderRow, step: Step) {
  if (order.method !== 'delivery') {
    throw new AppError('CONFLICT', `Order #${order.number} is collected, not delivered.`, {
      method: order.method,
    });
  }
  if (order.orderStatus !== 'ready') {
    const message = `Order #${order.number} is ${order.orderStatus}: only a ready order goes out for delivery.`;
    throw new AppError('CONFLICT', message, { order_status: order.orderStatus });
  }
  if (!startsFrom[step].includes(order.deliveryStatus)) {
    const message = `Order #${order.number} is ${progressLabel(order.deliveryStatus)}; it cannot be marked ${step.replaceAll('_', ' ')} now.`;
    throw new AppError('CONFLICT', message, { delivery_status: order.deliveryStatus });
  }
}

/** The driver's name as the order keeps it: a person of the shop (active), or the courier's name. */
async function resolveDriver(
  tx: Tx,
  { businessId, driverId, driverName }: { businessId: string; driverId?: string; driverName?: string },
) {
  if (!driverId) return { driverId: null, driverName: driverName as string };
  const [person] = await tx
    .select({ name: personName() })
    .from(users)
    .where(and(eq(users.id, driverId), eq(users.businessId, businessId), eq(users.isActive, true)));
  if (!person) {
    const message = 'Choose someone who works in this shop';
    throw new AppError('VALIDATION_ERROR', message, { driver_id: message });
  }
  return { driverId, driverName: person.name };
}

const audit = (tx: Tx, target: Target, order: OrderRow, action: string, changes: AuditChanges) =>
  recordAudit(tx, {
    businessId: target.businessId,
    actor: staffActor(target.userId),
    entityType: 'order',
    entityId: order.id,
    action,
    changes,
  });

/** How often the order left the shop, this time included (one index range of its audit trail). */
async function departures(tx: Tx, { businessId, orderId }: { businessId: string; orderId: string }) {
  const [row] = await tx
    .select({ n: count() })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.businessId, businessId),
        eq(auditEvents.entityType, 'order'),
        eq(auditEvents.entityId, orderId),
        eq(auditEvents.action, 'order.out_for_delivery'),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Sends a ready delivery out with a driver. The customer hears "on its way" the first time it
 * leaves the shop, never again after an attempt or a trip back.
 */
export async function sendOutForDelivery(
  db: Db,
  {
    publicUrl,
    driverId,
    driverName,
    texts = false,
    ...target
  }: Target & { driverId?: string; driverName?: string; publicUrl?: string; texts?: boolean },
) {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, { uuid: target.uuid, businessId: target.businessId, lock: true });
    ensureStep(order, 'out_for_delivery');
    const driver = await resolveDriver(tx, { businessId: target.businessId, driverId, driverName });
    const updated = await writeDeliveryStep(tx, order.id, {
      deliveryStatus: 'out_for_delivery',
      ...driver,
      outForDeliveryAt: new Date(),
    });
    await audit(tx, target, order, 'order.out_for_delivery', {
      delivery_status: { from: order.deliveryStatus, to: 'out_for_delivery' },
      driver_name: { from: order.driverName, to: driver.driverName },
    });
    await publishOrderEvent(tx, { kind: 'order.changed', order, change: 'delivery' });
    const first = (await departures(tx, { businessId: target.businessId, orderId: order.id })) === 1;
    if (first && publicUrl && updated)
      await queueOrderNotice(tx, { order: updated, notice: 'ready', publicUrl });
    // Texts too, to the customer and the recipient who asked; each once per order (ADR 066).
    if (updated) await queueOrderTexts(tx, { order: updated, notice: 'out_for_delivery', on: texts });
  });
}

/** Nobody took the flowers: the driver's note says what happened; the order stays ready. */
export async function markDeliveryAttempted(
  db: Db,
  { note, texts = false, ...target }: Target & { note: string; texts?: boolean },
) {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, { uuid: target.uuid, businessId: target.businessId, lock: true });
    ensureStep(order, 'attempted');
    await writeDeliveryStep(tx, order.id, { deliveryStatus: 'attempted', deliveryNote: note });
    await audit(tx, target, order, 'order.delivery_attempted', {
      delivery_status: { from: order.deliveryStatus, to: 'attempted' },
      // What the driver saw at the door may name people: recorded as changed, without its words (ADR 020).
      delivery_note: {},
    });
    await publishOrderEvent(tx, { kind: 'order.changed', order, change: 'delivery' });
    // The shop hears at once, on the devices that chose it (docs/decisions/063); the note stays out.
    // Whoever marked it knows already: their own devices stay silent.
    await queuePush(tx, {
      exceptUserId: target.userId,
      businessId: order.businessId,
      kind: 'not_home',
      orderId: order.id,
      orderNumber: order.number,
      dueDate: order.deliveryDate,
      dueSlot: order.timeSlot,
    });
    // The customer and the recipient who asked for texts learn how to reach the shop (ADR 066).
    await queueOrderTexts(tx, { order, notice: 'not_home', on: texts });
  });
}

/** The flowers are back in the shop: no driver, progress cleared; the driver's note stays. */
export async function bringBackToShop(db: Db, target: Target) {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, { uuid: target.uuid, businessId: target.businessId, lock: true });
    ensureStep(order, 'back_in_shop');
    await writeDeliveryStep(tx, order.id, { deliveryStatus: null, driverId: null, driverName: null });
    await audit(tx, target, order, 'order.back_in_shop', {
      delivery_status: { from: order.deliveryStatus, to: null },
      driver_name: { from: order.driverName, to: null },
    });
    await publishOrderEvent(tx, { kind: 'order.changed', order, change: 'delivery' });
  });
}

/**
 * The stop is done: delivered, the order moves to done with its history, and the customer gets the
 * "delivered" e-mail, with the polaroid photo when one comes along. The photo is stored first and
 * removed again when the step is refused, so a refusal leaves nothing behind.
 */
export async function markDelivered(
  db: Db,
  storage: FileStorage,
  { photo, publicUrl, ...target }: Target & { photo?: ImageSource | undefined; publicUrl?: string },
) {
  // Refused steps answer before a photo is processed.
  ensureStep(await findOrder(db, { uuid: target.uuid, businessId: target.businessId }), 'delivered');
  const stored = photo ? await storePhoto(storage, photo) : null;
  let previous: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const order = await findOrder(tx, { uuid: target.uuid, businessId: target.businessId, lock: true });
      ensureStep(order, 'delivered');
      const updated = await writeDeliveryStep(tx, order.id, {
        orderStatus: 'done',
        deliveryStatus: 'delivered',
        deliveredAt: new Date(),
        ...(stored ? { polaroidPhoto: stored.url } : {}),
      });
      if (!updated) throw new Error('locked order vanished');
      // Its history, and the modules that follow a status change: the customer's "delivered" text
      // is queued there, as for a delivery marked done in any other way (docs/decisions/066).
      await recordStatus(tx, { order: updated, from: 'ready', to: 'done', byUserId: target.userId });
      await audit(tx, target, order, 'order.delivered', {
        order_status: { from: 'ready', to: 'done' },
        delivery_status: { from: order.deliveryStatus, to: 'delivered' },
      });
      await publishOrderEvent(tx, {
        kind: 'order.changed',
        order: { ...order, orderStatus: 'done' },
        change: 'delivery',
      });
      if (stored) {
        await audit(tx, target, order, 'order.photo_polaroid', {
          polaroid_photo: { from: order.polaroidPhoto, to: stored.url },
        });
        previous = order.polaroidPhoto?.split('/').pop() ?? null;
      }
      const again = await tookStepBefore(tx, { orderId: order.id, from: 'ready', to: 'done' });
      if (publicUrl && !again) await queueOrderNotice(tx, { order: updated, notice: 'done', publicUrl });
    });
  } catch (error) {
    if (stored) await deletePhoto(storage, stored.key);
    throw error;
  }
  // Only once the order points at the new photo may the old one go.
  // A photo that is not one of ours (the demo's) is left alone.
  if (previous) await deletePhoto(storage, previous).catch(() => undefined);
}
