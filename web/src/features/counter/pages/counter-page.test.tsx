import type { CounterOptions } from '@contract/counter';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { internOrder, ORDER_UUID } from '../../../test/intern-order';
import { bodyOf, renderPage } from '../../../test/render-back-office-page';
import { editorChoices, GIFT_CARD, GLASS_VASE, LARGE, RIBBON, ROSES, TULIPS } from '../test/counter-stubs';
import { CounterPage } from './counter-page';

const PATH = '/intern/counter';

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
  it('sells two products to a nameless walk-in paid in cash in at most 8 interactions, then shows the receipt', async () => {
    const { calls } = stubFetch(
      editorChoices,
      counterApi([() => json(201, internOrder({ order_status: 'done' }))]),
    );
    const { router } = renderPage(CounterPage, { path: PATH });
    const user = userEvent.setup();
    // Every click, typed word and key press counts; waiting for the page does not.
    let interactions = 0;
    const step = async (act: () => Promise<void>) => {
      interactions += 1;
      await act();
    };
    const search = screen.getByRole('combobox', { name: 'Find a product' });
    expect(search).toHaveFocus();
    await step(() => user.keyboard('ros'));
    await screen.findByRole('option', { name: /Rose bouquet/ });
    await step(() => user.keyboard('{Enter}'));
    await step(() => user.keyboard('vas'));
    await screen.findByRole('option', { name: /Glass vase/ });
    await step(() => user.keyboard('{Enter}'));
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('€36.50');
    await step(() => user.click(screen.getByRole('radio', { name: 'Cash' })));
    await step(() => user.click(screen.getByRole('button', { name: 'Complete sale' })));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`/intern/orders/${ORDER_UUID}/receipt`),
    );
    expect(interactions).toBeLessThanOrEqual(8);
    expect(interactions).toBe(6);
    expect(sent(calls)[0]).toEqual({
      origin: 'counter',
      method: 'pickup',
      pickup_now: true,
      handed_over: true,
      items: [
        { product_id: ROSES, option_ids: [], quantity: 1 },
        { product_id: GLASS_VASE, option_ids: [], quantity: 1 },
      ],
      free_items: [],
      paid_with: 'cash',
      overrides: [],
    });
  });

  it('sends a size, an add-on, a free item and a discount code; a size left out is asked for first', async () => {
    const { calls } = stubFetch(editorChoices, counterApi([() => json(201, internOrder())]));
    renderPage(CounterPage, { path: PATH });
    await userEvent.keyboard('tul');
    await screen.findByRole('option', { name: /Tulips/ });
    // Tulips come in sizes: the size takes the focus; Enter leaves it unchosen for now, back to the search.
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: 'Size of Tulips' })).toHaveFocus();
    await userEvent.keyboard('{Enter}rose');
    await screen.findByRole('option', { name: /Rose bouquet/ });
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('checkbox', { name: /Ribbon/ }));
    await userEvent.click(screen.getByRole('button', { name: 'More of Rose bouquet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Free item' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Item' }), 'Wrapping');
    await userEvent.type(screen.getByRole('textbox', { name: 'Price each' }), '3,50');
    await userEvent.type(screen.getByLabelText('Discount code'), ' SPRING10 ');
    await userEvent.click(screen.getByRole('button', { name: 'Complete sale' }));
    expect(screen.getByText('Choose a size', { selector: 'p' })).toBeInTheDocument();
    expect(sent(calls)).toHaveLength(0);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Size of Tulips' }), LARGE);
    // Large tulips 35 + two roses with a ribbon 2 × 26.50 + wrapping 3.50.
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('€91.50');
    await userEvent.click(screen.getByRole('button', { name: 'Complete sale' }));
    await vi.waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0]).toMatchObject({
      items: [
        { product_id: TULIPS, variant_id: LARGE, option_ids: [], quantity: 1 },
        { product_id: ROSES, option_ids: [RIBBON], quantity: 2 },
      ],
      free_items: [{ name: 'Wrapping', price: 3.5, tax_class_id: null, quantity: 1 }],
      discount_code: 'SPRING10',
    });
  });

  it('shows the server’s problem with a line beside it', async () => {
    stubFetch(
      editorChoices,
      counterApi([
        () =>
          json(409, {
            message: 'Glass vase is sold out',
            code: 'CONFLICT',
            details: { 'items.0.product_id': 'Glass vase is sold out' },
          }),
      ]),
    );
    renderPage(CounterPage, { path: PATH });
    await userEvent.keyboard('glass');
    await screen.findByRole('option', { name: /Glass vase/ });
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Complete sale' }));
    const line = await screen.findByRole('listitem', { name: 'Glass vase' });
    expect(line).toHaveTextContent('Glass vase is sold out');
  });

  it('sells a gift card to a walk-in without an e-mail: the code is shown once, then printed with the receipt', async () => {
    const code = 'ABCD-EFGH-JKLM-NPQR';
    const issued = [
      { id: 'card-1', code, code_last4: 'NPQR', value: 50, expires_on: '2029-12-31', emailed_to: null },
    ];
    const { calls } = stubFetch(
      editorChoices,
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
    // The total counts the card sold beside the lines.
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('€50.00');
    await userEvent.type(screen.getByLabelText('Name'), 'Wanda');
    await userEvent.click(screen.getByRole('button', { name: 'Complete sale' }));
    expect(sent(calls)[0]).toMatchObject({
      items: [],
      gift_cards: [{ product_id: GIFT_CARD, value: 50, quantity: 1 }],
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
      editorChoices,
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

  it('asks for something to sell before sending anything, and for a name only when the flowers do not leave now', async () => {
    const { calls } = stubFetch(editorChoices, options({ pickup_locations: [], windows: [], closed: false }));
    renderPage(CounterPage, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete sale' }));
    expect(screen.getByText('Add something to sell')).toBeInTheDocument();
    expect(screen.queryByText('Enter the customer’s name')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Pickup later' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByText('Enter the customer’s name')).toBeInTheDocument();
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
      editorChoices,
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
    await userEvent.type(screen.getByRole('combobox', { name: 'Find a product' }), 'rose');
    await screen.findByRole('option', { name: /Rose bouquet/ });
    await userEvent.keyboard('{Enter}');
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
      editorChoices,
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
