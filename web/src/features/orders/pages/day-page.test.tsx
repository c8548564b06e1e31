import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayOrder, dayView } from '../../../test/day-view';
import { json, stubFetch } from '../../../test/fetch';
import { cartItems } from '../../../test/order-item';
import { renderPage } from '../test/render-page';
import { DayPage } from './day-page';

const dayCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/orders/day')).map((call) => call.url);

afterEach(() => vi.unstubAllGlobals());

describe('day view', { timeout: 20_000 }, () => {
  it('shows today’s counts and the orders by window, in order, with what a florist needs', async () => {
    const { calls } = stubFetch(({ url }) =>
      url.startsWith('/api/orders/day') ? json(200, dayView()) : undefined,
    );
    renderPage(DayPage, { path: '/intern/today', role: 'florist' });

    expect(await screen.findByRole('heading', { name: /^Today, / })).toBeInTheDocument();
    expect(dayCalls(calls)).toEqual(['/api/orders/day?date=today&limit=100']);
    const counts = screen.getByLabelText('The day in numbers');
    expect(
      within(counts)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['2', '1', '2', '1', '0']);

    const windows = screen.getAllByRole('region', { name: /orders?$/ });
    expect(windows.map((region) => region.textContent?.slice(0, 11))).toEqual(['09:00–12:00', '13:00–17:00']);
    const [first, second] = within(windows[0] as HTMLElement).getAllByRole('link');
    expect(first).toHaveAttribute('href', '/intern/orders/00000000-0000-4000-8000-000000001001');
    expect(first).toHaveTextContent('#1001');
    expect(first).toHaveTextContent('Peony bouquet');
    expect(first).toHaveTextContent('Recipient 1001 · Berlin');
    expect(first).toHaveTextContent('Peonies if we have them');
    expect(first).toHaveTextContent('Paid');
    expect(first).toHaveTextContent('Card');
    expect(first).toHaveTextContent('Not assigned');
    expect(first?.querySelector('img')).toHaveAttribute('src', '/uploads/ref-thumb.webp');
    expect(second).toHaveTextContent('Unpaid');
    expect(second).toHaveTextContent('You');
    expect(second).not.toHaveTextContent('Card');
    const pickup = within(windows[1] as HTMLElement).getByRole('link');
    expect(pickup).toHaveTextContent('Florist’s choice');
    expect(pickup).toHaveTextContent('Main shop');

    expect(screen.getByRole('link', { name: 'Day sheet' })).toHaveAttribute(
      'href',
      '/intern/print/day/2031-03-14',
    );
  });

  it('switches to tomorrow and to any date, asking the server for that day', async () => {
    const { calls } = stubFetch(({ url }) => {
      if (!url.startsWith('/api/orders/day')) return undefined;
      const asked = new URL(url, 'http://petal.test').searchParams.get('date');
      if (asked === 'tomorrow')
        return json(
          200,
          dayView({
            date: '2031-03-15',
            windows: [],
            counts: { ...dayView().counts, to_make: 0, made: 0, to_deliver: 0, to_pick_up: 0, total: 0 },
          }),
        );
      if (asked === '2031-04-01')
        return json(
          200,
          dayView({
            date: '2031-04-01',
            windows: [{ time_slot: null, orders: [dayOrder(1010, { time_slot: null })] }],
          }),
        );
      return json(200, dayView());
    });
    const { router } = renderPage(DayPage, { path: '/intern/today' });
    await screen.findByRole('heading', { name: /^Today, / });

    await userEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(await screen.findByRole('heading', { name: /^Tomorrow, / })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tomorrow' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('No orders on this day')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?day=tomorrow');

    const picker = screen.getByLabelText('Another day');
    fireEvent.change(picker, { target: { value: '2031-04-01' } });
    expect(await screen.findByText('Any time')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).not.toHaveTextContent(/Today|Tomorrow/);
    expect(dayCalls(calls)).toContain('/api/orders/day?date=2031-04-01&limit=100');
  });

  it('shows every line of a cart with its size, add-ons and quantity, not its first product alone', async () => {
    const cart = dayOrder(1020, { product_name: 'Rose bouquet', items: cartItems() });
    stubFetch(({ url }) =>
      url.startsWith('/api/orders/day')
        ? json(200, dayView({ windows: [{ time_slot: '09:00-12:00', orders: [cart] }] }))
        : undefined,
    );
    renderPage(DayPage, { path: '/intern/today' });
    const card = await screen.findByRole('link', { name: /#1020/ });
    const lines = within(within(card).getByRole('list', { name: 'To make' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '2 × Rose bouquet — Deluxe, + Glass vase',
      '1 × Tulip bunch',
    ]);
  });

  it('shows a busy day a page at a time, the next page of the shown date joined to the window it goes on', async () => {
    const { calls } = stubFetch(({ url }) => {
      if (!url.startsWith('/api/orders/day')) return undefined;
      const asked = new URL(url, 'http://petal.test').searchParams;
      const counts = { to_make: 3, made: 0, to_deliver: 3, to_pick_up: 0, done: 0, total: 3 };
      if (asked.get('cursor') !== 'after-1001') {
        return json(
          200,
          dayView({
            windows: [{ time_slot: '09:00-12:00', orders: [dayOrder(1001)] }],
            counts,
            next_cursor: 'after-1001',
          }),
        );
      }
      return json(
        200,
        dayView({
          windows: [
            { time_slot: '09:00-12:00', orders: [dayOrder(1002)] },
            { time_slot: '13:00-17:00', orders: [dayOrder(1003, { time_slot: '13:00-17:00' })] },
          ],
          counts,
          next_cursor: null,
        }),
      );
    });
    renderPage(DayPage, { path: '/intern/today' });

    expect(await screen.findByText('Showing 1 of 3')).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /orders?$/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));

    await waitFor(() => expect(screen.getAllByRole('region', { name: /orders?$/ })).toHaveLength(2));
    const [morning] = screen.getAllByRole('region', { name: /orders?$/ });
    expect(
      within(morning as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent?.match(/#\d{4}/)?.[0]),
    ).toEqual(['#1001', '#1002']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    // The next page is of the date the first answered, not of whatever "today" is by then.
    expect(dayCalls(calls)).toEqual([
      '/api/orders/day?date=today&limit=100',
      '/api/orders/day?date=2031-03-14&limit=100&cursor=after-1001',
    ]);
  });

  it('says so when the day cannot be loaded', async () => {
    stubFetch(({ url }) =>
      url.startsWith('/api/orders/day')
        ? json(500, { message: 'x', code: 'INTERNAL_ERROR', details: {} })
        : undefined,
    );
    renderPage(DayPage, { path: '/intern/today' });
    expect(await screen.findByText('Failed to fetch orders', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
