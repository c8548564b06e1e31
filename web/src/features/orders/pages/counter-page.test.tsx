import type { CounterOptions } from '@contract/counter';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { bodyOf, internOrder, ORDER_UUID, renderPage } from '../test/render-page';
import { CounterPage } from './counter-page';

const PATH = '/intern/counter';

const products: Route = ({ url }) =>
  url.startsWith('/api/products')
    ? json(200, { items: [{ id: 'p-1', name: 'Spring bunch', price: 24.5, is_active: true }], count: 1 })
    : undefined;

const giftCardProducts: Route = ({ url }) =>
  url.startsWith('/api/products')
    ? json(200, {
        items: [
          { id: 'p-1', name: 'Spring bunch', price: 24.5, is_active: true, kind: 'flowers' },
          { id: 'gc-1', name: 'Gift card', price: 25, is_active: true, kind: 'gift_card' },
        ],
        count: 2,
      })
    : undefined;

const options =
  (answer: CounterOptions): Route =>
  ({ url }) =>
    url.startsWith('/api/orders/counter/options') ? json(200, answer) : undefined;

function counterApi(answers: (() => Response)[]): Route {
  let call = 0;
  return ({ url, init }) => {
    if (url !== '/api/orders/counter' || init.method !== 'POST') return undefined;
    const answer = answers[Math.min(call++, answers.length - 1)];
    return answer ? answer() : json(201, internOrder());
  };
}

const sent = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((c) => c.url === '/api/orders/counter').map((c) => bodyOf(c.init) as Record<string, unknown>);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the counter screen', { timeout: 20_000 }, () => {
  it('sells to a walk-in by name: picks the product’s price, paid in cash, then shows the receipt', async () => {
    const { calls } = stubFetch(
      products,
      counterApi([() => json(201, internOrder({ order_status: 'done' }))]),
    );
    const { router } = renderPage(CounterPage, { path: PATH });
    await userEvent.selectOptions(await screen.findByLabelText('Product'), 'p-1');
    expect(screen.getByLabelText('Price')).toHaveValue('24.50');
    await userEvent.type(screen.getByLabelText('Name'), 'Wanda');
    await userEvent.click(screen.getByRole('button', { name: 'Complete sale' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`/intern/orders/${ORDER_UUID}/receipt`),
    );
    expect(sent(calls)[0]).toEqual({
      origin: 'counter',
      method: 'pickup',
      pickup_now: true,
      handed_over: true,
      product_id: 'p-1',
      price: 24.5,
      customer_name: 'Wanda',
      paid_with: 'cash',
      overrides: [],
    });
  });

  it('sells a gift card to a walk-in without an e-mail: the code is shown once, then printed with the receipt', async () => {
    const code = 'ABCD-EFGH-JKLM-NPQR';
    const issued = [
      { id: 'card-1', code, code_last4: 'NPQR', value: 50, expires_on: '2029-12-31', emailed_to: null },
    ];
    const { calls } = stubFetch(
      giftCardProducts,
      counterApi([
        () =>
          json(201, {
            ...internOrder({ order_status: 'done', payment_status: 'done' }),
            issued_gift_cards: issued,
          }),
      ]),
    );
    const { router } = renderPage(CounterPage, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Sell a gift card' }));
    const value = screen.getByLabelText('Value');
    expect(value).toHaveValue('25.00');
    await userEvent.clear(value);
    await userEvent.type(value, '50');
    await userEvent.type(screen.getByLabelText('Name'), 'Wanda');
    await userEvent.click(screen.getByRole('button', { name: 'Complete sale' }));
    expect(sent(calls)[0]).toMatchObject({
      price: 0,
      gift_cards: [{ product_id: 'gc-1', value: 50, quantity: 1 }],
      paid_with: 'cash',
    });
    const panel = await screen.findByRole('region', { name: 'Gift card code' });
    expect(panel).toHaveTextContent(code);
    expect(panel).toHaveTextContent('€50.00');
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Write it down or print now; it will not be shown again.',
    );
    expect(router.state.location.pathname).toBe(PATH);
    await userEvent.click(screen.getByRole('button', { name: 'Print receipt with the code' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`/intern/orders/${ORDER_UUID}/receipt`),
    );
    // Handed to the receipt in memory, never in the address.
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ giftCardCodes: issued });
  });

  it('goes straight to the receipt when the gift card’s code was e-mailed, and asks for a value above 0', async () => {
    const { calls } = stubFetch(
      giftCardProducts,
      counterApi([
        () =>
          json(201, {
            ...internOrder({ order_status: 'done' }),
            issued_gift_cards: [
              {
                id: 'card-1',
                code: null,
                code_last4: 'NPQR',
                value: 25,
                expires_on: '2029-12-31',
                emailed_to: 'wanda@example.test',
              },
            ],
          }),
      ]),
    );
    const { router } = renderPage(CounterPage, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Sell a gift card' }));
    await userEvent.clear(screen.getByLabelText('Value'));
    await userEvent.type(screen.getByLabelText('Name'), 'Wanda');
    await userEvent.type(screen.getByLabelText('E-mail'), 'wanda@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Complete sale' }));
    expect(screen.getByText('A gift card needs a value above 0')).toBeInTheDocument();
    expect(sent(calls)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Value'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Complete sale' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`/intern/orders/${ORDER_UUID}/receipt`),
    );
    expect(screen.queryByRole('region', { name: /Gift card code/ })).not.toBeInTheDocument();
  });

  it('asks for the price before sending anything, but no name of a walk-in served now', async () => {
    const { calls } = stubFetch(products);
    renderPage(CounterPage, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete sale' }));
    expect(screen.queryByText('Enter the customer’s name')).not.toBeInTheDocument();
    expect(screen.getByText('Enter the price')).toBeInTheDocument();
    expect(sent(calls)).toHaveLength(0);
  });

  it('takes a phone order into a full window only when the override is ticked', async () => {
    const refused = () =>
      json(409, {
        message: 'This time is fully booked',
        code: 'CONFLICT',
        details: { time_slot: 'This time is fully booked; choose another', override: 'full_window' },
      });
    const { calls } = stubFetch(
      products,
      options({
        pickup_locations: [],
        windows: [
          { slot: '09:00-12:00', problem: 'full', override: 'full_window' },
          { slot: '13:00-17:00', problem: null, override: null },
        ],
        closed: false,
      }),
      counterApi([refused, () => json(201, internOrder())]),
    );
    renderPage(CounterPage, { path: PATH });
    await userEvent.click(await screen.findByRole('tab', { name: 'Phone order' }));
    expect(screen.getByRole('heading', { name: 'Phone order' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Price'), '45');
    await userEvent.type(screen.getByLabelText('Name'), 'Phoebe');
    await userEvent.type(screen.getByLabelText('Address'), 'Lindenstraße 5');
    await userEvent.type(screen.getByLabelText('Zip code'), '10115');
    await userEvent.type(screen.getByLabelText('City'), 'Berlin');
    await userEvent.click(await screen.findByRole('radio', { name: /09:00–12:00/ }));
    const tick = screen.getByRole('checkbox', { name: /fully booked/ });
    expect(tick).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('This time is fully booked; choose another')).toBeInTheDocument();
    expect(sent(calls)[0]?.overrides).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: /fully booked/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await vi.waitFor(() => expect(sent(calls)).toHaveLength(2));
    expect(sent(calls)[1]).toMatchObject({
      origin: 'phone',
      method: 'delivery',
      time_slot: '09:00-12:00',
      overrides: ['full_window'],
    });
    expect(sent(calls)[1]).not.toHaveProperty('paid_with');
  });

  it('tells a florist that only the owner or a manager can set a rule aside', async () => {
    stubFetch(
      products,
      options({
        pickup_locations: [],
        windows: [{ slot: '09:00-12:00', problem: 'full', override: 'full_window' }],
        closed: false,
      }),
    );
    renderPage(CounterPage, { path: PATH, role: 'florist' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Phone order' }));
    await userEvent.click(await screen.findByRole('radio', { name: /09:00–12:00/ }));
    expect(screen.getByText(/Only the owner or a manager/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /fully booked/ })).not.toBeInTheDocument();
  });
});
