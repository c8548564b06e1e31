import type { DeliveryStop } from '@contract/delivery-run';
import { orderItem } from '../../../test/order-item';

/** A ready delivery stop as GET /api/deliveries answers it, numbered and changed as a test needs. */
export function deliveryStop(number: number, overrides: Partial<DeliveryStop> = {}): DeliveryStop {
  return {
    uuid: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    number,
    order_status: 'ready',
    payment_status: 'done',
    delivery_date: '2031-03-14',
    time_slot: '09:00-12:00',
    recipient_name: `Recipient ${number}`,
    recipient_phone: '+49 170 765 43 21',
    sender_name: 'Jonas Weber',
    sender_phone: '+49 170 123 45 67',
    delivery_address: 'Torstraße 1',
    delivery_unit: '3rd floor',
    delivery_city: 'Berlin',
    delivery_zipcode: '10117',
    special_instructions: null,
    items: [orderItem({ id: `line-${number}` })],
    has_card_message: false,
    polaroid_photo: null,
    delivery_status: null,
    driver: null,
    delivery_note: null,
    out_for_delivery_at: null,
    delivered_at: null,
    ...overrides,
  };
}
