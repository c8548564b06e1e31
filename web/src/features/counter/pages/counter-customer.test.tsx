import type { Customer, PastRecipient } from '@contract/customers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { internOrder } from '../../../test/intern-order';
import { bodyOf, renderPage } from '../../../test/render-back-office-page';
import { editorChoices } from '../test/counter-stubs';
import { CounterPage } from './counter-page';

const PATH = '/intern/counter';

const hilde: Customer = {
  id: 'c0000000-0000-4000-8000-000000000007',
  name: 'Hilde Brandt',
  email: 'hilde@example.test',
  phone: '+49 30 5550100',
  order_count: 4,
  total_spent: 180,
  first_order_date: '2030-05-01T09:00:00Z',
  last_order_date: '2031-02-14T09:00:00Z',
  note: 'No lilies — allergic',
};

const recipients: PastRecipient[] = [
  {
    recipient_name: 'Greta Brandt',
    recipient_phone: '+49 30 5550177',
    delivery_address: 'Lindenstraße 5',
    delivery_unit: 'Hinterhaus, 2nd floor',
    delivery_city: 'Berlin',
    delivery_zipcode: '10969',
    last_sent: '2031-02-14T09:00:00Z',
  },
  {
    recipient_name: 'Office',
    recipient_phone: null,
    delivery_address: 'Torstraße 1',
    delivery_unit: null,
    delivery_city: 'Berlin',
    delivery_zipcode: '10117',
    last_sent: '2030-12-01T09:00:00Z',
  },
];

function stubCounter() {
  return stubFetch(editorChoices, ({ url, init }) => {
    if (url.startsWith('/api/customers/lookup?')) return json(200, { items: [hilde] });
    if (url === `/api/customers/${hilde.id}/recipients`) return json(200, { items: recipients });
    if (url.startsWith('/api/orders/counter/options'))
      return json(200, {
        pickup_locations: [],
        windows: [{ slot: '13:00-17:00', problem: null, override: null }],
        closed: false,
      });
    if (url === '/api/orders/counter' && init.method === 'POST') return json(201, internOrder());
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the counter with a returning customer', { timeout: 20_000 }, () => {
  it('fills the customer from a pick, shows their note and fills a past recipient and address', async () => {
    const { calls } = stubCounter();
    renderPage(CounterPage, { path: PATH });
    await userEvent.click(await screen.findByRole('tab', { name: 'Phone order' }));

    await userEvent.type(screen.getByRole('combobox', { name: 'Phone' }), '5550100');
    await screen.findByRole('option', { name: /Hilde Brandt/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Name' })).toHaveValue('Hilde Brandt');
    expect(screen.getByRole('combobox', { name: 'Phone' })).toHaveValue('+49 30 5550100');
    expect(screen.getByRole('combobox', { name: 'E-mail' })).toHaveValue('hilde@example.test');
    expect(screen.getByRole('note', { name: 'Note about the customer' })).toHaveTextContent(
      'No lilies — allergic',
    );

    const before = await screen.findByRole('group', { name: 'Sent to before' });
    expect(within(before).getAllByRole('button')).toHaveLength(2);
    await userEvent.click(within(before).getByRole('button', { name: /Greta Brandt/ }));
    expect(screen.getByLabelText('Recipient')).toHaveValue('Greta Brandt');
    expect(screen.getByLabelText('Recipient’s phone')).toHaveValue('+49 30 5550177');
    expect(screen.getByLabelText('Address')).toHaveValue('Lindenstraße 5');
    expect(screen.getByLabelText('Apartment, floor')).toHaveValue('Hinterhaus, 2nd floor');
    expect(screen.getByLabelText('Zip code')).toHaveValue('10969');
    expect(screen.getByLabelText('City')).toHaveValue('Berlin');

    // Another recipient replaces all of the first, leaving none of their phone or floor behind.
    await userEvent.click(within(before).getByRole('button', { name: /Office/ }));
    expect(screen.getByLabelText('Recipient’s phone')).toHaveValue('');
    expect(screen.getByLabelText('Apartment, floor')).toHaveValue('');
    await userEvent.click(within(before).getByRole('button', { name: /Greta Brandt/ }));

    await userEvent.type(screen.getByRole('combobox', { name: 'Find a product' }), 'rose');
    await screen.findByRole('option', { name: /Rose bouquet/ });
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('radio', { name: /13:00–17:00/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url === '/api/orders/counter')).toBe(true));
    const sent = bodyOf(calls.find((c) => c.url === '/api/orders/counter')?.init ?? {});
    expect(sent).toMatchObject({
      customer_name: 'Hilde Brandt',
      customer_phone: '+49 30 5550100',
      customer_email: 'hilde@example.test',
      recipient_name: 'Greta Brandt',
      recipient_phone: '+49 30 5550177',
      delivery_address: 'Lindenstraße 5',
      delivery_unit: 'Hinterhaus, 2nd floor',
      delivery_zipcode: '10969',
      delivery_city: 'Berlin',
    });
  });

  it('takes a phone order for a returning customer to a past recipient in at most 15 interactions', async () => {
    const { calls } = stubCounter();
    renderPage(CounterPage, { path: PATH });
    const user = userEvent.setup();
    // Every click, typed word and key press counts; waiting for the page does not.
    let interactions = 0;
    const step = async (act: () => Promise<unknown>) => {
      interactions += 1;
      await act();
    };
    await step(() => user.click(screen.getByRole('tab', { name: 'Phone order' })));
    await step(() => user.type(screen.getByRole('combobox', { name: 'Phone' }), '5550100'));
    await screen.findByRole('option', { name: /Hilde Brandt/ });
    await step(() => user.keyboard('{ArrowDown}'));
    await step(() => user.keyboard('{Enter}'));
    const before = await screen.findByRole('group', { name: 'Sent to before' });
    await step(() => user.click(within(before).getByRole('button', { name: /Greta Brandt/ })));
    await step(() => user.type(screen.getByRole('combobox', { name: 'Find a product' }), 'rose'));
    await screen.findByRole('option', { name: /Rose bouquet/ });
    await step(() => user.keyboard('{Enter}'));
    await step(() => user.click(screen.getByRole('radio', { name: /13:00–17:00/ })));
    await step(() => user.click(screen.getByRole('button', { name: 'Place order' })));
    await vi.waitFor(() => expect(calls.some((c) => c.url === '/api/orders/counter')).toBe(true));
    expect(interactions).toBe(9);
    expect(interactions).toBeLessThanOrEqual(15);
    expect(bodyOf(calls.find((c) => c.url === '/api/orders/counter')?.init ?? {})).toMatchObject({
      origin: 'phone',
      method: 'delivery',
      customer_name: 'Hilde Brandt',
      recipient_name: 'Greta Brandt',
      items: [{ product_id: expect.any(String), option_ids: [], quantity: 1 }],
      time_slot: '13:00-17:00',
    });
  });

  it('lets go of the picked customer when another name is typed', async () => {
    stubCounter();
    renderPage(CounterPage, { path: PATH });
    await userEvent.click(await screen.findByRole('tab', { name: 'Phone order' }));
    const name = screen.getByRole('combobox', { name: 'Name' });
    await userEvent.type(name, 'Hil');
    await userEvent.click(await screen.findByRole('option', { name: /Hilde Brandt/ }));
    expect(await screen.findByRole('group', { name: 'Sent to before' })).toBeInTheDocument();

    await userEvent.clear(name);
    await userEvent.type(name, 'Someone else');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Sent to before' })).toBeNull();
  });
});
