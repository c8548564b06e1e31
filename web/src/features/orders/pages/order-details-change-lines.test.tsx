import type { OrderItem } from '@contract/product-lines';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { productRow } from '../../../test/product-row';
import { bodyOf, internOrder, ORDER_UUID, renderPage } from '../test/render-page';
import { OrderDetailsPage } from './order-details-page';

/* "Change lines" on the order (docs/decisions/054): kept lines by id, new ones from the order editor. */

const PATH = `/intern/orders/${ORDER_UUID}`;
const PATTERN = '/intern/orders/:uuid';
const BASE = `/api/orders/${ORDER_UUID}`;
const TULIPS = 'a0000000-0000-4000-8000-000000000003';

const line = (overrides: Partial<OrderItem> & Pick<OrderItem, 'id' | 'product_name'>): OrderItem => ({
  product_id: null,
  variant_id: null,
  variant_name: null,
  options: [],
  quantity: 1,
  unit_price: 20,
  total: 20,
  kind: 'flowers',
  tax_rate: 0,
  tax_class: null,
  ...overrides,
});
const roses = line({
  id: 'd0000000-0000-4000-8000-000000000001',
  product_name: 'Rose bouquet',
  unit_price: 25,
  total: 25,
});
const vase = line({
  id: 'd0000000-0000-4000-8000-000000000002',
  product_name: 'Glass vase',
  unit_price: 25,
  total: 25,
});

/** A paid order of 50: a rose bouquet and a vase, 25 each. */
const paid = internOrder({
  price: 50,
  delivery_price: 0,
  total: 50,
  amount_due: 0,
  received_total: 50,
  payment_status: 'done',
  items: [roses, vase],
});

const tulips = productRow({ id: TULIPS, name: 'Tulips', price: 12 });

/** The order, the editor's reads, and the line change answering `after`. */
function api(after: Parameters<typeof internOrder>[0]): Route {
  return ({ url, init }) => {
    if (url.startsWith('/api/products')) return json(200, { items: [tulips], count: 1 });
    if (url === '/api/product-options') return json(200, { items: [], count: 0 });
    if (url === `${BASE}/intern`) return json(200, paid);
    if (url === `${BASE}/lines` && init.method === 'PUT') return json(200, { ...paid, ...after });
    return undefined;
  };
}

const sent = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((call) => call.url === `${BASE}/lines`).map((call) => bodyOf(call.init));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('changing the lines of an order', { timeout: 20_000 }, () => {
  it('sends the kept lines with their quantities and a new product, and shows what is due', async () => {
    const { calls } = stubFetch(api({ total: 62, price: 62, amount_due: 12 }));
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });
    const items = await screen.findByRole('region', { name: 'Items' });
    await userEvent.click(within(items).getByRole('button', { name: 'Change lines' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Glass vase' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'More of Rose bouquet' }));
    await userEvent.type(within(dialog).getByRole('combobox'), 'tul{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save lines' }));

    expect(await within(dialog).findByText(/is due: take it with Mark paid/)).toHaveTextContent('€12.00');
    expect(sent(calls)).toEqual([
      {
        kept: [{ id: roses.id, quantity: 2 }],
        items: [{ product_id: TULIPS, option_ids: [], quantity: 1 }],
        free_items: [],
      },
    ]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('€62.00');
  });

  it('shows what is owed back when the lines now cost less', async () => {
    const { calls } = stubFetch(api({ total: 40, price: 40, amount_due: 0, owed_back: 10 }));
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });
    const items = await screen.findByRole('region', { name: 'Items' });
    await userEvent.click(within(items).getByRole('button', { name: 'Change lines' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Glass vase' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save lines' }));

    expect(await within(dialog).findByText(/is owed back/)).toHaveTextContent('€10.00');
    expect(sent(calls)).toEqual([{ kept: [{ id: roses.id, quantity: 1 }], items: [], free_items: [] }]);
  });

  it('is not offered to a florist', async () => {
    stubFetch(api({}));
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN, role: 'florist' });
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(within(items).queryByRole('button', { name: 'Change lines' })).toBeNull();
  });
});
