import type { Business } from '@contract/business';
import type { UserInfo } from '@contract/users';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';

/** The shop every back-office page test is signed in to. */
export const business: Business = {
  id: 'b1',
  name: 'Rose & Fern',
  url: 'rose-and-fern',
  phone: '+49 30 1234567',
  language: 'en',
  email: 'maya@rose-and-fern.test',
  address: 'Blumenstraße 12, Berlin',
  currency: 'EUR',
  time_zone: 'Europe/Berlin',
  logo_url: null,
  created_at: '2030-03-01T09:00:00Z',
};

/** The signed-in user's id. */
export const ME = '11111111-1111-4111-8111-111111111111';

export const userWithRole = (role: UserInfo['role']): UserInfo => ({
  id: ME,
  email: 'maya@rose-and-fern.test',
  first_name: 'Maya',
  last_name: 'Lind',
  role,
  business_id: business.id,
  onboarding_completed: true,
  email_verified: true,
});

/** Renders a back-office page at `path` (matching `pattern`) for a signed-in user of the shop above, with the toaster. */
export function renderPage(
  Page: ComponentType,
  {
    path,
    pattern = path.split('?')[0] ?? path,
    role = 'owner',
    state,
  }: {
    path: string;
    pattern?: string;
    role?: UserInfo['role'];
    /** Router state the page is opened with (what another page hands it in memory). */
    state?: unknown;
  },
) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.userInfo, userWithRole(role));
  client.setQueryData(queryKeys.business, business);
  const router = createMemoryRouter(
    [
      { path: pattern, Component: Page },
      ...(pattern === '/intern/orders' ? [] : [{ path: '/intern/orders', element: <p>orders page</p> }]),
      { path: '*', element: <p>another page</p> },
    ],
    { initialEntries: [state === undefined ? path : { pathname: path, state }] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, client };
}

export const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;
