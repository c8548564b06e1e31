import type { DayOrder, DayView } from '@contract/order-day';
import type { PrintBatch, PrintOrder } from '@contract/order-print';
import { orderItem } from '../../../test/order-item';
import { business, ME } from './render-page';

/** One line naming the product, as every one-line order has; none when the product is left out. */
const linesOf = (number: number, productName: string | null | undefined) =>
  productName === null
    ? []
    : [orderItem({ id: `line-${number}`, product_name: productName ?? 'Peony bouquet' })];

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
    items: linesOf(number, overrides.product_name),
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

export function printOrder(number: number, overrides: Partial<PrintOrder> = {}): PrintOrder {
  return {
    uuid: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    number,
    order_status: 'pending',
    payment_status: 'pending',
    method: 'delivery',
    product_name: 'Peony bouquet',
    items: linesOf(number, overrides.product_name),
    product_photo: '/uploads/product.webp',
    photo_reference: null,
    polaroid_photo: null,
    sender_name: 'Jonas Weber',
    sender_phone: '+49 170 1234567',
    recipient_name: 'Anna Weber',
    recipient_phone: '+49 170 7654321',
    delivery_address: 'Torstraße 1',
    delivery_unit: '3rd floor',
    delivery_city: 'Berlin',
    delivery_zipcode: '10117',
    delivery_date: '2031-03-14',
    time_slot: '09:00-12:00',
    location: null,
    note: 'Peonies if we have them',
    special_instructions: null,
    card_message: 'Happy birthday, Anna!',
    assigned_to: { id: ME, name: 'Maya Lind' },
    ...overrides,
  };
}

export const printBatch = (items: PrintOrder[]): PrintBatch => ({
  shop: { name: business.name, phone: business.phone, email: business.email, address: business.address },
  items,
});
