import { orders } from '../../db/schema';

/** An order's columns as the export names them: the people, the place, the card, the money. */
export const exportedOrderColumns = {
  id: orders.id,
  number: orders.number,
  created_at: orders.createdAt,
  submitted_at: orders.submittedAt,
  deleted_at: orders.deletedAt,
  order_status: orders.orderStatus,
  payment_status: orders.paymentStatus,
  payment_method: orders.paymentMethod,
  method: orders.method,
  delivery_date: orders.deliveryDate,
  time_slot: orders.timeSlot,
  sender_name: orders.senderName,
  sender_email: orders.senderEmail,
  sender_phone: orders.senderPhone,
  recipient_name: orders.recipientName,
  recipient_phone: orders.recipientPhone,
  delivery_address: orders.deliveryAddress,
  delivery_unit: orders.deliveryUnit,
  delivery_city: orders.deliveryCity,
  delivery_zipcode: orders.deliveryZipcode,
  card_message: orders.cardMessage,
  special_instructions: orders.specialInstructions,
  gift_recipient_email: orders.giftRecipientEmail,
  gift_message: orders.giftMessage,
  gift_send_on: orders.giftSendOn,
  photo_reference: orders.photoReference,
  polaroid_photo: orders.polaroidPhoto,
  language: orders.language,
  total: orders.total,
  gift_card_total: orders.giftCardTotal,
  discount_code: orders.discountCode,
  discount_total: orders.discountTotal,
  received_total: orders.receivedTotal,
  refunded_total: orders.refundedTotal,
};

type OrderDates = { id: string; created_at: Date; submitted_at: Date | null; deleted_at: Date | null };
type ByOrder = { orderId: string };
type Line = ByOrder & {
  product: string | null;
  variant: string | null;
  options: { name: string }[];
  quantity: number;
  unit_price: string;
  total: string;
};
type Payment = ByOrder & { kind: string; method: string; amount_cents: number; at: Date };
type Document = ByOrder & {
  number: string;
  kind: string;
  issued_at: Date;
  currency: string;
  net_total: string;
  tax_total: string;
  total: string;
};

const ofOrder = <T extends ByOrder>(rows: T[], id: string) =>
  rows.filter((row) => row.orderId === id).map(({ orderId: _, ...rest }) => rest);

/** One order of the export, with its lines, its payments and refunds, and the documents issued for it. */
export function exportedOrder<T extends OrderDates>(
  order: T,
  { lines, payments, documents }: { lines: Line[]; payments: Payment[]; documents: Document[] },
) {
  const id = order.id;
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  return {
    ...order,
    created_at: order.created_at.toISOString(),
    submitted_at: iso(order.submitted_at),
    deleted_at: iso(order.deleted_at),
    lines: ofOrder(lines, id).map((line) => ({ ...line, options: line.options.map((o) => o.name) })),
    payments: ofOrder(payments, id).map((p) => ({ ...p, at: p.at.toISOString() })),
    invoices: ofOrder(documents, id).map((d) => ({ ...d, issued_at: d.issued_at.toISOString() })),
  };
}
