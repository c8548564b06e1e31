import type { OrderListFilter } from '@contract/orders';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { setViewportWidth } from '../../../test/viewport';
import { ORDERS_STALE_TIME } from '../api/get-orders';
import { listItem, ME, renderPage } from '../test/render-page';
import { OrdersPage } from './orders-page';

const PATH = '/intern/orders';

/** Answers GET /api/orders with `total` orders per view (or what `answer` says) and records the asks. */
function ordersApi(
  totals: Partial<Record<OrderListFilter, number>> = { pending: 3 },
  answer?: () => Response | undefined,
): Route {
  return ({ url }) => {
    if (!url.startsWith('/api/orders?')) return undefined;
    const custom = answer?.();
    if (custom) return custom;
    const params = new URL(url, 'http://petal.test').searchParams;
    const view = params.get('status') as OrderListFilter;
    const total = totals[view] ?? 0;
    const limit = Number(params.get('limit'));
    const items = Array.from({ length: Math.min(total, limit) }, (_, index) =>
      listItem(1001 + index, { order_status: view === 'all' || view === 'pending' ? 'pending' : view }),
    );
    return json(200, { items, count: total });
  };
}

const listCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith('/api/orders?'));
const orderLinks = () => screen.getAllByRole('link', { name: /#\d+/ });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

describe('orders list', { timeout: 20_000 }, () => {
  it('loads a view once, 300 orders from offset 0, and shows them 20 at a time', async () => {
    const { calls } = stubFetch(ordersApi({ pending: 45 }));
    renderPage(OrdersPage, { path: PATH });

    expect(await screen.findByText('Showing 20 of 45 orders')).toBeInTheDocument();
    expect(orderLinks()).toHaveLength(20);
    expect(listCalls(calls).map((call) => call.url)).toEqual([
      '/api/orders?status=pending&limit=300&offset=0',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText('Showing 40 of 45 orders')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(orderLinks()).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    // "Show more" pages through what was loaded; it never asks the server again.
    expect(listCalls(calls)).toHaveLength(1);
  });

  it('keeps the list fresh for 5 minutes: a window focus refetches only older data', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2031-03-10T08:00:00Z').getTime();
    vi.setSystemTime(start);
    const { calls } = stubFetch(ordersApi({ pending: 2 }));
    const { client } = renderPage(OrdersPage, { path: PATH });
    await screen.findByText('Showing 2 of 2 orders');

    const query = client.getQueryCache().find({ queryKey: ['orders', 'list', 'pending'] });
    expect(query?.options).toMatchObject({ staleTime: ORDERS_STALE_TIME, refetchOnWindowFocus: true });
    expect(ORDERS_STALE_TIME).toBe(5 * 60_000);

    const focus = () =>
      act(() => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });

    vi.setSystemTime(start + 4 * 60_000);
    await focus();
    expect(query?.isStaleByTime(ORDERS_STALE_TIME)).toBe(false);
    expect(listCalls(calls)).toHaveLength(1);

    vi.setSystemTime(start + 5 * 60_000 + 1_000);
    expect(query?.isStaleByTime(ORDERS_STALE_TIME)).toBe(true);
    await focus();
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(listCalls(calls)[1]?.url).toBe('/api/orders?status=pending&limit=300&offset=0');

    // Refreshed just now: the next focus leaves it alone again.
    await focus();
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('switches between All, Pending, Ready and Done, each with its own query', async () => {
    const { calls } = stubFetch(ordersApi({ all: 5, pending: 3, ready: 1, done: 0 }));
    const { router } = renderPage(OrdersPage, { path: PATH });

    expect(await screen.findByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Showing 3 of 3 orders')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Ready' }));
    expect(await screen.findByText('Showing 1 of 1 order')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=ready');

    await userEvent.click(screen.getByRole('tab', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: 'No finished orders yet' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findByText('Showing 5 of 5 orders')).toBeInTheDocument();

    // Back to a view seen a moment ago: served from the cache, not asked again.
    await userEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(await screen.findByText('Showing 3 of 3 orders')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(listCalls(calls).map((call) => new URL(call.url, 'http://x').searchParams.get('status'))).toEqual([
      'pending',
      'ready',
      'done',
      'all',
    ]);
  });

  it('says "Failed to fetch orders" when the list does not load, and tries again', async () => {
    let fail = true;
    const { calls } = stubFetch(
      ordersApi({ pending: 2 }, () =>
        fail ? json(500, { message: 'Boom', code: 'INTERNAL_ERROR', details: {} }) : undefined,
      ),
    );
    renderPage(OrdersPage, { path: PATH });

    expect(await screen.findByText('Failed to fetch orders', {}, { timeout: 5_000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 2 of 2 orders')).toBeInTheDocument();
    expect(listCalls(calls).length).toBeGreaterThanOrEqual(2);
  });

  it('shows each order as a card on phones: number, recipient, when, method, status, payment, total', async () => {
    setViewportWidth(390);
    stubFetch(({ url }) =>
      url.startsWith('/api/orders?')
        ? json(200, {
            items: [
              listItem(1001, { payment_status: 'done', assigned_to: ME }),
              listItem(1002, { method: 'pickup', order_status: 'ready', delivery_city: null, total: 30 }),
            ],
            count: 2,
          })
        : undefined,
    );
    renderPage(OrdersPage, { path: PATH });

    const first = await screen.findByRole('link', { name: /#1001/ });
    expect(first).toHaveAttribute('href', '/intern/orders/00000000-0000-4000-8000-000000001001');
    expect(within(first).getByText('Recipient 1001')).toBeInTheDocument();
    expect(first).toHaveTextContent(/Fri.*14.*· 09:00–12:00/);
    expect(within(first).getByText('Delivery')).toBeInTheDocument();
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    expect(within(first).getByText('Paid')).toBeInTheDocument();
    expect(within(first).getByText('Assigned to you')).toBeInTheDocument();
    expect(first).toHaveTextContent('€49.90');

    const second = screen.getByRole('link', { name: /#1002/ });
    expect(within(second).getByText('Pickup')).toBeInTheDocument();
    expect(within(second).getByText('Ready')).toBeInTheDocument();
    expect(within(second).getByText('Unpaid')).toBeInTheDocument();
  });

  it('has an empty state for each view', async () => {
    stubFetch(ordersApi({}));
    renderPage(OrdersPage, { path: `${PATH}?view=all` });
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Create order' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(await screen.findByRole('heading', { name: 'Nothing to make' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Ready' }));
    expect(await screen.findByRole('heading', { name: 'Nothing ready yet' })).toBeInTheDocument();
  });

  it('tells how many storefront carts are open, which All does not list, also when it lists nothing', async () => {
    let carts = 3;
    stubFetch(({ url }) => {
      if (!url.startsWith('/api/orders?status=all')) return undefined;
      const items = carts === 3 ? [listItem(1001, { order_status: 'pending' })] : [];
      return json(200, { items, count: items.length, open_carts: carts });
    });
    const { client } = renderPage(OrdersPage, { path: `${PATH}?view=all` });
    expect(await screen.findByText('3 open carts on the storefront')).toBeInTheDocument();
    expect(orderLinks()).toHaveLength(1);

    carts = 1;
    await act(() => client.invalidateQueries());
    expect(await screen.findByText('1 open cart on the storefront')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
  });
});
