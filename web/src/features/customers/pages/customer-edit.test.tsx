import type { Customer } from '@contract/customers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { CUSTOMER_ID, customerFixture, orderFixture, renderPage } from '../test/fixtures';
import { CustomerOrdersPage } from './customer-orders-page';

const PATH = `/intern/customers/orders?id=${CUSTOMER_ID}`;
const BASE = `/api/customers/${CUSTOMER_ID}`;

const anna = customerFixture(1, { name: 'Anna Weber', email: 'anna@example.test', phone: '+49 30 5550100' });
const other = customerFixture(9, { name: 'Anna W.', email: null, phone: '+49 170 5550199' });

/** The customer's page, whose PATCH answers with `patch` (by default: the record as sent). */
function customerApi(patch?: (body: Record<string, unknown>, call: number) => Response | undefined): Route {
  let current: Customer = anna;
  let patches = 0;
  return ({ url, init }) => {
    if (url === `${BASE}/orders`)
      return json(200, { items: [orderFixture(1001)], count: 1, customer: current });
    if (url === `/api/customers/${other.id}/orders`) {
      const items = [orderFixture(2001), orderFixture(2002), orderFixture(2003)];
      return json(200, { items, count: 3, customer: other });
    }
    if (url === BASE && init.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      const answer = patch?.(body, patches++);
      if (answer) return answer;
      current = { ...current, ...(body as Partial<Customer>) };
      return json(200, current);
    }
    if (url === `${BASE}/merge` && init.method === 'POST') return json(200, current);
    return undefined;
  };
}

const patches = (calls: { url: string; init: RequestInit }[]) =>
  calls
    .filter((c) => c.url === BASE && c.init.method === 'PATCH')
    .map((c) => JSON.parse(String(c.init.body)));

async function openEdit() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.getByRole('dialog', { name: 'Edit Anna Weber' });
}

afterEach(() => vi.unstubAllGlobals());

describe('editing a customer', { timeout: 20_000 }, () => {
  it('saves what staff write, clears what they empty, and shows the note on the page', async () => {
    const { calls } = stubFetch(customerApi());
    renderPage(CustomerOrdersPage, { path: PATH });
    expect(await screen.findByRole('heading', { name: 'Anna Weber' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();

    const dialog = await openEdit();
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('anna@example.test');
    await userEvent.clear(within(dialog).getByLabelText('Phone'));
    await userEvent.type(within(dialog).getByLabelText('Note'), 'No lilies — allergic');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Customer saved')).toBeInTheDocument();
    expect(patches(calls)).toEqual([
      { name: 'Anna Weber', email: 'anna@example.test', phone: null, note: 'No lilies — allergic' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The customer is asked for again, so the page shows what the record says now.
    expect(await screen.findByRole('note', { name: 'Note about the customer' })).toHaveTextContent(
      'No lilies — allergic',
    );
    expect(screen.queryByRole('link', { name: '+49 30 5550100' })).toBeNull();
  });

  it('shows the server’s refusal beside the field and keeps the dialog open', async () => {
    const { calls } = stubFetch(
      customerApi(() =>
        json(400, {
          message: 'Keep an e-mail address or a phone number',
          code: 'VALIDATION_ERROR',
          details: { email: 'Enter an e-mail address or a phone number' },
        }),
      ),
    );
    renderPage(CustomerOrdersPage, { path: PATH });
    const dialog = await openEdit();
    await userEvent.clear(within(dialog).getByLabelText('E-mail'));
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'not an address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter an e-mail address like ada@example.com')).toBeInTheDocument();
    expect(patches(calls)).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('E-mail'));
    await userEvent.clear(within(dialog).getByLabelText('Phone'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an e-mail address or a phone number')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Edit Anna Weber' })).toBeInTheDocument();
    expect(patches(calls)).toHaveLength(1);
  });

  it('names who already has the phone, merges them after asking, then saves', async () => {
    const taken = json(409, {
      message: 'Anna W. already has this e-mail or phone; merge the two instead',
      code: 'CONFLICT',
      details: { customer_id: other.id },
    });
    const { calls } = stubFetch(customerApi((_body, call) => (call === 0 ? taken : undefined)));
    renderPage(CustomerOrdersPage, { path: PATH });
    const dialog = await openEdit();
    await userEvent.clear(within(dialog).getByLabelText('Phone'));
    await userEvent.type(within(dialog).getByLabelText('Phone'), '+49 170 5550199');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const conflict = await within(dialog).findByRole('alert');
    expect(conflict).toHaveTextContent('Anna W. already has this e-mail or phone; merge the two instead');
    await userEvent.click(within(conflict).getByRole('button', { name: 'Merge them' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Merge Anna W. into Anna Weber?' });
    expect(confirm).toHaveTextContent('Their 3 orders move to Anna Weber; Anna W. is removed.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Merge' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const merges = calls.filter((c) => c.url === `${BASE}/merge`);
    expect(merges.map((c) => JSON.parse(String(c.init.body)))).toEqual([{ other_id: other.id }]);
    // Saved again once the phone was free, as staff wrote it.
    expect(patches(calls)).toHaveLength(2);
    expect(patches(calls)[1]).toMatchObject({ phone: '+49 170 5550199' });
    expect(screen.getByText('Anna W. merged into Anna Weber')).toBeInTheDocument();
  });
});
