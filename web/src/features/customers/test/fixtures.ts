import type { Customer } from '@contract/customers';
import { json, type Route } from '../../../test/fetch';

export { renderPage } from '../../../test/render-back-office-page';

export const CUSTOMER_ID = 'c0000000-0000-4000-8000-000000000001';

export function customerFixture(index: number, overrides: Partial<Customer> = {}): Customer {
  return {
    id: `c0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `Customer ${index}`,
    email: `customer${index}@example.test`,
    phone: `+49 170 ${String(index).padStart(7, '0')}`,
    order_count: 2,
    total_spent: 99.8,
    first_order_date: '2031-01-10T09:00:00Z',
    last_order_date: '2031-03-02T10:00:00Z',
    note: null,
    ...overrides,
  };
}

export { orderListItem as orderFixture } from '../../../test/order-list-item';

/** GET /api/customers/: `total` customers, 20 a page as the query asks (the server sorts; this does not). */
export function customersApi(total: number): Route {
  return ({ url }) => {
    if (!url.startsWith('/api/customers/?')) return undefined;
    const params = new URL(url, 'http://petal.test').searchParams;
    const page = Number(params.get('page'));
    const size = Number(params.get('page_size'));
    const start = (page - 1) * size;
    const items = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, index) =>
      customerFixture(start + index + 1),
    );
    return json(200, { items, total, page, page_size: size });
  };
}

export const listUrls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/customers/?')).map((call) => call.url);
