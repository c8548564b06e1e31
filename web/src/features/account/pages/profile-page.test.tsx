import type { UserInfo } from '@contract/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { bodyOf, renderPage, userWithRole } from '../../../test/render-back-office-page';
import { ProfilePage } from './profile-page';

const PATH = '/intern/account/user';
const NEW_PASSWORD = 'lilac-at-dusk-2042';

/** update-info as the server answers it: the stored user, unverified after an address change. */
const updateInfo: Route = ({ url, init }) => {
  if (url !== '/api/users/update-info') return undefined;
  const body = bodyOf(init) as { first_name: string; last_name: string; email: string };
  if (body.email === 'taken@example.test') {
    const message = 'Another account already uses this e-mail address.';
    return json(409, { message, code: 'CONFLICT', details: { email: message } });
  }
  const before = userWithRole('owner');
  return json(200, { ...before, ...body, email_verified: body.email === before.email });
};

/** The page's own calls: the owner's shop-mail section loads its choice beside them. */
const notShopMail = (call: { url: string }) => call.url !== '/api/users/shop-mail';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('your profile', { timeout: 20_000 }, () => {
  it('saves the name and keeps the cached user in step', async () => {
    const { calls } = stubFetch(updateInfo);
    const { client } = renderPage(ProfilePage, { path: PATH });
    const first = screen.getByLabelText('First name');
    expect(first).toHaveValue('Maya');
    expect(screen.getByRole('button', { name: 'Save details' })).toBeDisabled();
    await userEvent.clear(first);
    await userEvent.type(first, 'Mara');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Your details are saved')).toBeInTheDocument();
    expect(bodyOf(calls.find((call) => call.url === '/api/users/update-info')?.init ?? {})).toEqual({
      first_name: 'Mara',
      last_name: 'Lind',
      email: 'maya@rose-and-fern.test',
    });
    expect(client.getQueryData<UserInfo>(queryKeys.userInfo)).toMatchObject({ first_name: 'Mara' });
  });

  it('changes the e-mail address: says a link is on its way and shows it as not verified', async () => {
    const { calls } = stubFetch(updateInfo);
    renderPage(ProfilePage, { path: PATH });
    expect(screen.getByText('Verified')).toBeInTheDocument();
    const email = screen.getByLabelText('E-mail');

    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.test');
    expect(screen.getByText(/We send it a link to confirm it/)).toBeInTheDocument();
    // Moving the account to another address asks for the password.
    const profile = within(
      screen.getByRole('button', { name: 'Save details' }).closest('form') as HTMLElement,
    );
    await userEvent.type(profile.getByLabelText('Current password'), 'peonies-in-june-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(bodyOf(calls.at(-1)?.init ?? {})).toMatchObject({ current_password: 'peonies-in-june-42' });
    expect(await screen.findByText('Another account already uses this e-mail address.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'maya@new-shop.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(
      await screen.findByText("Saved. We've sent a link to maya@new-shop.test to confirm it."),
    ).toBeInTheDocument();
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('maya@new-shop.test');
  });

  it('changes the password with the current one and shows the server’s verdict on the field', async () => {
    const wrong = 'This is not your current password';
    const { calls } = stubFetch(({ url, init }) => {
      if (url !== '/api/users/update-password') return undefined;
      const body = bodyOf(init) as { current_password: string };
      if (body.current_password !== 'peonies-in-june-42') {
        return json(400, { message: wrong, code: 'VALIDATION_ERROR', details: { current_password: wrong } });
      }
      return json(200, { message: 'Your password has been changed. Other devices have been signed out.' });
    });
    renderPage(ProfilePage, { path: PATH });

    await userEvent.type(screen.getByLabelText('Current password'), 'not-it-at-all');
    await userEvent.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await userEvent.type(screen.getByLabelText('Repeat new password'), `${NEW_PASSWORD}!`);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(calls.filter(notShopMail)).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Repeat new password'));
    await userEvent.type(screen.getByLabelText('Repeat new password'), NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Current password'));
    await userEvent.type(screen.getByLabelText('Current password'), 'peonies-in-june-42');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Other devices have been signed out/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
    expect(calls.at(-1)?.init.credentials).toBe('include');
    expect(bodyOf(calls.at(-1)?.init ?? {})).toEqual({
      current_password: 'peonies-in-june-42',
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
  });

  it('offers an account without a password (Google) an e-mailed link to choose one', async () => {
    const sent =
      "We've sent a link to maya@rose-and-fern.test. Open it within an hour to choose your password.";
    const { calls } = stubFetch(({ url }) =>
      url === '/api/users/set-password/request' ? json(200, { message: sent }) : undefined,
    );
    const { client } = renderPage(ProfilePage, { path: PATH });
    client.setQueryData(queryKeys.userInfo, { ...userWithRole('owner'), has_password: false });

    expect(await screen.findByText(/You sign in with Google/)).toBeInTheDocument();
    // No form that sets a password with the session alone.
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(sent);
    expect(calls.filter(notShopMail).map((c) => c.url)).toEqual(['/api/users/set-password/request']);
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
  });

  it('asks an account without a password to confirm with Google before moving its address', async () => {
    const proof =
      'To move your account to another address, sign in with Google again first; then save within 10 minutes.';
    const { calls } = stubFetch(
      ({ url }) => (url === '/api/public-config' ? json(200, { google_client_id: 'client-1' }) : undefined),
      ({ url }) =>
        url === '/api/users/update-info'
          ? json(403, {
              message: proof,
              code: 'PERMISSION_DENIED',
              details: { email: proof, proof: 'google' },
            })
          : undefined,
    );
    const { client } = renderPage(ProfilePage, { path: PATH });
    client.setQueryData(queryKeys.userInfo, { ...userWithRole('owner'), has_password: false });
    const email = await screen.findByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'maya@new-shop.test');

    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByText(/confirm it is you: sign in with Google again/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(proof)).toBeInTheDocument();
    expect(bodyOf(calls.find((c) => c.url === '/api/users/update-info')?.init ?? {})).not.toHaveProperty(
      'current_password',
    );

    // The sign-in comes back to this page (jsdom does not follow the redirect to Google itself).
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm with Google' }));
    expect(sessionStorage.getItem('petal-google-return')).toBe(PATH);
    expect(sessionStorage.getItem('petal-google-state')).toBeTruthy();
  });
});
