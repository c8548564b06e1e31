import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/current-session';
import { authHeader, json, stubFetch } from '../../../test/fetch';
import { setViewportWidth } from '../../../test/viewport';
import { customersApi, listUrls, renderPage } from '../test/fixtures';
import { CustomersPage } from './customers-page';

const PATH = '/intern/customers';
const DEFAULTS = '/api/customers/?page=1&page_size=20&sort_by=last_order_date&sort_order=desc';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('customers list', { timeout: 20_000 }, () => {
  it('asks with the seed defaults and links each customer to their orders', async () => {
    const { calls } = stubFetch(customersApi(134));
    renderPage(CustomersPage, { path: PATH });

    expect(await screen.findByText('Page 1 of 7 · 134 customers')).toBeInTheDocument();
    expect(listUrls(calls)).toEqual([DEFAULTS]);
    const row = screen.getByRole('link', { name: 'Customer 1' }).closest('tr') as HTMLElement;
    expect(screen.getByRole('link', { name: 'Customer 1' })).toHaveAttribute(
      'href',
      '/intern/customers/orders?id=c0000000-0000-4000-8000-000000000001',
    );
    expect(within(row).getByText('customer1@example.test')).toBeInTheDocument();
    expect(within(row).getByText('+49 170 0000001')).toBeInTheDocument();
    expect(within(row).getByText('€99.80')).toBeInTheDocument();
    expect(within(row).getByText('2 Mar 2031')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
  });

  it('pages with Previous and Next and keeps the page in the URL', async () => {
    const { calls } = stubFetch(customersApi(134));
    const { router } = renderPage(CustomersPage, { path: PATH });
    await screen.findByText('Page 1 of 7 · 134 customers');

    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Page 2 of 7 · 134 customers')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Customer 21' })).toBeInTheDocument();
    expect(listUrls(calls).at(-1)).toBe(
      '/api/customers/?page=2&page_size=20&sort_by=last_order_date&sort_order=desc',
    );
    expect(router.state.location.search).toBe('?page=2');

    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByText('Page 1 of 7 · 134 customers')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('starts from the state in the URL, so a reload keeps it', async () => {
    const { calls } = stubFetch(customersApi(134));
    renderPage(CustomersPage, { path: `${PATH}?page=3&sort_by=name&sort_order=asc&search=ann` });

    await screen.findByText(/Page 3 of 7/);
    expect(listUrls(calls)).toEqual([
      '/api/customers/?page=3&page_size=20&sort_by=name&sort_order=asc&search=ann',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search customers' })).toHaveValue('ann');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
    expect(screen.getByRole('button', { name: /Ascending/ })).toBeInTheDocument();
  });

  it('searches once typing stops, from page 1', async () => {
    const { calls } = stubFetch(customersApi(134));
    const { router } = renderPage(CustomersPage, { path: `${PATH}?page=2` });
    await screen.findByText('Page 2 of 7 · 134 customers');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'anna@');
    await waitFor(() =>
      expect(listUrls(calls).at(-1)).toBe(
        '/api/customers/?page=1&page_size=20&sort_by=last_order_date&sort_order=desc&search=anna%40',
      ),
    );
    // One request for the word, not one per key.
    expect(listUrls(calls)).toHaveLength(2);
    expect(router.state.location.search).toBe('?search=anna%40');
  });

  it('sorts by the chosen column and direction, from page 1', async () => {
    const { calls } = stubFetch(customersApi(134));
    const { router } = renderPage(CustomersPage, { path: `${PATH}?page=4` });
    await screen.findByText(/Page 4 of 7/);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Spent');
    await waitFor(() =>
      expect(listUrls(calls).at(-1)).toBe(
        '/api/customers/?page=1&page_size=20&sort_by=total_spent&sort_order=desc',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: /Descending/ }));
    await waitFor(() =>
      expect(listUrls(calls).at(-1)).toBe(
        '/api/customers/?page=1&page_size=20&sort_by=total_spent&sort_order=asc',
      ),
    );
    expect(router.state.location.search).toBe('?sort_by=total_spent&sort_order=asc');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Last order',
      'First order',
      'Name',
      'Orders',
      'Spent',
    ]);
  });

  it('shows cards on a phone, each linking to the orders', async () => {
    setViewportWidth(390);
    stubFetch(customersApi(3));
    renderPage(CustomersPage, { path: PATH });

    const card = await screen.findByRole('link', { name: 'Customer 2' });
    expect(card).toHaveAttribute('href', '/intern/customers/orders?id=c0000000-0000-4000-8000-000000000002');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Page 1 of 1 · 3 customers')).toBeInTheDocument();
  });

  it('explains an empty list, and a search that matches nobody', async () => {
    stubFetch(customersApi(0));
    renderPage(CustomersPage, { path: PATH });
    expect(await screen.findByText('No customers yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'They appear here when their first order is submitted: start one, or share your storefront.',
      ),
    ).toBeInTheDocument();
    // What to do next is one tap away.
    expect(screen.getByRole('link', { name: 'Create order' })).toHaveAttribute('href', '/intern/create');
  });

  it('offers to clear a search that matches nobody', async () => {
    const { calls } = stubFetch(customersApi(0));
    const { router } = renderPage(CustomersPage, { path: `${PATH}?search=zz` });
    expect(await screen.findByText('No customers match')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('No customers yet')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search customers' })).toHaveValue('');
    expect(listUrls(calls).at(-1)).toBe(DEFAULTS);
  });

  it('says when the list failed to load', async () => {
    stubFetch(({ url }) => (url.startsWith('/api/customers/?') ? json(500, { message: 'Boom' }) : undefined));
    renderPage(CustomersPage, { path: PATH });
    expect(await screen.findByText('Failed to fetch customers', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows florists the staff-only notice and asks nothing', async () => {
    const { calls } = stubFetch(customersApi(3));
    renderPage(CustomersPage, { path: PATH, role: 'florist' });
    expect(await screen.findByText(/This page is for owners and managers/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('customers export', { timeout: 20_000 }, () => {
  it('downloads /api/customers/export with the bearer token as customers.csv', async () => {
    vi.spyOn(session, 'getAccessToken').mockResolvedValue('access-token');
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:customers');
    // jsdom has no object URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { calls } = stubFetch(customersApi(3), ({ url }) =>
      url === '/api/customers/export'
        ? new Response('name,email\r\nAnna,anna@example.test\r\n', {
            headers: { 'Content-Type': 'text/csv' },
          })
        : undefined,
    );
    renderPage(CustomersPage, { path: PATH });
    await screen.findByText('Page 1 of 1 · 3 customers');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const exportCall = calls.find((call) => call.url === '/api/customers/export');
    expect(exportCall && authHeader(exportCall.init)).toBe('Bearer access-token');
    expect(clicked[0]?.download).toBe('customers.csv');
    expect(clicked[0]?.href).toBe('blob:customers');
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toContain('Anna,anna@example.test');
  });
});
