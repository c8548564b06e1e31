import type { PrintBatch, PrintOrder } from '@contract/order-print';
import { linesNaming } from '../../../test/order-item';
import { business, ME } from '../../../test/render-back-office-page';

/* Orders as the print request answers them: what the tickets and cards are printed from. */

export function printOrder(number: number, overrides: Partial<PrintOrder> = {}): PrintOrder {
  return {
    uuid: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    number,
    order_status: 'pending',
    payment_status: 'pending',
    method: 'delivery',
    product_name: 'Peony bouquet',
    items: linesNaming(number, overrides.product_name),
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
