import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { textNeedles } from '../../lib/text-needles';

/** A customer's orders as a data request reads them: their state, money and the people in them. */
export async function customerOrderPeople(
  tx: Tx,
  { businessId, customerId }: { businessId: string; customerId: string },
) {
  return tx
    .select({
      id: orders.id,
      number: orders.number,
      orderStatus: orders.orderStatus,
      deletedAt: orders.deletedAt,
      total: orders.total,
      giftCardTotal: orders.giftCardTotal,
      receivedTotal: orders.receivedTotal,
      refundedTotal: orders.refundedTotal,
      senderName: orders.senderName,
      senderEmail: orders.senderEmail,
      senderPhone: orders.senderPhone,
      recipientName: orders.recipientName,
      recipientPhone: orders.recipientPhone,
      giftRecipientEmail: orders.giftRecipientEmail,
      photoReference: orders.photoReference,
      polaroidPhoto: orders.polaroidPhoto,
    })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.customerId, customerId)))
    .for('update');
}

type OrderPeople = Awaited<ReturnType<typeof customerOrderPeople>>[number];
type Contact = { name: string; email: string | null; phone: string | null };

const lower = (values: (string | null)[]) => [
  ...new Set(values.flatMap((v) => (v?.trim() ? [v.trim().toLowerCase()] : []))),
];

/**
 * Whom a customer's data names: their own addresses (the mails to them), the addresses their gift
 * cards went to (mails about them), and the texts that name them or their recipients anywhere.
 */
export function peopleOf(customer: Contact, rows: OrderPeople[], erasedName: string) {
  const own = lower([customer.email, ...rows.map((r) => r.senderEmail)]);
  const giftRecipients = lower(rows.map((r) => r.giftRecipientEmail));
  const names = [customer.name, ...rows.flatMap((r) => [r.senderName, r.recipientName])].filter(
    (name) => name?.trim().toLowerCase() !== erasedName.toLowerCase(),
  );
  const needles = textNeedles([
    ...names,
    ...own,
    ...giftRecipients,
    customer.phone,
    ...rows.flatMap((r) => [r.senderPhone, r.recipientPhone]),
  ]);
  return { own, all: [...new Set([...own, ...giftRecipients])], needles };
}

/** "/uploads/<key>" → "<key>": the photos their orders point at, to delete once the erasure is kept. */
export const photoKeysOf = (rows: OrderPeople[]) =>
  rows.flatMap((r) =>
    [r.photoReference, r.polaroidPhoto].flatMap((url) => (url ? [url.split('/').pop() as string] : [])),
  );
