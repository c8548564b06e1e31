import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { makeToken } from '../../../test/jwt';
import { bodyOf, renderPage } from '../../../test/render-back-office-page';
import { AcceptInvitePage } from './accept-invite-page';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const PATH = `/invite/${TOKEN}`;
const NEW_PASSWORD = 'sweet-peas-in-july-77';
const DEAD = 'This invitation is not valid any more: it was used already, has expired or was withdrawn.';

const invitation = {
  email: 'nia@example.test',
  first_name: 'Nia',
  last_name: '',
  role: 'florist',
  business_name: 'Rose & Fern',
};

const checkAnswers =
  (answer: () => Response): Route =>
  ({ url }) =>
    url === '/api/users/invite/check' ? answer() : undefined;

const dead = () => json(400, { message: DEAD, code: 'VALIDATION_ERROR', details: { token: DEAD } });

const render = () => renderPage(AcceptInvitePage, { path: PATH, pattern: '/invite/:token', role: null });

async function fillPasswords(password = NEW_PASSWORD, repeat = password) {
  await userEvent.type(await screen.findByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Repeat password'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Join Rose & Fern' }));
}

afterEach(async () => {
  await session.logout();
  vi.unstubAllGlobals();
});

describe('accepting an invitation', { timeout: 20_000 }, () => {
  it('greets the invitee, sets the password, signs in and opens the orders', async () => {
    const access = makeToken(Date.now() + 15 * 60_000);
    const { calls } = stubFetch(
      checkAnswers(() => json(200, invitation)),
      ({ url }) => (url === '/api/users/invite/accept' ? json(200, { access }) : undefined),
    );
    const { router, client } = render();

    expect(await screen.findByRole('heading', { name: 'Join Rose & Fern' })).toBeInTheDocument();
    expect(screen.getByText(/invited as a florist/)).toBeInTheDocument();
    expect(screen.getByText('nia@example.test')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Nia');
    await userEvent.type(screen.getByLabelText('Last name'), 'Oak');
    await fillPasswords();

    await waitFor(() => expect(router.state.location.pathname).toBe('/intern/orders'));
    expect(session.isSignedIn()).toBe(true);
    // Whoever was signed in here before is forgotten.
    expect(client.getQueryData(queryKeys.userInfo)).toBeUndefined();
    const accept = calls.find((c) => c.url === '/api/users/invite/accept');
    expect(accept?.init.credentials).toBe('include');
    expect(bodyOf(accept?.init ?? {})).toEqual({
      token: TOKEN,
      first_name: 'Nia',
      last_name: 'Oak',
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    const check = calls.find((c) => c.url === '/api/users/invite/check');
    expect(bodyOf(check?.init ?? {})).toEqual({ token: TOKEN });
  });

  it('checks the passwords match before asking, and shows the server’s password rules', async () => {
    const message = 'This password is too common; choose one that is harder to guess';
    const { calls } = stubFetch(
      checkAnswers(() => json(200, invitation)),
      ({ url }) =>
        url === '/api/users/invite/accept'
          ? json(400, { message, code: 'VALIDATION_ERROR', details: { password: message } })
          : undefined,
    );
    render();
    await fillPasswords(NEW_PASSWORD, 'something-else-entirely');
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/users/invite/accept')).toBe(false);

    await userEvent.clear(screen.getByLabelText('Repeat password'));
    await userEvent.type(screen.getByLabelText('Repeat password'), NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Join Rose & Fern' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(session.isSignedIn()).toBe(false);
  });

  it('says plainly when the link was used, expired or withdrawn', async () => {
    stubFetch(checkAnswers(dead));
    render();
    expect(await screen.findByRole('heading', { name: "This invitation can't be used" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(DEAD);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('lets the invitee decline: the page says so and nobody is signed in', async () => {
    const message = 'You declined the invitation. Rose & Fern no longer has your address on its team.';
    const { calls } = stubFetch(
      checkAnswers(() => json(200, invitation)),
      ({ url }) => (url === '/api/users/invite/decline' ? json(200, { message }) : undefined),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline the invitation' }));

    expect(await screen.findByRole('heading', { name: 'Invitation declined' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(bodyOf(calls.find((c) => c.url === '/api/users/invite/decline')?.init ?? {})).toEqual({
      token: TOKEN,
    });
    expect(calls.some((c) => c.url === '/api/users/invite/accept')).toBe(false);
    expect(session.isSignedIn()).toBe(false);
  });

  it('says an expired invitation has expired', async () => {
    const expired = 'This invitation has expired: invitations work for 7 days.';
    stubFetch(
      checkAnswers(() =>
        json(400, { message: expired, code: 'VALIDATION_ERROR', details: { token: expired, expired: true } }),
      ),
    );
    render();
    expect(await screen.findByRole('heading', { name: 'This invitation has expired' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(expired);
    expect(screen.queryByRole('button', { name: 'Decline the invitation' })).not.toBeInTheDocument();
  });

  it('turns to the same notice when the link dies while the form is open', async () => {
    stubFetch(
      checkAnswers(() => json(200, invitation)),
      ({ url }) => (url === '/api/users/invite/accept' ? dead() : undefined),
    );
    render();
    await fillPasswords();
    expect(await screen.findByRole('heading', { name: "This invitation can't be used" })).toBeInTheDocument();
  });
});
