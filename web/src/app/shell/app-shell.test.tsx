import type { UserInfo } from '@contract/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/auth';
import { queryKeys } from '../../lib/query-keys';
import { setViewportWidth } from '../../test/viewport';
import { AppShell } from './app-shell';

const ORDER_UUID = '3f2b8c1e-9a4d-4e6b-8f21-0c5d7e9a1b23';

const user = (role: UserInfo['role']): UserInfo => ({
  id: 'u1',
  email: 'maya@rose-and-fern.test',
  first_name: 'Maya',
  last_name: 'Lind',
  role,
  business_id: 'b1',
  onboarding_completed: true,
  email_verified: true,
});

function renderShell({
  role,
  path = '/intern/orders',
  width,
}: {
  role: UserInfo['role'];
  path?: string;
  width: number;
}) {
  setViewportWidth(width);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(queryKeys.userInfo, user(role));
  client.setQueryData(queryKeys.business, null);
  const router = createMemoryRouter(
    [{ path: '/intern', Component: AppShell, children: [{ path: '*', element: <p>page body</p> }] }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const linkNames = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('link')
    .map((link) => link.textContent?.trim());

afterEach(() => {
  vi.restoreAllMocks();
});

describe('desktop (≥ 768 px)', () => {
  it('shows owners every entry in a sidebar, Create order first, Subscriptions badged and not a link', () => {
    renderShell({ role: 'owner', width: 1280 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(linkNames(nav)).toEqual([
      'Create order',
      'Orders',
      'Stock',
      'Products',
      'Analytics',
      'Calendar',
      'Customers',
      'Gift cards',
      'Payments',
      'Payouts',
      'Settings',
    ]);
    const subscriptions = within(nav).getByText('Subscriptions');
    expect(subscriptions.closest('a')).toBeNull();
    expect(within(nav).getByText('Coming Soon')).toBeInTheDocument();
  });

  it('gives managers the same entries as owners', () => {
    renderShell({ role: 'manager', width: 1280 });
    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toContain('Payouts');
  });

  it('hides the staff-only entries from florists', () => {
    renderShell({ role: 'florist', width: 1280 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(linkNames(nav)).toEqual(['Create order', 'Orders', 'Stock', 'Products']);
    expect(within(nav).queryByText('Subscriptions')).toBeNull();
  });

  it('has no menu button and no back button on a main page', () => {
    renderShell({ role: 'owner', width: 1280 });
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Orders');
  });
});

describe('mobile (< 768 px)', () => {
  it('shows owners a bottom bar and puts the rest in the side menu, without the web-only entries', async () => {
    renderShell({ role: 'owner', width: 390 });
    expect(screen.queryByRole('complementary')).toBeNull();
    const bar = screen.getByRole('navigation', { name: 'Main' });
    expect(linkNames(bar)).toEqual(['Orders', 'Stock', 'Create order', 'Analytics', 'Customers']);

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(linkNames(menu)).toEqual(['Products', 'Calendar', 'Gift cards', 'Settings', 'Account']);
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    for (const hidden of ['Payments', 'Payouts', 'Subscriptions']) {
      expect(screen.queryByText(hidden)).toBeNull();
    }
  });

  it('shows florists only their entries', async () => {
    renderShell({ role: 'florist', width: 390 });
    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual([
      'Orders',
      'Stock',
      'Create order',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(linkNames(screen.getByRole('dialog', { name: 'Menu' }))).toEqual(['Products', 'Account']);
  });

  it('closes the side menu with Escape', async () => {
    renderShell({ role: 'owner', width: 390 });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs out from the side menu', async () => {
    const logout = vi.spyOn(session, 'logout').mockResolvedValue();
    renderShell({ role: 'florist', width: 390 });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('switches to the desktop layout when the window grows', async () => {
    renderShell({ role: 'owner', width: 390 });
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    setViewportWidth(1024);
    expect(await screen.findByRole('complementary')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });
});

describe('header', () => {
  it('shows Details and a back button on an order page', async () => {
    const router = renderShell({ role: 'owner', width: 390, path: `/intern/orders/${ORDER_UUID}` });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Details');
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/intern/orders');
  });

  it('shows a back button on pages outside the main list, on desktop too', () => {
    renderShell({ role: 'owner', width: 1280, path: '/intern/settings/order-form' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order form');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('links to the account page', () => {
    renderShell({ role: 'owner', width: 390 });
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/intern/account');
  });

  it('toggles the theme and stores the choice', async () => {
    renderShell({ role: 'owner', width: 1280 });
    expect(document.documentElement).not.toHaveClass('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('petal-theme')).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('petal-theme')).toBe('light');
  });
});
