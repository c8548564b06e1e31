import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { CUSTOMER_ID, customerFixture, orderFixture, renderPage } from '../test/fixtures';
import { CustomerOrdersPage } from './customer-orders-page';

const PATH = `/intern/customers/orders?id=${CUSTOMER_ID}`;
const ORDERS_URL = `/api/customers/${CUSTOMER_ID}/orders`;

const anna = customerFixture(1, {
  name: 'Anna Weber',
  email: 'anna@example.test',
  phone: '+49 170 1234567',
  order_count: 2,
  total_spent: 94.8,
  first_order_date: '2031-01-10T09:00:00Z',
  last_order_date: '2031-03-02T10:00:00Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('customer orders', { timeout: 20_000 }, () => {
  it('shows the customer and their orders, newest first, each linking to the order', async () => {
    const items = [
      orderFixture(1002, { order_status: 'ready', total: 44.9, created_at: '2031-03-02T10:00:00Z' }),
      orderFixture(1001, { order_status: 'done', total: 49.9, created_at: '2031-01-10T09:00:00Z' }),
    ];
    const { calls } = stubFetch(({ url }) =>
      url === ORDERS_URL ? json(200, { items, count: 2, customer: anna }) : undefined,
    );
    renderPage(CustomerOrdersPage, { path: PATH });

    expect(await screen.findByRole('heading', { name: 'Anna Weber' })).toBeInTheDocument();
    // The orders, and the occasion reminders beside them (none: no section).
    expect(calls.map((call) => call.url)).toEqual([ORDERS_URL, `/api/customers/${CUSTOMER_ID}/reminders`]);
    expect(screen.queryByRole('heading', { name: 'Occasion reminders' })).toBeNull();
    expect(screen.getByRole('link', { name: 'anna@example.test' })).toHaveAttribute(
      'href',
      'mailto:anna@example.test',
    );
    expect(screen.getByRole('link', { name: '+49 170 1234567' })).toHaveAttribute(
      'href',
      'tel:+491701234567',
    );
    expect(screen.getByText('€94.80')).toBeInTheDocument();
    expect(screen.getByText('First order').nextElementSibling).toHaveTextContent('10 Jan 2031');
    expect(screen.getByText('Last order').nextElementSibling).toHaveTextContent('2 Mar 2031');

    const links = screen.getAllByRole('link', { name: /#\d+/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/intern/orders/${items[0]?.uuid}`,
      `/intern/orders/${items[1]?.uuid}`,
    ]);
    expect(within(links[0] as HTMLElement).getByText('Ready')).toBeInTheDocument();
    expect(within(links[0] as HTMLElement).getByText('€44.90')).toBeInTheDocument();
    expect(within(links[0] as HTMLElement).getByText('2 Mar 2031')).toBeInTheDocument();
    expect(within(links[1] as HTMLElement).getByText('Done')).toBeInTheDocument();
  });

  it('says plainly when there is no such customer and links back to the list', async () => {
    stubFetch(({ url }) =>
      url === ORDERS_URL
        ? json(404, { message: 'Customer not found', code: 'NOT_FOUND', details: {} })
        : undefined,
    );
    renderPage(CustomerOrdersPage, { path: PATH });

    expect(await screen.findByText('Customer not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All customers' })).toHaveAttribute('href', '/intern/customers');
  });

  it('treats a missing id as not found without asking', async () => {
    const { calls } = stubFetch();
    renderPage(CustomerOrdersPage, { path: '/intern/customers/orders' });
    expect(await screen.findByText('Customer not found')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows florists the staff-only notice and asks nothing', async () => {
    const { calls } = stubFetch();
    renderPage(CustomerOrdersPage, { path: PATH, role: 'florist' });
    expect(await screen.findByText(/This page is for owners and managers/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
