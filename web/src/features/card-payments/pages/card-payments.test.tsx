import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { renderPage } from '../../../test/render-back-office-page';
import { CardAccountPage } from './card-account-page';
import { PayoutsPage } from './payouts-page';

// The provider's script comes from its own servers; here a stand-in element takes its place.
const connect = vi.hoisted(() => ({
  secrets: [] as string[],
  created: [] as string[],
  exit: null as null | (() => void),
  blocked: false,
}));
vi.mock('@stripe/connect-js', () => ({
  loadConnectAndInitialize: ({ fetchClientSecret }: { fetchClientSecret: () => Promise<string> }) => {
    void fetchClientSecret().then((secret) => connect.secrets.push(secret));
    return {
      create: (tag: string) => {
        connect.created.push(tag);
        const element = Object.assign(document.createElement('div'), {
          setOnLoadError: (listener: (event: { elementTagName: string }) => void) => {
            if (connect.blocked) queueMicrotask(() => listener({ elementTagName: tag }));
          },
          setOnLoaderStart: (listener: (event: { elementTagName: string }) => void) => {
            if (!connect.blocked) queueMicrotask(() => listener({ elementTagName: tag }));
          },
          setOnExit: (listener: () => void) => {
            connect.exit = listener;
          },
        });
        element.dataset.testid = `provider-${tag}`;
        element.setAttribute('data-testid', `provider-${tag}`);
        return element;
      },
      update: () => {},
      logout: async () => {},
    };
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  connect.secrets.length = 0;
  connect.created.length = 0;
  connect.blocked = false;
});

const notConfigured = json(503, {
  message: 'Card payments are not set up on this server',
  code: 'PAYMENTS_NOT_CONFIGURED',
  details: { configured: false },
});

const status = (overrides: Record<string, unknown> = {}) => ({
  connected: true,
  account_id: 'acct_1',
  charges_enabled: false,
  payouts_enabled: false,
  details_submitted: false,
  requirements_due: ['external_account'],
  ...overrides,
});
const notConnected = status({ connected: false, account_id: null, requirements_due: [] });

const statusRoute =
  (...answers: (Record<string, unknown> | Response)[]) =>
  ({ url }: { url: string }) => {
    if (!url.startsWith('/api/stripe/connect/account-status')) return undefined;
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    return answer instanceof Response ? answer.clone() : json(200, answer);
  };

const sessionRoute = ({ url }: { url: string }) =>
  url === '/api/stripe/connect/create-account-session'
    ? json(200, { account_id: 'acct_1', client_secret: 'accs_secret_1', publishable_key: 'pk_test_1' })
    : undefined;

describe('card-payment account page', () => {
  it('explains what to set when the server has no keys', async () => {
    stubFetch(statusRoute(notConfigured));
    renderPage(CardAccountPage, { path: '/intern/account/stripe' });
    expect(
      await screen.findByRole('heading', { name: 'Card payments are not set up on this server' }),
    ).toBeInTheDocument();
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
    expect(screen.getByText(`${window.location.origin}/api/stripe/webhook`)).toBeInTheDocument();
  });

  it('connects the shop in the chosen country, then shows the provider’s onboarding', async () => {
    const { calls } = stubFetch(
      statusRoute(notConnected, status()),
      ({ url }) =>
        url === '/api/stripe/connect/create-account' ? json(200, { account_id: 'acct_1' }) : undefined,
      sessionRoute,
    );
    renderPage(CardAccountPage, { path: '/intern/account/stripe' });
    await userEvent.selectOptions(await screen.findByLabelText('Country of your business'), 'Netherlands');
    await userEvent.click(screen.getByRole('button', { name: 'Connect card payments' }));

    expect(
      await screen.findByRole('heading', { name: 'Finish connecting card payments' }),
    ).toBeInTheDocument();
    const created = calls.find((c) => c.url === '/api/stripe/connect/create-account');
    expect(JSON.parse(String(created?.init.body))).toEqual({ country: 'NL' });
    expect(await screen.findByTestId('provider-account-onboarding')).toBeInTheDocument();
    await waitFor(() => expect(connect.secrets).toEqual(['accs_secret_1']));
    expect(screen.getByText('Card payments not yet on')).toBeInTheDocument();
  });

  it('sends the owner to the provider’s own pages, and starts over after asking', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    const { calls } = stubFetch(statusRoute(status()), sessionRoute, ({ url }) =>
      url === '/api/stripe/connect/create-account-link'
        ? json(200, { url: 'https://connect.example/onboarding' })
        : url === '/api/stripe/connect/restart-account'
          ? json(200, { account_id: 'acct_2' })
          : undefined,
    );
    renderPage(CardAccountPage, { path: '/intern/account/stripe' });
    await userEvent.click(await screen.findByRole('button', { name: /Continue on Stripe’s site/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.example/onboarding'));

    await userEvent.click(screen.getByRole('button', { name: /Start over/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start over?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start over' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/stripe/connect/restart-account')).toBe(true),
    );
  });

  it('says card payments are on, with what the provider still needs', async () => {
    stubFetch(
      statusRoute(
        status({ charges_enabled: true, payouts_enabled: true, requirements_due: ['individual.id_number'] }),
      ),
    );
    renderPage(CardAccountPage, { path: '/intern/account/stripe' });
    expect(await screen.findByRole('heading', { name: 'Card payments are on' })).toBeInTheDocument();
    expect(screen.getByText('Takes card payments')).toBeInTheDocument();
    expect(screen.getByText('individual: id number')).toBeInTheDocument();
  });

  it('is the owner’s: a manager is told so and nothing is asked', async () => {
    const { calls } = stubFetch(statusRoute(status()));
    renderPage(CardAccountPage, { path: '/intern/account/stripe', role: 'manager' });
    expect(await screen.findByText('Only the owner of the shop connects card payments.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('payouts page', () => {
  it('shows the provider’s payouts once the account pays out', async () => {
    stubFetch(statusRoute(status({ charges_enabled: true, payouts_enabled: true })), sessionRoute);
    renderPage(PayoutsPage, { path: '/intern/payouts', role: 'manager' });
    expect(await screen.findByTestId('provider-payouts')).toBeInTheDocument();
  });

  it('says so when the provider’s page cannot load', async () => {
    connect.blocked = true;
    stubFetch(statusRoute(status({ charges_enabled: true, payouts_enabled: true })), sessionRoute);
    renderPage(PayoutsPage, { path: '/intern/payouts' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The card provider’s page could not load');
  });

  it('explains and links the owner to connecting when not connected', async () => {
    stubFetch(statusRoute(notConnected));
    renderPage(PayoutsPage, { path: '/intern/payouts' });
    expect(await screen.findByRole('heading', { name: 'No payouts yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up card payments' })).toHaveAttribute(
      'href',
      '/intern/account/stripe',
    );
  });

  it('tells a manager the owner connects, when the server has no keys', async () => {
    stubFetch(statusRoute(notConfigured));
    renderPage(PayoutsPage, { path: '/intern/payouts', role: 'manager' });
    expect(await screen.findByText(/not set up on this server/)).toBeInTheDocument();
    expect(screen.getByText('The owner of the shop connects card payments.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /card payments/ })).not.toBeInTheDocument();
  });

  it('is for owners and managers only', async () => {
    const { calls } = stubFetch(statusRoute(status()));
    renderPage(PayoutsPage, { path: '/intern/payouts', role: 'florist' });
    expect(await screen.findByText(/This page is for owners and managers/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
