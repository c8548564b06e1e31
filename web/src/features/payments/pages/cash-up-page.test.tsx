import type { CashUp } from '@contract/cash-up';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { renderPage, urlsOf } from '../test/fixtures';
import { CashUpPage } from './cash-up-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const day: CashUp = {
  date: '2031-03-14',
  currency: 'EUR',
  by_method: [
    { method: 'cash', received: 97.9, refunded: 5, reversed: 10, net: 82.9 },
    { method: 'card', received: 30, refunded: 0, reversed: 0, net: 30 },
  ],
  expected_cash: 82.9,
  gift_cards: { sold: 50, redeemed: 15, voided: 0, adjusted: 0, outstanding: 35 },
  revenue: { total: 77.9, net_total: 72.8, tax_total: 5.1 },
  orders_paid: 5,
};

const cashUpApi: Route = ({ url }) =>
  url.startsWith('/api/payments/day?')
    ? json(200, { ...day, date: new URL(url, 'http://x').searchParams.get('date') })
    : undefined;

describe('the cash-up', () => {
  it('shows the till, the money by method, gift cards and revenue of the day, and steps to the next day', async () => {
    const { calls } = stubFetch(cashUpApi);
    renderPage(CashUpPage, { path: '/intern/payments/day?date=2031-03-14' });
    const till = await screen.findByRole('region', { name: 'Cash in the till' });
    expect(within(till).getByText('€82.90')).toBeInTheDocument();
    const methods = screen.getByRole('region', { name: 'Money by method' });
    const cash = within(methods).getByRole('row', { name: /Cash/ });
    expect(
      within(cash)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['€97.90', '-€5.00', '-€10.00', '€82.90']);
    expect(within(methods).getByRole('row', { name: /Card in the shop/ })).toBeInTheDocument();
    const cards = screen.getByRole('region', { name: 'Gift cards and revenue' });
    expect(within(cards).getByText('All cards still hold').nextSibling?.textContent).toBe('€35.00');
    expect(within(cards).getByText('Orders paid').nextSibling?.textContent).toBe('5');
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('heading', { name: /Saturday, 15 March 2031/ })).toBeInTheDocument();
    expect(urlsOf(calls, '/api/payments/day')).toEqual([
      '/api/payments/day?date=2031-03-14',
      '/api/payments/day?date=2031-03-15',
    ]);
  });
});
