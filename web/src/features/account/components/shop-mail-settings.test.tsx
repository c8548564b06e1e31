import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { bodyOf, renderPage } from '../../../test/render-back-office-page';
import { ProfilePage } from '../pages/profile-page';

const PATH = '/intern/account/user';
const stored = {
  new_web_orders: false,
  morning_summary: true,
  language: 'en',
  email: 'maya@rose-and-fern.test',
};

/** The shop-mail calls as the server answers them: the stored choice, and what a PUT stores. */
const shopMail: Route = ({ url, init }) => {
  if (url !== '/api/users/shop-mail') return undefined;
  if (init.method === 'PUT') return json(200, { ...(bodyOf(init) as object), email: stored.email });
  return json(200, stored);
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the e-mails from the shop on the account page', { timeout: 20_000 }, () => {
  it('shows the owner’s own choice and saves each change at once', async () => {
    const { calls } = stubFetch(shopMail);
    renderPage(ProfilePage, { path: PATH });
    const orders = await screen.findByRole('switch', { name: /Each new web order/ });
    expect(orders).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Morning summary/ })).toBeChecked();
    expect(screen.getByText(/Sent to maya@rose-and-fern.test, at most 20 order e-mails a day/)).toBeVisible();

    await userEvent.click(orders);
    await waitFor(() => expect(orders).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true'),
    );

    const saved = calls.filter((call) => call.init.method === 'PUT').map((call) => bodyOf(call.init));
    expect(saved).toEqual([
      { new_web_orders: true, morning_summary: true, language: 'en' },
      { new_web_orders: true, morning_summary: true, language: 'de' },
    ]);
  });

  it('is not shown to a florist, who gets no shop e-mail', async () => {
    const { calls } = stubFetch(shopMail);
    renderPage(ProfilePage, { path: PATH, role: 'florist' });
    expect(await screen.findByText('Your details')).toBeVisible();
    expect(screen.queryByText('E-mails from the shop')).toBeNull();
    expect(calls.some((call) => call.url === '/api/users/shop-mail')).toBe(false);
  });
});
