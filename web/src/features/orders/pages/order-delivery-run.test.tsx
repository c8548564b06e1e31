import type { InternOrder } from '@contract/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { bodyOf, internOrder, ORDER_UUID, renderPage } from '../test/render-page';
import { OrderDetailsPage } from './order-details-page';

const PATH = `/intern/orders/${ORDER_UUID}`;
const PATTERN = '/intern/orders/:uuid';

/** The order as the server keeps it, moved on by the run's steps. */
function runApi(start: InternOrder) {
  let order = start;
  return stubFetch(({ url, init }) => {
    const base = `/api/orders/${ORDER_UUID}`;
    if (!url.startsWith(base)) return undefined;
    const path = url.slice(base.length);
    if (path === '/intern') return json(200, order);
    if (path.startsWith('/audit')) return json(200, { items: [], next_cursor: null });
    if (path === '/out-for-delivery') {
      const body = bodyOf(init) as { driver_name: string };
      order = {
        ...order,
        delivery_status: 'out_for_delivery',
        driver: { id: null, name: body.driver_name },
        out_for_delivery_at: '2031-03-14T09:30:00Z',
      };
      return json(200, { ok: true });
    }
    if (path === '/back-in-shop') {
      order = { ...order, delivery_status: null, driver: null };
      return json(200, { ok: true });
    }
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the delivery run on the order page', { timeout: 20_000 }, () => {
  it('sends a ready delivery out with a courier, shows it on the road, and brings it back', async () => {
    const { calls } = runApi(internOrder({ order_status: 'ready' }));
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });
    const card = within(
      (await screen.findByRole('heading', { name: 'Delivery run' })).closest('section') as HTMLElement,
    );
    expect(card.getByText('Ready to go out')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'The day’s deliveries' })).toHaveAttribute(
      'href',
      '/intern/deliveries?date=2031-03-14',
    );

    await userEvent.click(card.getByRole('button', { name: 'Out for delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send #1001 out' });
    await userEvent.click(within(dialog).getByLabelText('A courier'));
    await userEvent.type(within(dialog).getByLabelText('Courier’s name'), 'Bike courier');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Out for delivery' }));
    expect(await card.findByText('Driver: Bike courier')).toBeInTheDocument();
    expect(screen.getByText('Made and on its way.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Delivered' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Not home' })).toBeInTheDocument();

    await userEvent.click(card.getByRole('button', { name: 'Back in the shop' }));
    expect(await card.findByText('Ready to go out')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/back-in-shop'))).toHaveLength(1));
  });

  it('shows the driver’s not-home note and offers to go out again', async () => {
    runApi(
      internOrder({
        order_status: 'ready',
        delivery_status: 'attempted',
        driver: { id: null, name: 'Van' },
        delivery_note: 'Nobody home, card left',
      }),
    );
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });
    expect(await screen.findByText('“Nobody home, card left”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Out again' })).toBeInTheDocument();
  });

  it('leaves the card out for a pickup', async () => {
    runApi(internOrder({ order_status: 'ready', method: 'pickup' }));
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });
    expect(await screen.findByText('#1001')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Delivery run' })).toBeNull();
  });
});
