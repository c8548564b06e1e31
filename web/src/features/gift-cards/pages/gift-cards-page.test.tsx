import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { renderPage } from '../../../test/render-back-office-page';
import { CARD_ID, giftCardDetailFixture, giftCardFixture, giftCardsApi } from '../test/fixtures';
import { GiftCardPage } from './gift-card-page';
import { GiftCardsPage } from './gift-cards-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('gift cards screen', { timeout: 20_000 }, () => {
  it('lists cards with balance and buyer, and finds one by its last four', async () => {
    const { calls } = stubFetch(
      giftCardsApi([
        giftCardFixture(),
        giftCardFixture({ id: 'other', code_last4: 'B2C3', bought_by: 'Grace' }),
      ]),
    );
    renderPage(GiftCardsPage, { path: '/intern/gift-cards' });
    const link = await screen.findByRole('link', { name: '···· K7QZ' });
    expect(link).toHaveAttribute('href', `/intern/gift-cards/${CARD_ID}`);
    const card = link.closest('li') as HTMLElement;
    expect(within(card).getByText(/€30.00/)).toBeInTheDocument();
    expect(within(card).getByText(/Bought by Ada Lovelace · order #1042/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search gift cards'), 'b2c3');
    expect(await screen.findByText(/Bought by Grace/)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText(/Bought by Ada/)).not.toBeInTheDocument());
    expect(calls.some((c) => c.url.includes('q=b2c3'))).toBe(true);
  });

  it('tells a florist the screen is for owners and managers, and asks nothing', async () => {
    const { calls } = stubFetch(giftCardsApi());
    renderPage(GiftCardsPage, { path: '/intern/gift-cards', role: 'florist' });
    expect(await screen.findByText(/owners and managers/i)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/gift-cards'))).toHaveLength(0);
  });

  it('shows a card’s ledger and changes its balance with a reason', async () => {
    const { calls } = stubFetch(({ url, init }) => {
      if (url === `/api/gift-cards/${CARD_ID}/adjustments` && init.method === 'POST') {
        return json(200, giftCardDetailFixture({ balance: 25 }));
      }
      return undefined;
    }, giftCardsApi());
    renderPage(GiftCardPage, { path: `/intern/gift-cards/${CARD_ID}`, pattern: '/intern/gift-cards/:id' });
    expect(await screen.findByText('Redeemed')).toBeInTheDocument();
    expect(screen.getByText('Issued')).toBeInTheDocument();
    expect(screen.getByText('€30.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change balance' }));
    expect(screen.getByText('Enter an amount, e.g. 10 or -5.50')).toBeInTheDocument();
    expect(screen.getByText('Say why (at least 3 characters)')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/adjustments'))).toBe(false);

    await userEvent.type(screen.getByLabelText('Amount'), '-5');
    await userEvent.type(screen.getByLabelText('Reason'), 'Paid part in cash');
    await userEvent.click(screen.getByRole('button', { name: 'Change balance' }));
    expect(await screen.findByText('€25.00')).toBeInTheDocument();
    const sent = calls.find((c) => c.url.endsWith('/adjustments'));
    expect(JSON.parse(String(sent?.init.body))).toEqual({ amount: -5, reason: 'Paid part in cash' });
  });
});
