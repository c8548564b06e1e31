import type { UserInfo } from '@contract/users';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';
import { json, stubFetch } from '../../test/fetch';
import { AppShell } from './app-shell';

const user = (email_verified: boolean): UserInfo => ({
  id: 'u1',
  email: 'maya@rose-and-fern.test',
  first_name: 'Maya',
  last_name: 'Lind',
  role: 'owner',
  business_id: 'b1',
  onboarding_completed: true,
  email_verified,
});

function renderShell(emailVerified: boolean) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.userInfo, user(emailVerified));
  client.setQueryData(queryKeys.business, null);
  const router = createMemoryRouter(
    [{ path: '/intern', Component: AppShell, children: [{ path: '*', element: <p>page body</p> }] }],
    { initialEntries: ['/intern/orders'] },
  );
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Confirm your e-mail address' });

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the e-mail confirmation banner', () => {
  it('is not there for a confirmed address', () => {
    stubFetch();
    renderShell(true);
    expect(screen.getByText('page body')).toBeInTheDocument();
    expect(banner()).toBeNull();
  });

  it('asks an unconfirmed user to confirm, and sends the link again', async () => {
    const success = vi.spyOn(toast, 'success');
    const { calls } = stubFetch(({ url }) =>
      url === '/api/users/verify-email/resend'
        ? json(200, { message: "We've sent a new link to maya@rose-and-fern.test." })
        : undefined,
    );
    renderShell(false);
    expect(banner()).toHaveTextContent('Please confirm your e-mail address maya@rose-and-fern.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith("We've sent a new link to maya@rose-and-fern.test."),
    );
    const resend = calls.filter((call) => call.url === '/api/users/verify-email/resend');
    expect(resend).toHaveLength(1);
    expect(resend[0]?.init.method).toBe('POST');
  });

  it('can be dismissed for the rest of the session', async () => {
    stubFetch();
    const first = renderShell(false);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(banner()).toBeNull();
    first.unmount();
    renderShell(false);
    expect(screen.getByText('page body')).toBeInTheDocument();
    expect(banner()).toBeNull();
  });

  it('goes away when the address turns out to be confirmed meanwhile', async () => {
    stubFetch(({ url }) => {
      if (url === '/api/users/verify-email/resend') {
        return json(409, {
          message: 'Your e-mail address is already confirmed.',
          code: 'CONFLICT',
          details: {},
        });
      }
      if (url === '/api/users/info') return json(200, user(true));
    });
    const success = vi.spyOn(toast, 'success');
    renderShell(false);
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(success).toHaveBeenCalledWith('Your e-mail address is already confirmed.');
  });
});
