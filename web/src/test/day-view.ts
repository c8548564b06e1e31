import type { DayOrder, DayView } from '@contract/order-day';
import { linesNaming } from './order-item';
import { ME } from './render-back-office-page';

/*
 * The day view as the server answers it: for the day page of the orders feature and the day sheet
 * the order-print feature prints from the same answer.
 */

export function dayOrder(number: number, overrides: Partial<DayOrder> = {}): DayOrder {
  return {
    uuid: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    number,
    order_status: 'pending',
    payment_status: 'pending',
    paid: false,
    method: 'delivery',
    delivery_status: null,
    product_name: 'Peony bouquet',
    items: linesNaming(number, overrides.product_name),
    recipient_name: `Recipient ${number}`,
    delivery_address: 'Torstraße 1',
    delivery_city: 'Berlin',
    location_name: null,
    time_slot: '09:00-12:00',
    assigned_to: null,
    photo_reference: null,
    polaroid_photo: null,
    note: '',
    special_instructions: null,
    has_card_message: false,
    ...overrides,
  };
}

/** Two windows: two orders in the morning (one assigned to the signed-in user), one pickup after. */
export function dayView(overrides: Partial<DayView> = {}): DayView {
  return {
    date: '2031-03-14',
    today: '2031-03-14',
    windows: [
      {
        time_slot: '09:00-12:00',
        orders: [
          dayOrder(1001, {
            note: 'Peonies if we have them',
            has_card_message: true,
            paid: true,
            payment_status: 'done',
            photo_reference: '/uploads/ref.webp',
          }),
          dayOrder(1002, { order_status: 'ready', assigned_to: { id: ME, name: 'Maya Lind' } }),
        ],
      },
      {
        time_slot: '13:00-17:00',
        orders: [dayOrder(1003, { method: 'pickup', location_name: 'Main shop', product_name: null })],
      },
    ],
    counts: { to_make: 2, made: 1, to_deliver: 2, to_pick_up: 1, done: 0, total: 3 },
    ...overrides,
  };
}
