import type { OrderListItem } from '@contract/orders';

/** One order as the lists receive it, numbered; shared by the features that show order lists. */
export function orderListItem(number: number, overrides: Partial<OrderListItem> = {}): OrderListItem {
  return {
    uuid: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    number,
    order_status: 'pending',
    payment_status: 'pending',
    method: 'delivery',
    total: 49.9,
    recipient_name: `Recipient ${number}`,
    delivery_date: '2031-03-14',
    time_slot: '09:00-12:00',
    photo_reference: null,
    polaroid_photo: null,
    delivery_city: 'Berlin',
    assigned_to: null,
    created_at: '2031-03-01T09:00:00Z',
    delivery_status: null,
    driver: null,
    delivery_note: null,
    out_for_delivery_at: null,
    delivered_at: null,
    ...overrides,
  };
}
