import { orderLanguage } from '@contract/languages';
import { fromCents, toCents } from '@contract/money';
import type { InternOrder, OrderListItem, PublicOrder } from '@contract/orders';
import type { OrderItem } from '@contract/product-lines';
import type { TaxMode } from '@contract/tax';
import { type businesses, orders } from '../../../db/schema';
import { amountDueCents, owedBackCents } from '../../payments';
import { deliveryProgressColumns, deliveryProgressOf } from '../delivery-progress.service';
import { toTaxFigures } from '../pricing/order-pricing.service';

export type OrderRow = typeof orders.$inferSelect;
type ShopRow = Pick<typeof businesses.$inferSelect, 'name' | 'url' | 'phone' | 'email' | 'currency'> & {
  language?: string;
  taxMode: TaxMode;
};

const money = (value: string | null) => (value === null ? null : Number(value));

/** What the customer pays: the stored total, written by the pricing rule (./order-pricing). */
export const orderTotal = (row: Pick<OrderRow, 'total'>): number => Number(row.total);

/** The customer may change what they sent while the order is a draft, or pending and unpaid. */
export const isCustomerEditable = (row: Pick<OrderRow, 'orderStatus' | 'paymentStatus' | 'deletedAt'>) =>
  row.deletedAt === null &&
  (row.orderStatus === 'draft' || (row.orderStatus === 'pending' && row.paymentStatus !== 'done'));

/** The order as its link shows it, with its lines (order-items.service.ts reads them). */
export function toPublicOrder(row: OrderRow, shop: ShopRow, items: OrderItem[]): PublicOrder {
  return {
    uuid: row.id,
    number: row.number,
    order_status: row.orderStatus,
    payment_status: row.paymentStatus,
    payment_method: row.paymentMethod,
    method: row.method,
    price: Number(row.price),
    delivery_price: money(row.deliveryPrice),
    ...toTaxFigures(row),
    discount_code: row.discountCode,
    tax_mode: shop.taxMode,
    // Whether the tax is part of the prices entered (VAT-style): stored when the order was priced.
    tax_included: row.taxIncluded,
    delivery_tax_rate: Number(row.deliveryTaxRate),
    currency: shop.currency,
    product_id: row.productId,
    product_name: row.productName,
    items,
    photo_reference: row.photoReference,
    polaroid_photo: row.polaroidPhoto,
    sender_name: row.senderName,
    sender_email: row.senderEmail,
    sender_phone: row.senderPhone,
    recipient_name: row.recipientName,
    recipient_phone: row.recipientPhone,
    delivery_address: row.deliveryAddress,
    delivery_unit: row.deliveryUnit,
    delivery_city: row.deliveryCity,
    delivery_zipcode: row.deliveryZipcode,
    delivery_date: row.deliveryDate,
    time_slot: row.timeSlot,
    location_id: row.locationId,
    card_message: row.cardMessage,
    special_instructions: row.specialInstructions,
    gift_recipient_email: row.giftRecipientEmail,
    gift_message: row.giftMessage,
    gift_send_on: row.giftSendOn,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    editable: isCustomerEditable(row),
    delivery_status: row.deliveryStatus,
    business: { name: shop.name, url: shop.url, phone: shop.phone, email: shop.email },
    // What gift cards paid; order-queries adds the card lines (and, before submission, their preview).
    payments: [],
    amount_due: fromCents(amountDueCents(row)),
    language: orderLanguage(row, shop),
  };
}

export function toInternOrder(
  row: OrderRow,
  shop: ShopRow,
  extra: Pick<
    InternOrder,
    'assigned_to' | 'history' | 'notices' | 'cost' | 'items' | 'customer_note' | 'money_payments'
  >,
): InternOrder {
  return {
    ...toPublicOrder(row, shop, extra.items),
    note: row.note,
    paid_at: row.paidAt?.toISOString() ?? null,
    received_total: fromCents(toCents(Number(row.receivedTotal))),
    refunded_total: fromCents(toCents(Number(row.refundedTotal))),
    owed_back: fromCents(owedBackCents(row)),
    ...extra,
    ...deliveryProgressOf(row),
  };
}

/** The columns a list row needs: lists read these only, not the whole order. */
export const listColumns = {
  id: orders.id,
  number: orders.number,
  orderStatus: orders.orderStatus,
  paymentStatus: orders.paymentStatus,
  method: orders.method,
  /** Not `total`: the list queries name their row count so. */
  grossTotal: orders.total,
  recipientName: orders.recipientName,
  deliveryDate: orders.deliveryDate,
  timeSlot: orders.timeSlot,
  deliveryCity: orders.deliveryCity,
  assignedTo: orders.assignedTo,
  photoReference: orders.photoReference,
  polaroidPhoto: orders.polaroidPhoto,
  createdAt: orders.createdAt,
  ...deliveryProgressColumns,
};
type ListRow = Pick<OrderRow, Exclude<keyof typeof listColumns, 'grossTotal'>> & { grossTotal: string };

export function toListItem(row: ListRow): OrderListItem {
  return {
    uuid: row.id,
    number: row.number,
    order_status: row.orderStatus,
    payment_status: row.paymentStatus,
    method: row.method,
    total: Number(row.grossTotal),
    recipient_name: row.recipientName,
    delivery_date: row.deliveryDate,
    time_slot: row.timeSlot,
    delivery_city: row.deliveryCity,
    assigned_to: row.assignedTo,
    photo_reference: row.photoReference,
    polaroid_photo: row.polaroidPhoto,
    created_at: row.createdAt.toISOString(),
    ...deliveryProgressOf(row),
  };
}
