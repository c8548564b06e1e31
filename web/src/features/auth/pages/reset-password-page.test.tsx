import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/auth';
import { createQueryClient } from '../../../lib/query-client';
import { json, stubFetch } from '../../../test/fetch';
import { makeToken } from '../../../test/jwt';
import { ResetPasswordConfirmPage } from './reset-password-confirm-page';
import { RESET_SENT, ResetPasswordPage } from './reset-password-page';

const TOKEN = 'q0k3vN2m8Zb1xYt7Lw4pHs9eRc6uJd5aFg2iOn8TyQE';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/reset-password', Component: ResetPasswordPage },
      { path: '/reset-password/confirm/:token', Component: ResetPasswordConfirmPage },
      { path: '/login', element: <p>sign-in page</p> },
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

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;

afterEach(async () => {
  await session.logout();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('asking for a reset link', () => {
  it('posts the e-mail and answers with the same words whatever the server knows', async () => {
    const { calls } = stubFetch(({ url }) =>
      url === '/api/users/reset-password/request' ? json(200, { message: 'sent' }) : undefined,
    );
    renderAt('/reset-password');
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), ' Maya@Rose-and-Fern.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(RESET_SENT);
    expect(screen.getByText('maya@rose-and-fern.test')).toBeInTheDocument();
    const request = calls.find((call) => call.url === '/api/users/reset-password/request');
    expect(bodyOf(request?.init ?? {})).toEqual({ email: 'maya@rose-and-fern.test' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');

    // Another address: back to the form.
    await userEvent.click(screen.getByRole('button', { name: 'Use another e-mail' }));
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });

  it('checks the e-mail before asking the server', async () => {
    const { calls } = stubFetch();
    renderAt('/reset-password');
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('toasts a refusal such as too many requests and keeps the form', async () => {
    const error = vi.spyOn(toast, 'error');
    stubFetch(() =>
      json(429, { message: 'Too many attempts. Please wait 60 seconds.', code: 'RATE_LIMITED', details: {} }),
    );
    renderAt('/reset-password');
    await userEvent.type(screen.getByLabelText('E-mail'), 'maya@rose-and-fern.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Too many attempts. Please wait 60 seconds.', expect.anything()),
    );
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });
});

async function choosePassword(password: string, repeat = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Repeat new password'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('choosing the new password', () => {
  it("posts the link's token with both passwords, then goes to sign in with a toast", async () => {
    const success = vi.spyOn(toast, 'success');
    const { calls } = stubFetch(({ url }) =>
      url === '/api/users/reset-password/confirm'
        ? json(200, { message: 'Your password has been changed. Sign in with your new password.' })
        : undefined,
    );
    const router = renderAt(`/reset-password/confirm/${TOKEN}`);
    await choosePassword('tulips-in-april-2031');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(success).toHaveBeenCalledWith('Your password has been changed. Sign in with your new password.');
    const confirm = calls.find((call) => call.url === '/api/users/reset-password/confirm');
    expect(bodyOf(confirm?.init ?? {})).toEqual({
      token: TOKEN,
      password: 'tulips-in-april-2031',
      confirm_password: 'tulips-in-april-2031',
    });
  });

  it('ends the session of this tab, which the reset signed out on the server', async () => {
    session.signIn(makeToken(Date.now() + 15 * 60_000));
    stubFetch(({ url }) =>
      url === '/api/users/reset-password/confirm' ? json(200, { message: 'Changed' }) : undefined,
    );
    const router = renderAt(`/reset-password/confirm/${TOKEN}`);
    await choosePassword('tulips-in-april-2031');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.isSignedIn()).toBe(false);
  });

  it('says when the two passwords differ, without asking the server', async () => {
    const { calls } = stubFetch();
    renderAt(`/reset-password/confirm/${TOKEN}`);
    await choosePassword('tulips-in-april-2031', 'tulips-in-april-2032');
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Repeat new password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("puts the server's password rules beside the field", async () => {
    const error = vi.spyOn(toast, 'error');
    stubFetch(() =>
      json(400, {
        message: 'This password is too common',
        code: 'VALIDATION_ERROR',
        details: { password: 'This password is too common; choose one that is harder to guess' },
      }),
    );
    renderAt(`/reset-password/confirm/${TOKEN}`);
    await choosePassword('password1234');
    expect(
      await screen.findByText('This password is too common; choose one that is harder to guess'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(error).not.toHaveBeenCalled();
  });

  it('explains a used or expired link and offers a new one', async () => {
    const message = 'This reset link is not valid any more: it was used already or has expired.';
    stubFetch(() => json(400, { message, code: 'VALIDATION_ERROR', details: { token: message } }));
    renderAt(`/reset-password/confirm/${TOKEN}`);
    await choosePassword('tulips-in-april-2031');
    expect(await screen.findByRole('heading', { name: "This link can't be used" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute('href', '/reset-password');
  });
});
