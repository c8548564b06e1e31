import type { UserInfo } from '@contract/users';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { business } from '../../../test/render-back-office-page';
import { OnboardingPage } from './onboarding-page';

const user: UserInfo = {
  id: 'u1',
  email: 'maya@rose-and-fern.test',
  first_name: '',
  last_name: '',
  role: null,
  business_id: null,
  onboarding_completed: false,
  email_verified: false,
};

function renderOnboarding(...routes: Route[]) {
  const stub = stubFetch(...routes, ({ url }) =>
    url === '/api/business'
      ? json(404, { message: 'No business', code: 'NOT_FOUND', details: {} })
      : undefined,
  );
  const client = createQueryClient();
  client.setQueryData(queryKeys.userInfo, user);
  const router = createMemoryRouter(
    [
      { path: '/onboarding', Component: OnboardingPage },
      { path: '/intern/orders', element: <p>orders</p> },
    ],
    { initialEntries: ['/onboarding'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...stub };
}

async function fillShop() {
  await userEvent.type(await screen.findByLabelText('Shop name'), 'Rose & Fern');
  await userEvent.type(screen.getByLabelText('Phone'), '+49 30 1234567');
  await userEvent.type(screen.getByLabelText('Address', { exact: true }), 'Blumenstraße 12, Berlin');
  await userEvent.selectOptions(screen.getByLabelText('Currency'), 'EUR');
  await userEvent.selectOptions(screen.getByLabelText('Time zone'), 'Europe/Berlin');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('onboarding wizard', () => {
  it('suggests the address from the name, checks it, creates the shop and completes onboarding', async () => {
    const { router, calls } = renderOnboarding(({ url, init }) => {
      if (url.startsWith('/api/users/update/check')) return json(200, { available: true });
      if (url === '/api/users/onboarding/create-business' && init.method === 'POST')
        return json(201, business);
      if (url === '/api/users/onboarding/complete') return json(200, { completed: true });
    });
    await fillShop();

    expect(screen.getByLabelText('Web address')).toHaveValue('rose-and-fern');
    expect(screen.getByLabelText('Shop e-mail')).toHaveValue('maya@rose-and-fern.test');
    expect(await screen.findByText('This address is available')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/users/update/check?type=url&value=rose-and-fern')).toBe(
      true,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Create my shop' }));
    expect(await screen.findByText('Rose & Fern is set up')).toBeInTheDocument();
    const create = calls.find((call) => call.url === '/api/users/onboarding/create-business');
    expect(JSON.parse(String(create?.init.body))).toEqual({
      name: 'Rose & Fern',
      url: 'rose-and-fern',
      phone: '+49 30 1234567',
      email: 'maya@rose-and-fern.test',
      address: 'Blumenstraße 12, Berlin',
      currency: 'EUR',
      time_zone: 'Europe/Berlin',
      language: 'en',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Open my back office' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/intern/orders'));
    expect(calls.some((call) => call.url === '/api/users/onboarding/complete')).toBe(true);
  });

  it('says so while typing when the address is taken, and does not send the form', async () => {
    const { calls } = renderOnboarding(({ url }) =>
      url.startsWith('/api/users/update/check') ? json(200, { available: false }) : undefined,
    );
    await fillShop();
    expect(await screen.findByText('This address is taken, try another')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create my shop' }));
    expect(screen.getByLabelText('Web address')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.url === '/api/users/onboarding/create-business')).toBe(false);
  });

  it("puts the server's conflict on the address field", async () => {
    renderOnboarding(({ url }) => {
      if (url.startsWith('/api/users/update/check')) return json(200, { available: true });
      if (url === '/api/users/onboarding/create-business') {
        return json(409, {
          message: 'Taken',
          code: 'CONFLICT',
          details: { url: 'Another shop took this address' },
        });
      }
    });
    await fillShop();
    await screen.findByText('This address is available');
    await userEvent.click(screen.getByRole('button', { name: 'Create my shop' }));
    expect(await screen.findByText('Another shop took this address')).toBeInTheDocument();
    expect(screen.getByLabelText('Web address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the address once the user has typed their own', async () => {
    renderOnboarding(({ url }) =>
      url.startsWith('/api/users/update/check') ? json(200, { available: true }) : undefined,
    );
    const address = await screen.findByLabelText('Web address');
    await userEvent.type(address, 'my-shop');
    await userEvent.type(screen.getByLabelText('Shop name'), 'Something Else');
    expect(address).toHaveValue('my-shop');
  });
});
