import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { setViewportWidth } from '../../../test/viewport';
import { listItem, ME, renderPage } from '../test/render-page';
import { OrdersPage } from './orders-page';

const PATH = '/intern/orders';
const FLORIST = '22222222-2222-4222-8222-222222222222';
const LOCATION = '33333333-3333-4333-8333-333333333333';

/** Searches answer 2 pages of orders (50 then 3) unless `empty`; the team and locations answer too. */
function searchApi({ empty = false } = {}): Route {
  return ({ url }) => {
    if (url === '/api/users/team')
      return json(200, {
        items: [
          { id: ME, name: 'Maya Lind', role: 'owner' },
          { id: FLORIST, name: 'Flo Rist', role: 'florist' },
        ],
        count: 2,
      });
    if (url.startsWith('/api/business/locations'))
      return json(200, { items: [{ id: LOCATION, name: 'Main shop' }], count: 1 });
    if (!url.startsWith('/api/orders?')) return undefined;
    const params = new URL(url, 'http://petal.test').searchParams;
    if (!params.has('search') && !params.has('payment_status') && !params.has('assigned_to'))
      return json(200, { items: [listItem(1001)], count: 1, next_cursor: null, count_is_estimate: false });
    if (empty) return json(200, { items: [], count: 0, next_cursor: null, count_is_estimate: false });
    const second = params.get('cursor') === 'page-2';
    const items = second
      ? [listItem(951), listItem(952), listItem(953)]
      : Array.from({ length: 50 }, (_, i) => listItem(2000 + i));
    return json(200, { items, count: 53, next_cursor: second ? null : 'page-2', count_is_estimate: false });
  };
}

const searchCalls = (calls: { url: string }[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/orders?'))
    .map((call) => Object.fromEntries(new URL(call.url, 'http://petal.test').searchParams))
    .filter((params) => params.search || params.payment_status || params.assigned_to);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('order search', { timeout: 20_000 }, () => {
  it('searches as one types, keeps the search in the address, and loads more through the cursor', async () => {
    const { calls } = stubFetch(searchApi());
    const { router } = renderPage(OrdersPage, { path: `${PATH}?view=all` });
    await screen.findByRole('link', { name: /#1001/ });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), '0612 34');
    expect(await screen.findByText('53 orders found · showing 50')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=all&q=0612+34');
    // One request for the settled text, not one per key.
    expect(searchCalls(calls)).toEqual([{ status: 'all', limit: '50', search: '0612 34' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /#953/ })).toBeInTheDocument();
    expect(screen.getByText('53 orders found · showing 53')).toBeInTheDocument();
    expect(searchCalls(calls)[1]).toMatchObject({ search: '0612 34', cursor: 'page-2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('starts from the address: a shared or reloaded search shows the same orders and filters', async () => {
    const { calls } = stubFetch(searchApi());
    renderPage(OrdersPage, { path: `${PATH}?view=done&q=weber&payment=done&assignee=me` });

    expect(await screen.findByText('53 orders found · showing 50')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('weber');
    expect(screen.getByRole('tab', { name: 'Done' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveValue('done');
    expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('me');
    // "Mine" is asked for as the person who opened the link.
    expect(searchCalls(calls)).toEqual([
      { status: 'done', limit: '50', search: 'weber', payment_status: 'done', assigned_to: ME },
    ]);
  });

  it('filters by assignee, payment and location, and clears them again', async () => {
    const { calls } = stubFetch(searchApi());
    const { router } = renderPage(OrdersPage, { path: PATH });
    await screen.findByRole('link', { name: /#1001/ });

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const assignee = screen.getByRole('combobox', { name: 'Assigned to' });
    await waitFor(() =>
      expect(within(assignee).getByRole('option', { name: 'Flo Rist' })).toBeInTheDocument(),
    );
    // The signed-in person is "Mine", not listed a second time.
    expect(
      within(assignee)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Anyone', 'Mine', 'Nobody', 'Flo Rist']);
    await userEvent.selectOptions(assignee, 'Flo Rist');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'Unpaid');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Location' }), 'Main shop');
    await screen.findByText('53 orders found · showing 50');
    expect(router.state.location.search).toBe(`?payment=pending&location=${LOCATION}&assignee=${FLORIST}`);
    expect(searchCalls(calls).at(-1)).toMatchObject({
      assigned_to: FLORIST,
      payment_status: 'pending',
      location_id: LOCATION,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: /#1001/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says plainly when nothing matches', async () => {
    stubFetch(searchApi({ empty: true }));
    const { router } = renderPage(OrdersPage, { path: `${PATH}?q=nobody-here` });
    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeInTheDocument();
    expect(
      screen.getByText('No order in this view matches “nobody-here”. Try another view, or part of a name.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('link', { name: /#1001/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
  });

  it('offers florists no location filter (the locations are the staff’s)', async () => {
    setViewportWidth(390);
    const { calls } = stubFetch(searchApi());
    renderPage(OrdersPage, { path: `${PATH}?payment=failed`, role: 'florist' });
    await screen.findByText('53 orders found · showing 50');
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveValue('failed');
    expect(screen.queryByRole('combobox', { name: 'Location' })).toBeNull();
    expect(calls.some((call) => call.url.startsWith('/api/business/locations'))).toBe(false);
  });

  it('loads the older orders of a plain view through the cursor, past its first load', async () => {
    const { calls } = stubFetch(({ url }) => {
      if (url === '/api/users/team') return json(200, { items: [], count: 0 });
      if (!url.startsWith('/api/orders?')) return undefined;
      const params = new URL(url, 'http://petal.test').searchParams;
      if (params.get('cursor') === 'after-300')
        return json(200, { items: [listItem(700)], count: 21, next_cursor: null, count_is_estimate: false });
      // As if the shop had 300 more: the first load ends before the history does.
      const items = Array.from({ length: 20 }, (_, i) => listItem(1001 + i));
      return json(200, { items, count: 21, next_cursor: 'after-300', count_is_estimate: false });
    });
    renderPage(OrdersPage, { path: `${PATH}?view=all` });
    await screen.findByText('Showing 20 of 21 orders');
    expect(screen.getByText('These are the first 20 of 21 orders.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load older orders' }));
    expect(await screen.findByRole('link', { name: /#700/ })).toBeInTheDocument();
    const asked = calls.filter((call) => call.url.includes('cursor=after-300'));
    expect(asked).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
