import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { setViewportWidth } from '../../../test/viewport';
import { MOVEMENTS_PAGE_SIZE } from '../api/get-movements';
import {
  bodyOf,
  currentStockApi,
  movementFixture,
  movementsApi,
  ORDER_UUID,
  ROSE,
  renderPage,
  stockFixture,
  TULIP,
} from '../test/fixtures';
import { StockPage } from './stock-page';

const PATH = '/intern/stock';

const history = [
  movementFixture(1),
  movementFixture(2, {
    type: 'sale',
    quantity: -3,
    order: { uuid: ORDER_UUID, number: 1001 },
    by: { id: 'u2', name: 'Jonas Weber' },
  }),
  movementFixture(3, { type: 'expiry', quantity: -2, flower: { id: TULIP, name: 'Tulip, yellow' } }),
  movementFixture(4, { type: 'count', quantity: 5, by: null }),
];

const movementUrls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/stock/movements')).map((call) => call.url);

const posts = (calls: { url: string; init: RequestInit }[], url: string) =>
  calls.filter((call) => call.url === url && call.init.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('stock page', { timeout: 20_000 }, () => {
  it('shows the totals and a table of the flowers with a Low badge', async () => {
    stubFetch(currentStockApi(), movementsApi(history));
    renderPage(StockPage, { path: PATH });

    const totals = await screen.findByText('Stems on hand');
    const summary = totals.closest('dl') as HTMLElement;
    expect(within(summary).getByText('128')).toBeInTheDocument();
    expect(within(summary).getByText('2 flowers in stock')).toBeInTheDocument();
    expect(within(summary).getByText('€54.50')).toBeInTheDocument();
    expect(within(summary).getByText('€12.60')).toBeInTheDocument();
    expect(within(summary).getByText('1')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Current stock' });
    const rose = within(table).getByRole('row', { name: /Rose, red/ });
    expect(rose).toHaveTextContent('120');
    expect(rose).toHaveTextContent('€0.4375');
    expect(rose).toHaveTextContent('€52.50');
    expect(within(rose).queryByText('Low')).toBeNull();
    const tulip = within(table).getByRole('row', { name: /Tulip, yellow/ });
    expect(within(tulip).getByText('Low')).toBeInTheDocument();
    expect(tulip).toHaveTextContent('€0.25');
    expect(screen.getByRole('link', { name: 'Count stock' })).toHaveAttribute('href', '/intern/stock/update');
  });

  it('shows a card per flower on a phone', async () => {
    setViewportWidth(390);
    stubFetch(currentStockApi(), movementsApi(history));
    renderPage(StockPage, { path: PATH });

    const list = await screen.findByRole('list', { name: 'Current stock' });
    expect(screen.queryByRole('table')).toBeNull();
    const tulip = within(list).getByRole('heading', { name: 'Tulip, yellow' }).closest('li') as HTMLElement;
    expect(tulip).toHaveTextContent('8 stems');
    expect(within(tulip).getByText('Low')).toBeInTheDocument();
  });

  it('lists the history and narrows it by type', async () => {
    const { calls } = stubFetch(currentStockApi(), movementsApi(history));
    const { router } = renderPage(StockPage, { path: PATH });

    const movements = await screen.findByRole('list', { name: 'Movements' });
    expect(movementUrls(calls)).toEqual(['/api/stock/movements?limit=30&offset=0']);
    const rows = within(movements).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('+12');
    expect(rows[0]).toHaveTextContent('Purchase');
    expect(rows[0]).toHaveTextContent('Maya Lind');
    expect(rows[1]).toHaveTextContent('\u22123');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Order #1001' })).toHaveAttribute(
      'href',
      `/intern/orders/${ORDER_UUID}`,
    );
    expect(rows[1]).toHaveTextContent('Jonas Weber');
    expect(rows[2]).toHaveTextContent('Expiry');

    await userEvent.click(screen.getByRole('tab', { name: 'Sale' }));
    await waitFor(() =>
      expect(movementUrls(calls)).toContain('/api/stock/movements?type=sale&limit=30&offset=0'),
    );
    expect(router.state.location.search).toBe('?type=sale');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Movements' })).getAllByRole('listitem')).toHaveLength(
        1,
      ),
    );
    expect(screen.getByRole('tab', { name: 'Sale' })).toHaveAttribute('aria-selected', 'true');

    for (const type of ['purchase', 'expiry', 'count'] as const) {
      await userEvent.click(screen.getByRole('tab', { name: type.charAt(0).toUpperCase() + type.slice(1) }));
      await waitFor(() =>
        expect(movementUrls(calls)).toContain(`/api/stock/movements?type=${type}&limit=30&offset=0`),
      );
    }
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(router.state.location.search).toBe('');
  });

  it('loads more of the history on demand', async () => {
    const many = Array.from({ length: MOVEMENTS_PAGE_SIZE + 5 }, (_, index) => movementFixture(index + 1));
    const { calls } = stubFetch(currentStockApi(), movementsApi(many));
    renderPage(StockPage, { path: PATH });

    expect(await screen.findByText(`Showing ${MOVEMENTS_PAGE_SIZE} of ${many.length}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(`Showing ${many.length} of ${many.length}`)).toBeInTheDocument();
    expect(movementUrls(calls).at(-1)).toBe('/api/stock/movements?limit=30&offset=30');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('records a purchase of a new and a known flower and shows the server’s row errors', async () => {
    let refuse = true;
    const stockPost: Route = ({ url, init }) => {
      if (url !== '/api/stock/' || init.method !== 'POST') return undefined;
      if (refuse) {
        refuse = false;
        return json(400, {
          message: 'Check the rows',
          code: 'VALIDATION_ERROR',
          details: {
            'items.0.unit_cost': 'Use at most four decimals',
            'items.1.flower_id': 'Unknown flower',
          },
        });
      }
      return json(201, { items: [], count: 2 });
    };
    const { calls } = stubFetch(stockPost, currentStockApi(), movementsApi(history));
    renderPage(StockPage, { path: PATH });

    await userEvent.click(await screen.findByRole('button', { name: 'Record purchase' }));
    const dialog = screen.getByRole('dialog', { name: 'Record purchase' });
    const first = within(dialog).getByRole('group', { name: 'Row 1' });
    await userEvent.selectOptions(within(first).getByLabelText('Flower'), 'New flower…');
    await userEvent.type(within(first).getByLabelText('New flower name'), 'Ranunculus, white');
    await userEvent.type(within(first).getByLabelText('Stems'), '25');
    await userEvent.type(within(first).getByLabelText('Cost per stem'), '0,4375');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add another flower' }));
    const second = within(dialog).getByRole('group', { name: 'Row 2' });
    await userEvent.selectOptions(within(second).getByLabelText('Flower'), ROSE);
    // Choosing a known flower fills in what its stems cost.
    expect(within(second).getByLabelText('Cost per stem')).toHaveValue('0.4375');
    await userEvent.type(within(second).getByLabelText('Stems'), '10');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Record purchase' }));
    expect(await within(first).findByText('Use at most four decimals')).toBeInTheDocument();
    expect(within(second).getByText('Unknown flower')).toBeInTheDocument();
    expect(bodyOf(posts(calls, '/api/stock/')[0]?.init ?? {})).toEqual({
      type: 'purchase',
      items: [
        { name: 'Ranunculus, white', quantity: 25, unit_cost: 0.4375 },
        { flower_id: ROSE, quantity: 10, unit_cost: 0.4375 },
      ],
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Record purchase' }));
    expect(await screen.findByText('Purchase recorded: 2 rows')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(calls, '/api/stock/')).toHaveLength(2);
  });

  it('checks the rows before sending and records waste without a cost', async () => {
    let enough = false;
    const stockPost: Route = ({ url, init }) => {
      if (url !== '/api/stock/' || init.method !== 'POST') return undefined;
      if (enough) return json(201, { items: [], count: 1 });
      enough = true;
      return json(409, {
        message: 'Only 8 stems of Tulip, yellow in stock; you asked for 30.',
        code: 'CONFLICT',
        details: { quantity: 'Only 8 in stock', current_quantity: 8 },
      });
    };
    const { calls } = stubFetch(stockPost, currentStockApi(), movementsApi(history));
    renderPage(StockPage, { path: PATH });

    await userEvent.click(await screen.findByRole('button', { name: 'Record waste' }));
    const dialog = screen.getByRole('dialog', { name: 'Record waste' });
    const row = within(dialog).getByRole('group', { name: 'Row 1' });
    expect(within(row).queryByLabelText('Cost per stem')).toBeNull();
    // Only flowers with stems on hand can be wasted, and no new ones.
    expect(
      within(within(row).getByLabelText('Flower'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a flower', 'Rose, red (120 on hand)', 'Tulip, yellow (8 on hand)']);

    await userEvent.type(within(row).getByLabelText('Stems'), '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record waste' }));
    await waitFor(() =>
      expect(within(row).getByLabelText('Flower')).toHaveAccessibleDescription('Choose a flower'),
    );
    expect(within(row).getByLabelText('Stems')).toHaveAccessibleDescription('Use whole stems');
    expect(posts(calls, '/api/stock/')).toHaveLength(0);

    await userEvent.selectOptions(within(row).getByLabelText('Flower'), TULIP);
    await userEvent.clear(within(row).getByLabelText('Stems'));
    await userEvent.type(within(row).getByLabelText('Stems'), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record waste' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only 8 stems of Tulip, yellow in stock; you asked for 30.',
    );

    await userEvent.clear(within(row).getByLabelText('Stems'));
    await userEvent.type(within(row).getByLabelText('Stems'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record waste' }));
    expect(await screen.findByText('Waste recorded: 1 row')).toBeInTheDocument();
    expect(bodyOf(posts(calls, '/api/stock/')[1]?.init ?? {})).toEqual({
      type: 'expiry',
      items: [{ flower_id: TULIP, quantity: 3 }],
    });
  });

  it('adds a flower and says when the name is taken', async () => {
    let taken = true;
    const flowersPost: Route = ({ url, init }) => {
      if (url !== '/api/flowers' || init.method !== 'POST') return undefined;
      if (taken) {
        taken = false;
        return json(409, {
          message: 'There is already a flower called Rose, red',
          code: 'CONFLICT',
          details: { name: 'This flower already exists' },
        });
      }
      return json(201, { ...stockFixture().items[1], name: 'Peony' });
    };
    const { calls } = stubFetch(flowersPost, currentStockApi(), movementsApi(history));
    renderPage(StockPage, { path: PATH });

    await userEvent.click(await screen.findByRole('button', { name: 'Add flower' }));
    const dialog = screen.getByRole('dialog', { name: 'Add flower' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Rose, red');
    await userEvent.type(within(dialog).getByLabelText('Cost per stem'), '0.9');
    await userEvent.type(within(dialog).getByLabelText('Stems on hand'), '40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add flower' }));
    expect(await within(dialog).findByText('This flower already exists')).toBeInTheDocument();
    expect(bodyOf(posts(calls, '/api/flowers')[0]?.init ?? {})).toEqual({
      name: 'Rose, red',
      unit_cost: 0.9,
      quantity: 40,
      reorder_level: null,
    });

    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Peony');
    await userEvent.type(within(dialog).getByLabelText('Reorder at'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add flower' }));
    expect(await screen.findByText('Peony added')).toBeInTheDocument();
    expect(bodyOf(posts(calls, '/api/flowers')[1]?.init ?? {})).toEqual({
      name: 'Peony',
      unit_cost: 0.9,
      quantity: 40,
      reorder_level: 10,
    });
  });

  it('tells a shop without flowers how to start', async () => {
    stubFetch(
      currentStockApi(() => stockFixture([])),
      movementsApi([]),
    );
    renderPage(StockPage, { path: PATH });
    expect(await screen.findByRole('heading', { name: 'No flowers in stock yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record purchase' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add flower' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
