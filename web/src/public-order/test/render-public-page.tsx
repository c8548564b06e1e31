import type { DisabledDates } from '@contract/order-time';
import type { OrderOptions, PublicOrder } from '@contract/orders';
import type { OrderItem } from '@contract/product-lines';
import { vi } from 'vitest';
import { renderCustomer } from '../../test/customer-i18n';
import { json, type Route } from '../../test/fetch';
import { OrderApp } from '../order-app';
import { loadOrderPage } from '../pages/order-pages';
import { clearResources } from '../resource-cache';

// The page draws once its page's file is in (main.tsx waits for it), as these tests draw it.
await Promise.all([loadOrderPage('form'), loadOrderPage('details')]);

export const UUID = '7d3c9b1e-2f4a-4e8b-9c6d-1a2b3c4d5e6f';

export function publicOrder(overrides: Partial<PublicOrder> = {}): PublicOrder {
  return {
    uuid: UUID,
    number: 1001,
    order_status: 'draft',
    payment_status: 'pending',
    payment_method: null,
    method: 'delivery',
    price: 45,
    delivery_price: null,
    language: 'en',
    total: 45,
    payments: [],
    net_total: 45,
    tax_total: 0,
    tax_lines: [],
    discount_code: null,
    discount_total: 0,
    tax_mode: 'none',
    tax_included: true,
    delivery_tax_rate: 0,
    currency: 'EUR',
    product_id: null,
    product_name: null,
    items: [],
    photo_reference: null,
    polaroid_photo: null,
    sender_name: null,
    sender_email: null,
    sender_phone: null,
    recipient_name: null,
    recipient_phone: null,
    delivery_address: null,
    delivery_unit: null,
    delivery_city: null,
    delivery_zipcode: null,
    delivery_date: null,
    time_slot: null,
    location_id: null,
    card_message: null,
    special_instructions: null,
    gift_recipient_email: null,
    gift_message: null,
    gift_send_on: null,
    submitted_at: null,
    created_at: '2031-03-01T09:00:00Z',
    editable: true,
    delivery_status: null,
    business: { name: 'Rose & Fern', url: 'rose-and-fern', phone: '+49 30 1234567', email: 'shop@rose.test' },
    ...overrides,
    // Nothing paid by gift card unless a test says so: what is due follows the total.
    amount_due: overrides.amount_due ?? overrides.total ?? 45,
  };
}

/** One line of flowers at `total`, taxed at `rate` percent. */
export const orderLine = (total: number, rate = 0): OrderItem => ({
  id: crypto.randomUUID(),
  product_id: null,
  product_name: 'Tulips',
  variant_id: null,
  variant_name: null,
  options: [],
  quantity: 1,
  unit_price: total,
  total,
  kind: 'flowers',
  tax_rate: rate,
  tax_class: null,
});

export function orderOptions(overrides: Partial<OrderOptions['order_form']> = {}): OrderOptions {
  return {
    order_form: {
      delivery_enabled: true,
      pickup_enabled: true,
      require_recipient_phone: true,
      card_message_enabled: true,
      card_message_max_length: 40,
      allow_pay_in_shop: false,
      ...overrides,
    },
    pickup_locations: [
      {
        id: 'a1a1a1a1-0000-4000-8000-000000000001',
        name: 'Rose & Fern Mitte',
        address: 'Blumenstraße 12',
        city: 'Berlin',
        zipcode: '10115',
        phone: '',
      },
    ],
    delivery_zipcodes: [{ zipcode: '10117', city: 'Berlin', delivery_price: 4.9 }],
    card_payments: false,
    time_zone: 'Europe/Berlin',
  };
}

/** March 2031: open from the 10th (a Monday) to the 30th, closed on Sundays and on the 12th. */
export const closedDays: DisabledDates = {
  weekdays: [0],
  dates: ['2031-03-12'],
  first_date: '2031-03-10',
  last_date: '2031-03-30',
};

/** The public order's endpoints; `submit` answers the POST. */
export function publicApi({
  order = publicOrder(),
  options = orderOptions(),
  slots = { '2031-03-11': ['09:00-12:00', '14:00-17:00'] } as Record<string, string[]>,
  submit,
}: {
  order?: PublicOrder;
  options?: OrderOptions;
  slots?: Record<string, string[]>;
  submit?: (init: RequestInit) => Response;
} = {}): Route {
  return ({ url, init }) => {
    const base = `/api/orders/${UUID}`;
    if (!url.startsWith(base)) return undefined;
    const rest = url.slice(base.length);
    if (rest === '' && init.method === 'POST') {
      return submit?.(init) ?? json(200, { ...order, order_status: 'pending', editable: true });
    }
    if (rest === '') return json(200, order);
    if (rest === '/options') return json(200, options);
    if (rest.startsWith('/disabled-dates')) return json(200, closedDays);
    if (rest.startsWith('/timeslots')) {
      const date = new URL(url, 'http://x').searchParams.get('date') ?? '';
      return json(200, slots[date] ?? []);
    }
    return undefined;
  };
}

/**
 * The customer's order page app at `path`, with nothing kept from an earlier test; `location()` is
 * where it is after moving between its pages.
 */
export function renderPublicPage(path: string) {
  clearResources();
  // jsdom has no scrolling; moving to the details scrolls to the top in a browser.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  window.history.replaceState(null, '', path);
  renderCustomer(<OrderApp />);
  return { location: () => `${window.location.pathname}${window.location.search}` };
}

export function formFields(init: RequestInit): Record<string, string> {
  const form = init.body as FormData;
  return Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
}
