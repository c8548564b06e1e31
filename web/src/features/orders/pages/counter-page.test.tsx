import type { CounterOptions } from '@contract/counter';
import { screen } from '@testing-library/react';
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

  it('asks for the name and the price before sending anything', async () => {
    const { calls } = stubFetch(products);
    renderPage(CounterPage, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete sale' }));
    expect(screen.getByText('Enter the customer’s name')).toBeInTheDocument();
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
