import { defaultOrderFormSettings } from '@contract/order-form';
import type { UserInfo } from '@contract/users';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { json, stubFetch } from '../test/fetch';
import { business } from '../test/render-back-office-page';
import { OnboardingRoute } from './onboarding-route';

const user: UserInfo = {
  id: 'u1',
  email: 'maya@rose-and-fern.test',
  first_name: '',
  last_name: '',
  role: 'owner',
  business_id: 'b1',
  onboarding_completed: false,
  email_verified: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('onboarding with the set-up steps', { timeout: 20_000 }, () => {
  it('offers locations, time slots and the order form between the shop and the end, each skippable', async () => {
    const { calls } = stubFetch(({ url, init }) => {
      if (url === '/api/business') return json(200, business);
      if (url === '/api/business/' && init.method === 'PUT') return json(200, business);
      if (url === '/api/business/locations/') return json(200, { items: [], count: 0 });
      if (url === '/api/business/order-time' && init.method === 'GET') {
        return json(200, {
          delivery: { windows: [], disabled_days: [] },
          pickup: { windows: [], disabled_days: [] },
        });
      }
      if (url === '/api/business/order-time/weekly') {
        const body = JSON.parse(String(init.body)) as { windows: unknown[]; disabled_days: string[] };
        return json(200, { windows: body.windows, disabled_days: body.disabled_days });
      }
      if (url === '/api/business-settings/order-form') return json(200, defaultOrderFormSettings);
    });
    const client = createQueryClient();
    client.setQueryData(queryKeys.userInfo, user);
    const router = createMemoryRouter([{ path: '/onboarding', Component: OnboardingRoute }], {
      initialEntries: ['/onboarding'],
    });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    // A shop made earlier resumes at the first set-up step.
    expect(await screen.findByRole('heading', { level: 1, name: 'Pickup and delivery' })).toBeInTheDocument();
    const progress = screen.getByRole('list', { name: 'Onboarding progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Your shop (done)', '2Locations', '3Time slots', '4Order form', '5Ready to go']);
    expect(await screen.findByRole('heading', { name: 'Add your first location' })).toBeInTheDocument();
    expect(screen.getByText('You can change this later in Settings.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));

    // Time slots: one window on Monday, saved on the way.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'When customers get their flowers' }),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a window on Monday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How customers order' })).toBeInTheDocument();
    const put = calls.find((call) => call.url === '/api/business/order-time/weekly');
    expect(JSON.parse(String(put?.init.body))).toEqual({
      window_type: 'delivery',
      windows: [{ weekday: 1, start: '09:00', end: '12:00', capacity: null }],
      disabled_days: [],
    });
    // Pickup had no changes, so only delivery was sent.
    expect(calls.filter((call) => call.url === '/api/business/order-time/weekly')).toHaveLength(1);

    // The order form is skipped: nothing is sent.
    await screen.findByRole('switch', { name: /^Delivery/ });
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ready to go' })).toBeInTheDocument();
    expect(
      calls.some((call) => call.url === '/api/business-settings/order-form' && call.init.method === 'PUT'),
    ).toBe(false);

    // "Edit details" goes back to the shop, not the previous step, and saving returns to the summary.
    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tell us about your shop' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ready to go' })).toBeInTheDocument();
  });
});
