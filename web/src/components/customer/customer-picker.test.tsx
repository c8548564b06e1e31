import type { Customer, PastRecipient } from '@contract/customers';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { json, stubFetch } from '../../test/fetch';
import { type CustomerField, CustomerPicker } from './customer-picker';
import { PastRecipientChoices } from './past-recipients';

const customer = (index: number, overrides: Partial<Customer> = {}): Customer => ({
  id: `c0000000-0000-4000-8000-00000000000${index}`,
  name: `Customer ${index}`,
  email: `customer${index}@example.test`,
  phone: `+49 170 000000${index}`,
  order_count: 1,
  total_spent: 40,
  first_order_date: '2031-01-10T09:00:00Z',
  last_order_date: '2031-03-02T10:00:00Z',
  note: null,
  ...overrides,
});

const anna = customer(1, { name: 'Anna Weber', email: 'anna@example.test', phone: '+49 30 5550100' });
const annika = customer(2, { name: 'Annika Roth', email: null, note: 'No lilies — allergic' });

const recipient: PastRecipient = {
  recipient_name: 'Oma Hilde',
  recipient_phone: '+49 30 5550199',
  delivery_address: 'Torstraße 1',
  delivery_unit: '3rd floor',
  delivery_city: 'Berlin',
  delivery_zipcode: '10117',
  last_sent: '2031-02-14T09:00:00Z',
};

function stubLookup() {
  return stubFetch(({ url }) => {
    if (url.startsWith('/api/customers/lookup?')) {
      const q = new URL(url, 'http://petal.test').searchParams.get('q') ?? '';
      const items = [anna, annika].filter((c) => c.name.toLowerCase().includes(q.toLowerCase()));
      return json(200, { items });
    }
    if (url === `/api/customers/${annika.id}/recipients`) return json(200, { items: [recipient] });
    return undefined;
  });
}

/** An order form's sender and recipient, as a page keeps them. */
function Harness() {
  const [values, setValues] = useState<Record<CustomerField, string>>({ name: '', phone: '', email: '' });
  const [picked, setPicked] = useState<Customer | null>(null);
  const [to, setTo] = useState('');
  return (
    <>
      <CustomerPicker
        values={values}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        picked={picked}
        onPick={(found) => {
          setPicked(found);
          setValues({ name: found.name, phone: found.phone ?? '', email: found.email ?? '' });
        }}
      />
      <PastRecipientChoices
        customerId={picked?.id ?? null}
        onChoose={(r) => setTo(`${r.recipient_name} | ${r.delivery_address} | ${r.delivery_city}`)}
      />
      <output aria-label="Recipient">{to}</output>
    </>
  );
}

function renderPicker() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
}

const lookups = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/customers/lookup')).map((call) => call.url);

afterEach(() => vi.unstubAllGlobals());

describe('customer picker', { timeout: 20_000 }, () => {
  it('offers the customers matching what is typed, once the typing pauses', async () => {
    const { calls } = stubLookup();
    renderPicker();
    const name = screen.getByRole('combobox', { name: 'Name' });
    await userEvent.type(name, 'A');
    expect(screen.queryByRole('option')).toBeNull();

    await userEvent.type(name, 'nn');
    const list = await screen.findByRole('listbox', { name: 'Customers' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Anna Weber+49 30 5550100 · anna@example.test', 'Annika Roth+49 170 0000002']);
    expect(name).toHaveAttribute('aria-expanded', 'true');
    // One request for what was typed, none for the single letter or each keystroke.
    expect(lookups(calls)).toEqual(['/api/customers/lookup?q=Ann']);
  });

  it('moves through the matches with the arrow keys, picks with Enter and fills the fields', async () => {
    stubLookup();
    renderPicker();
    const phone = screen.getByRole('combobox', { name: 'Phone' });
    await userEvent.type(phone, 'ann');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Annika Roth/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(phone).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');

    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Name' })).toHaveValue('Annika Roth');
    expect(phone).toHaveValue('+49 170 0000002');
    expect(screen.getByRole('combobox', { name: 'E-mail' })).toHaveValue('');
    expect(screen.getByRole('note', { name: 'Note about the customer' })).toHaveTextContent(
      'No lilies — allergic',
    );
  });

  it('closes the list with Escape and keeps what was typed', async () => {
    stubLookup();
    renderPicker();
    const email = screen.getByRole('combobox', { name: 'E-mail' });
    await userEvent.type(email, 'anna');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(email).toHaveAttribute('aria-expanded', 'false');
    expect(email).toHaveValue('anna');
    expect(screen.getByRole('combobox', { name: 'Name' })).toHaveValue('');
  });

  it('offers a picked customer’s past recipients, one click each', async () => {
    stubLookup();
    renderPicker();
    await userEvent.type(screen.getByRole('combobox', { name: 'Name' }), 'Annika');
    await userEvent.click(await screen.findByRole('option', { name: /Annika Roth/ }));

    const choices = await screen.findByRole('group', { name: 'Sent to before' });
    const choice = within(choices).getByRole('button', { name: /Oma Hilde/ });
    expect(choice).toHaveTextContent('Torstraße 1, 3rd floor, 10117 Berlin');
    await userEvent.click(choice);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Recipient' })).toHaveTextContent(
        'Oma Hilde | Torstraße 1 | Berlin',
      ),
    );
  });
});
