import type { CurrentStock, OrderCost } from '@contract/stock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { formFields, internOrder, ORDER_UUID, renderPage } from '../test/render-page';
import { OrderCostPage } from './order-cost-page';

const PATH = `/intern/orders/${ORDER_UUID}/cost`;
const PATTERN = '/intern/orders/:uuid/cost';
const ROSE = 'f1000000-0000-4000-8000-000000000001';
const TULIP = 'f1000000-0000-4000-8000-000000000002';
const FERN = 'f1000000-0000-4000-8000-000000000003';

const flower = (id: string, name: string, quantity: number, unit_cost: number) => ({
  id,
  name,
  unit_cost,
  quantity,
  value: Math.round(quantity * unit_cost * 100) / 100,
  reorder_level: null,
  low: false,
  updated_at: '2031-03-01T09:00:00Z',
});

const stock: CurrentStock = {
  items: [
    flower(FERN, 'Fern', 0, 0.2),
    flower(ROSE, 'Rose, red', 120, 0.5),
    flower(TULIP, 'Tulip, yellow', 8, 0.25),
  ],
  totals: { items: 2, quantity: 128, value: 62, low_stock: 0, waste_value_30d: 0 },
};

/**
 * The order's cost as the server keeps it: sales add stems of a flower, returning takes them all back.
 * `refuse` may answer a sale instead (409 when there are not enough stems).
 */
function costApi(refuse?: (flowerId: string, quantity: number) => Response | undefined): Route {
  const used = new Map<string, number>([[ROSE, 12]]);
  const cost = (): OrderCost => {
    const lines = [...used].map(([id, quantity]) => {
      const item = stock.items.find((entry) => entry.id === id);
      return {
        flower_id: id,
        name: item?.name ?? '',
        quantity,
        cost: Math.round(quantity * (item?.unit_cost ?? 0) * 100) / 100,
      };
    });
    const total = lines.reduce((sum, line) => sum + line.cost, 0);
    return { lines, cost: total, price: 45, margin: 45 - total, currency: 'EUR', net: false };
  };
  return ({ url, init }) => {
    const method = init.method ?? 'GET';
    if (url === `/api/orders/${ORDER_UUID}/intern`) return json(200, internOrder());
    if (url === `/api/orders/${ORDER_UUID}/cost` && method === 'GET') return json(200, cost());
    if (url === '/api/stock/current') return json(200, stock);
    const sale = /^\/api\/stock\/([^/]+)\/sale$/.exec(url);
    if (sale?.[1] && method === 'POST') {
      const quantity = Number((init.body as FormData).get('quantity'));
      const refused = refuse?.(sale[1], quantity);
      if (refused) return refused;
      used.set(sale[1], (used.get(sale[1]) ?? 0) + quantity);
      return json(201, { id: 'm1', type: 'sale', quantity: -quantity });
    }
    const back = new RegExp(`^/api/orders/${ORDER_UUID}/cost/([^/]+)$`).exec(url);
    if (back?.[1] && method === 'DELETE') {
      used.delete(back[1]);
      return json(200, cost());
    }
    return undefined;
  };
}

const margin = () => screen.getByRole('region', { name: 'Margin' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('order cost', { timeout: 20_000 }, () => {
  it('shows the flowers used, their cost and the margin', async () => {
    stubFetch(costApi());
    renderPage(OrderCostPage, { path: PATH, pattern: PATTERN });

    expect(await screen.findByRole('heading', { name: 'Cost · #1001' })).toBeInTheDocument();
    const lines = screen.getByRole('list', { name: 'Flowers used' });
    const rose = within(lines).getByText('Rose, red').closest('li') as HTMLElement;
    expect(rose).toHaveTextContent('12 stems');
    expect(rose).toHaveTextContent('€6.00');
    expect(margin()).toHaveTextContent('Price€45.00');
    expect(margin()).toHaveTextContent('Flowers cost€6.00');
    expect(margin()).toHaveTextContent('Margin€39.00');
    expect(margin()).toHaveTextContent('86.7%');
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
      'href',
      `/intern/orders/${ORDER_UUID}`,
    );
  });

  it('adds flowers used as form data and shows the new cost', async () => {
    const { calls } = stubFetch(costApi());
    renderPage(OrderCostPage, { path: PATH, pattern: PATTERN });

    const form = (await screen.findByRole('region', { name: 'Add flowers used' })) as HTMLElement;
    const select = await within(form).findByLabelText('Flower');
    expect(within(select).getByRole('option', { name: 'Fern · 0 on hand' })).toBeDisabled();
    expect(within(select).getByRole('option', { name: 'Tulip, yellow · 8 on hand' })).toBeEnabled();

    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Choose a flower', { selector: 'p' })).toBeInTheDocument();
    expect(within(form).getByText('Enter a number of stems')).toBeInTheDocument();

    await userEvent.selectOptions(select, TULIP);
    await userEvent.type(within(form).getByLabelText('Stems'), '4');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));

    const lines = screen.getByRole('list', { name: 'Flowers used' });
    expect(await within(lines).findByText('Tulip, yellow')).toBeInTheDocument();
    expect(await screen.findByText('4 stems of Tulip, yellow added')).toBeInTheDocument();
    const sale = calls.find((call) => call.url === `/api/stock/${TULIP}/sale`);
    expect(sale?.init.method).toBe('POST');
    expect(sale?.init.body).toBeInstanceOf(FormData);
    expect(formFields(sale?.init ?? {})).toEqual({ quantity: '4', order_uuid: ORDER_UUID });
    await waitFor(() => expect(margin()).toHaveTextContent('Flowers cost€7.00'));
    expect(margin()).toHaveTextContent('Margin€38.00');
    expect(within(form).getByLabelText('Stems')).toHaveValue('');
  });

  it('shows the server’s message when there are not enough stems', async () => {
    const { calls } = stubFetch(
      costApi((_flowerId, quantity) =>
        quantity > 8
          ? json(409, {
              message: 'Only 8 stems of Tulip, yellow in stock; you asked for 20.',
              code: 'CONFLICT',
              details: { quantity: 'Only 8 in stock', current_quantity: 8 },
            })
          : undefined,
      ),
    );
    renderPage(OrderCostPage, { path: PATH, pattern: PATTERN });

    const form = (await screen.findByRole('region', { name: 'Add flowers used' })) as HTMLElement;
    await userEvent.selectOptions(await within(form).findByLabelText('Flower'), TULIP);
    await userEvent.type(within(form).getByLabelText('Stems'), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Only 8 stems of Tulip, yellow in stock; you asked for 20.',
    );
    expect(calls.filter((call) => call.url.endsWith('/sale'))).toHaveLength(1);
    // Nothing changed: the order still used only the roses.
    expect(within(screen.getByRole('list', { name: 'Flowers used' })).getAllByRole('listitem')).toHaveLength(
      1,
    );
  });

  it('returns a flower to stock after asking', async () => {
    const { calls } = stubFetch(costApi());
    renderPage(OrderCostPage, { path: PATH, pattern: PATTERN });

    await userEvent.click(await screen.findByRole('button', { name: 'Return Rose, red to stock' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Return Rose, red to stock?' });
    expect(dialog).toHaveTextContent('All 12 stems recorded for this order go back to stock');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return to stock' }));

    expect(await screen.findByText('12 stems of Rose, red back in stock')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Flowers used' })).toBeNull();
    expect(screen.getByText(/No flowers recorded for this order yet/)).toBeInTheDocument();
    expect(margin()).toHaveTextContent('Margin€45.00');
    expect(
      calls.filter(
        (call) => call.url === `/api/orders/${ORDER_UUID}/cost/${ROSE}` && call.init.method === 'DELETE',
      ),
    ).toHaveLength(1);
  });

  it('says when the order does not exist', async () => {
    stubFetch(() => json(404, { message: 'Not found', code: 'NOT_FOUND', details: {} }));
    renderPage(OrderCostPage, { path: PATH, pattern: PATTERN });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  });
});
