import type { InternOrder } from '@contract/orders';
import { business } from './render-back-office-page';

/*
 * An order as staff read it, for the pages of the orders and counter features: one answer both
 * stub, so they agree on what an order looks like.
 */

export const ORDER_UUID = '3f1c7a52-9a4e-4c61-8d3e-6f0b2a9c4e11';

export function internOrder(overrides: Partial<InternOrder> = {}): InternOrder {
  return {
    uuid: ORDER_UUID,
    number: 1001,
    order_status: 'pending',
    payment_status: 'pending',
    payment_method: null,
    customer_note: null,
    method: 'delivery',
    price: 45,
    delivery_price: 4.9,
    total: 49.9,
    payments: [],
    net_total: 49.9,
    tax_total: 0,
    tax_lines: [],
    discount_code: null,
    discount_total: 0,
    tax_mode: 'none',
    tax_included: true,
    delivery_tax_rate: 0,
    language: 'en',
    currency: 'EUR',
    product_id: null,
    product_name: null,
    items: [],
    photo_reference: null,
    polaroid_photo: null,
    sender_name: 'Jonas Weber',
    sender_email: 'jonas@example.test',
    sender_phone: '+49 170 1234567',
    recipient_name: 'Anna Weber',
    recipient_phone: '+49 170 7654321',
    delivery_address: 'Torstraße 1',
    delivery_unit: '3rd floor',
    delivery_city: 'Berlin',
    delivery_zipcode: '10117',
    delivery_date: '2031-03-14',
    time_slot: '09:00-12:00',
    location_id: null,
    card_message: 'Happy birthday, Anna!',
    special_instructions: null,
    gift_recipient_email: null,
    gift_message: null,
    gift_send_on: null,
    submitted_at: '2031-03-02T10:00:00Z',
    created_at: '2031-03-01T09:00:00Z',
    editable: true,
    business: { name: business.name, url: business.url, phone: business.phone, email: business.email },
    note: '',
    assigned_to: null,
    paid_at: null,
    cost: 0,
    received_total: 0,
    refunded_total: 0,
    owed_back: 0,
    money_payments: [],
    history: [{ from_status: 'draft', to_status: 'pending', by: null, at: '2031-03-02T10:00:00Z' }],
    notices: [],
    delivery_status: null,
    driver: null,
    delivery_note: null,
    out_for_delivery_at: null,
    delivered_at: null,
    ...overrides,
    // Nothing paid by gift card unless a test says so: what is due follows the total.
    amount_due: overrides.amount_due ?? overrides.total ?? 49.9,
  };
}
