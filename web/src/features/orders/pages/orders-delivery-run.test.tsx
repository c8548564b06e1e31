import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { listItem, renderPage } from '../test/render-page';
import { OrdersPage } from './orders-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the orders list and the delivery run', { timeout: 20_000 }, () => {
  it('keeps ready deliveries on the road in the Ready view, marked, and links to the day’s deliveries', async () => {
    stubFetch(({ url }) =>
      url.startsWith('/api/orders?')
        ? json(200, {
            items: [
              listItem(1001, { order_status: 'ready', delivery_status: 'out_for_delivery' }),
              listItem(1002, { order_status: 'ready', delivery_status: 'attempted' }),
              listItem(1003, { order_status: 'ready' }),
            ],
            count: 3,
          })
        : undefined,
    );
    renderPage(OrdersPage, { path: '/intern/orders?view=ready', pattern: '/intern/orders' });
    const out = await screen.findByRole('link', { name: /#1001/ });
    expect(within(out).getByText('Out for delivery')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /#1002/ })).getByText('Not home')).toBeInTheDocument();
    const inShop = screen.getByRole('link', { name: /#1003/ });
    expect(within(inShop).queryByText('Out for delivery')).toBeNull();
    expect(screen.getByRole('link', { name: 'Deliveries' })).toHaveAttribute('href', '/intern/deliveries');
  });
});
