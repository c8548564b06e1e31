import type { UserInfo } from '@contract/users';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/auth';
import { createQueryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { makeToken } from '../../../test/jwt';
import { VerifyEmailPage } from './verify-email-page';

const TOKEN = 'Zb1xYt7Lw4pHs9eRc6uJd5aFg2iOn8TyQEq0k3vN2m8';
const USED = 'This confirmation link is not valid any more: it was used already or has expired.';

const user = (email_verified: boolean): UserInfo => ({
  id: 'u1',
  email: 'maya@rose-and-fern.test',
  first_name: '',
  last_name: '',
  role: 'owner',
  business_id: 'b1',
  onboarding_completed: true,
  email_verified,
});

const verified: Route = ({ url }) =>
  url === '/api/users/verify-email'
    ? json(200, { message: 'Thank you', email: 'maya@rose-and-fern.test' })
    : undefined;
const refused: Route = ({ url }) =>
  url === '/api/users/verify-email'
    ? json(400, { message: USED, code: 'VALIDATION_ERROR', details: { token: USED } })
    : undefined;
const info =
  (emailVerified: boolean): Route =>
  ({ url }) =>
    url === '/api/users/info' ? json(200, user(emailVerified)) : undefined;

function renderPage(client = createQueryClient()) {
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouterProvider
          router={createMemoryRouter([{ path: '/verify-email/:token', Component: VerifyEmailPage }], {
            initialEntries: [`/verify-email/${TOKEN}`],
          })}
        />
      </QueryClientProvider>
    </StrictMode>,
  );
}

const signIn = () => session.signIn(makeToken(Date.now() + 15 * 60_000));

afterEach(async () => {
  await session.logout();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('opening a verification link', () => {
  it('confirms the address once on opening and sends a signed-out visitor to sign in', async () => {
    const { calls } = stubFetch(verified);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your e-mail address');
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('maya@rose-and-fern.test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    const posts = calls.filter((call) => call.url === '/api/users/verify-email');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.init.body))).toEqual({ token: TOKEN });
  });

  it('leads a signed-in user back into the app', async () => {
    signIn();
    stubFetch(verified, info(true));
    renderPage();
    expect(await screen.findByRole('link', { name: 'Continue to Petal' })).toHaveAttribute('href', '/intern');
  });

  it('ends the banner even when the user was read before the address was confirmed', async () => {
    signIn();
    // The page reads the user while the confirmation is under way: a read that left before the
    // confirmation was answered finds the row as it was, and its answer comes after; later reads
    // find the address confirmed.
    let confirmed = false;
    let aReadLeft = () => {};
    const readLeft = new Promise<void>((resolve) => {
      aReadLeft = resolve;
    });
    let releaseReads = () => {};
    const readsHeld = new Promise<void>((resolve) => {
      releaseReads = resolve;
    });
    const racingInfo: Route = ({ url }) => {
      if (url !== '/api/users/info') return undefined;
      if (confirmed) return json(200, user(true));
      aReadLeft();
      return readsHeld.then(() => json(200, user(false)));
    };
    const confirmThenRelease: Route = (call) => {
      const answer = verified(call);
      if (!answer) return undefined;
      return readLeft.then(() => {
        confirmed = true;
        setTimeout(releaseReads, 50);
        return answer;
      });
    };
    stubFetch(confirmThenRelease, racingInfo);
    const client = createQueryClient();
    renderPage(client);
    await screen.findByRole('link', { name: 'Continue to Petal' });
    await waitFor(() => expect(client.getQueryData<UserInfo>(queryKeys.userInfo)?.email_verified).toBe(true));
  });

  it('explains a refused link to a signed-out visitor', async () => {
    stubFetch(refused);
    renderPage();
    expect(await screen.findByRole('heading', { name: "This link can't be used" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(USED);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
  });

  it('offers a signed-in user to send a new link', async () => {
    signIn();
    const success = vi.spyOn(toast, 'success');
    const { calls } = stubFetch(refused, info(false), ({ url }) =>
      url === '/api/users/verify-email/resend'
        ? json(200, { message: "We've sent a new link to maya@rose-and-fern.test." })
        : undefined,
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith("We've sent a new link to maya@rose-and-fern.test."),
    );
    expect(calls.filter((call) => call.url === '/api/users/verify-email/resend')).toHaveLength(1);
  });

  it('tells a signed-in user whose address is confirmed already that all is well', async () => {
    signIn();
    stubFetch(refused, info(true));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is already confirmed' }),
    ).toBeInTheDocument();
  });
});
