import type { AuditChanges } from '../audit';
import { diffFields } from '../audit';
import type { OrderRow } from './queries/order-mapping.service';

/** Fields whose values the trail keeps: they decide when, where and for how much. */
const plainFields = {
  order_status: 'orderStatus',
  delivery_date: 'deliveryDate',
  time_slot: 'timeSlot',
  delivery_price: 'deliveryPrice',
  location_id: 'locationId',
  delivery_zipcode: 'deliveryZipcode',
  delivery_city: 'deliveryCity',
  gift_send_on: 'giftSendOn',
} as const satisfies Record<string, keyof OrderRow>;

/** People's names, phones, addresses and messages: the trail says that they changed, not to what,
 * so it does not become a second copy of the customer's personal data (docs/decisions/020). */
const personalFields = {
  sender_name: 'senderName',
  sender_email: 'senderEmail',
  sender_phone: 'senderPhone',
  recipient_name: 'recipientName',
  recipient_phone: 'recipientPhone',
  delivery_address: 'deliveryAddress',
  delivery_unit: 'deliveryUnit',
  card_message: 'cardMessage',
  special_instructions: 'specialInstructions',
  gift_recipient_email: 'giftRecipientEmail',
  gift_message: 'giftMessage',
} as const satisfies Record<string, keyof OrderRow>;

/** What a submission or correction changed in an order's details. */
export function detailChanges(before: OrderRow, after: OrderRow): AuditChanges {
  const pick = (row: OrderRow) =>
    Object.fromEntries(Object.entries(plainFields).map(([name, column]) => [name, row[column]]));
  const changes = diffFields(pick(before), pick(after));
  for (const [name, column] of Object.entries(personalFields)) {
    if ((before[column] ?? null) !== (after[column] ?? null)) changes[name] = {};
  }
  return changes;
}
