import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/auth';
import { createQueryClient } from '../../../lib/query-client';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { makeToken } from '../../../test/jwt';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up-page';

const config =
  (googleClientId: string | null): Route =>
  ({ url }) =>
    url === '/api/public-config' ? json(200, { google_client_id: googleClientId }) : undefined;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: SignInPage },
      { path: '/signup', Component: SignUpPage },
      { path: '/intern/orders', element: <p>orders</p> },
      { path: '/onboarding', element: <p>onboarding</p> },
      { path: '/reset-password', element: <p>reset</p> },
      { path: '/intern/account/user', element: <p>profile</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function signIn(email = 'maya@rose-and-fern.test', password = 'correct horse battery') {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(async () => {
  await session.logout();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sign in', () => {
  it('posts username and password with cookies, keeps the token and goes to the orders', async () => {
    const access = makeToken(Date.now() + 15 * 60_000);
    const { calls } = stubFetch(config(null), ({ url }) => {
      if (url === '/api/token/') return json(200, { access });
      if (url === '/api/users/onboarding/status') return json(200, { completed: true });
    });
    const router = renderAt('/login');
    await signIn('Maya@Rose-and-Fern.test ');

    await waitFor(() => expect(router.state.location.pathname).toBe('/intern/orders'));
    const login = calls.find((call) => call.url === '/api/token/');
    expect(JSON.parse(String(login?.init.body))).toEqual({
      username: 'maya@rose-and-fern.test',
      password: 'correct horse battery',
    });
    expect(login?.init.credentials).toBe('include');
    expect(session.isSignedIn()).toBe(true);
  });

  it('goes to onboarding when it is not finished', async () => {
    stubFetch(config(null), ({ url }) => {
      if (url === '/api/token/') return json(200, { access: makeToken(Date.now() + 15 * 60_000) });
      if (url === '/api/users/onboarding/status') return json(200, { completed: false });
    });
    const router = renderAt('/login');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });

  it('shows a toast and stays when the credentials are wrong', async () => {
    const error = vi.spyOn(toast, 'error');
    stubFetch(config(null), ({ url }) =>
      url === '/api/token/'
        ? json(401, { message: 'Wrong e-mail or password', code: 'NOT_AUTHENTICATED', details: {} })
        : undefined,
    );
    const router = renderAt('/login');
    await signIn();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Wrong e-mail or password', expect.anything()));
    expect(router.state.location.pathname).toBe('/login');
    expect(session.isSignedIn()).toBe(false);
  });

  it('tells a deactivated person what to do, in the server’s words', async () => {
    const error = vi.spyOn(toast, 'error');
    const message = 'This account has been deactivated. Ask the shop owner to reactivate it.';
    stubFetch(config(null), ({ url }) =>
      url === '/api/token/' ? json(403, { message, code: 'PERMISSION_DENIED', details: {} }) : undefined,
    );
    renderAt('/login');
    await signIn();
    await waitFor(() => expect(error).toHaveBeenCalledWith(message));
    expect(session.isSignedIn()).toBe(false);
  });

  it('checks the fields before asking the server', async () => {
    const { calls } = stubFetch(config(null));
    renderAt('/login');
    await signIn('not-an-email', 'x');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/token/')).toBe(false);
  });

  it('goes back to the page a confirming Google sign-in was started from', async () => {
    const access = makeToken(Date.now() + 15 * 60_000);
    const { calls } = stubFetch(config('client-1'), ({ url }) =>
      url === '/api/users/google-auth' ? json(200, { access }) : undefined,
    );
    sessionStorage.setItem('petal-google-state', 'state-1');
    sessionStorage.setItem('petal-google-return', '/intern/account/user');
    const router = renderAt('/login?code=code-1&state=state-1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/intern/account/user'));
    expect(session.isSignedIn()).toBe(true);
    expect(calls.some((c) => c.url === '/api/users/onboarding/status')).toBe(false);
    expect(sessionStorage.getItem('petal-google-return')).toBeNull();
  });

  it('offers Google sign-in only when the server has it configured', async () => {
    stubFetch(config(null));
    renderAt('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull());
    vi.unstubAllGlobals();

    stubFetch(config('1234.apps.googleusercontent.com'));
    renderAt('/login');
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
  });

  it('links to the password reset and to sign-up', () => {
    stubFetch(config(null));
    renderAt('/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });
});

describe('sign up', () => {
  it('registers and continues to onboarding', async () => {
    const { calls } = stubFetch(config(null), ({ url }) => {
      if (url === '/api/users/register') return json(201, { access: makeToken(Date.now() + 15 * 60_000) });
      if (url === '/api/users/onboarding/status') return json(200, { completed: false });
    });
    const router = renderAt('/signup');
    await userEvent.type(screen.getByLabelText('E-mail'), 'new@shop.test');
    await userEvent.type(screen.getByLabelText('Password'), 'tulips-in-april-2030');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    const register = calls.find((call) => call.url === '/api/users/register');
    expect(JSON.parse(String(register?.init.body))).toEqual({
      email: 'new@shop.test',
      password: 'tulips-in-april-2030',
    });
  });

  it("puts the server's field errors beside the fields", async () => {
    const error = vi.spyOn(toast, 'error');
    stubFetch(config(null), ({ url }) =>
      url === '/api/users/register'
        ? json(409, {
            message: 'E-mail taken',
            code: 'CONFLICT',
            details: { email: 'This e-mail already has an account' },
          })
        : undefined,
    );
    renderAt('/signup');
    await userEvent.type(screen.getByLabelText('E-mail'), 'taken@shop.test');
    await userEvent.type(screen.getByLabelText('Password'), 'tulips-in-april-2030');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('This e-mail already has an account')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(error).not.toHaveBeenCalled();
  });
});
