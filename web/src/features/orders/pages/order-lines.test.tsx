import type { OrderItem } from '@contract/product-lines';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { internOrder, ORDER_UUID, renderPage } from '../test/render-page';
import { OrderCostPage } from './order-cost-page';
import { OrderDetailsPage } from './order-details-page';

/* Staff see each line of an order (docs/decisions/040). */

const line = (overrides: Partial<OrderItem>): OrderItem => ({
  id: 'line-1',
  product_id: 'p1',
  product_name: 'Rose bouquet',
  variant_id: null,
  variant_name: null,
  options: [],
  quantity: 1,
  unit_price: 40,
  total: 40,
  kind: 'flowers',
  tax_rate: 0,
  tax_class: null,
  ...overrides,
});

const items = [
  line({ id: 'l1', variant_name: 'Standard', quantity: 2, unit_price: 40, total: 80 }),
  line({
    id: 'l2',
    variant_name: 'Deluxe',
    options: [{ option_id: 'o1', name: 'Glass vase', price: 12.5, tax_rate: 0 }],
    unit_price: 72.5,
    total: 72.5,
  }),
];

const orderApi = () =>
  stubFetch(({ url }) => {
    const base = `/api/orders/${ORDER_UUID}`;
    if (url === `${base}/intern`) return json(200, internOrder({ items, price: 152.5 }));
    if (url === `${base}/cost`) {
      return json(200, { price: 152.5, cost: 0, margin: 152.5, currency: 'EUR', lines: [] });
    }
    if (url.startsWith(`${base}/audit`)) return json(200, { items: [], next_cursor: null });
    if (url === '/api/stock/current') return json(200, { items: [], count: 0 });
    return undefined;
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an order of several lines', { timeout: 20_000 }, () => {
  it('lists each line on the order page: how many, size, add-ons and price', async () => {
    orderApi();
    renderPage(OrderDetailsPage, { path: `/intern/orders/${ORDER_UUID}`, pattern: '/intern/orders/:uuid' });
    const lines = await screen.findByRole('list', { name: 'Items' });
    const rows = within(lines).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('2 × Rose bouquet');
    expect(rows[0]).toHaveTextContent('Standard');
    expect(rows[0]).toHaveTextContent('€80.00');
    expect(rows[1]).toHaveTextContent('1 × Rose bouquet');
    expect(rows[1]).toHaveTextContent('Deluxe, + Glass vase');
    expect(rows[1]).toHaveTextContent('€72.50');
  });

  it('lists them on the cost page', async () => {
    orderApi();
    renderPage(OrderCostPage, {
      path: `/intern/orders/${ORDER_UUID}/cost`,
      pattern: '/intern/orders/:uuid/cost',
    });
    const lines = await screen.findByRole('list', { name: 'Items' });
    const rows = within(lines).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    // As the bench reads them: how many of what, then the size and each add-on with a plus.
    expect(rows[0]).toHaveTextContent('2 × Rose bouquet');
    expect(rows[0]).toHaveTextContent('Standard');
    expect(rows[1]).toHaveTextContent('1 × Rose bouquet');
    expect(rows[1]).toHaveTextContent('Deluxe, + Glass vase');
  });
});
