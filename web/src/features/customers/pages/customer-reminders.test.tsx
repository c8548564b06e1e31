import type { CustomerReminder } from '@contract/reminders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { CUSTOMER_ID, customerFixture, orderFixture, renderPage } from '../test/fixtures';
import { CustomerOrdersPage } from './customer-orders-page';

const PATH = `/intern/customers/orders?id=${CUSTOMER_ID}`;
const REMINDERS_URL = `/api/customers/${CUSTOMER_ID}/reminders`;
const REMINDER_ID = '5b0c7a52-2f3e-4c61-9d7e-0a1b2c3d4e5f';

const birthday: CustomerReminder = {
  id: REMINDER_ID,
  order_id: '0c1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a42',
  order_number: 1001,
  occasion: 'birthday',
  occasion_date: '2031-03-11',
  active: true,
  stopped_by: null,
  last_mailed_year: null,
};
const wedding: CustomerReminder = {
  ...birthday,
  id: '6c1d8b63-3a4f-4d72-8e8f-1b2c3d4e5f60',
  order_number: 1002,
  occasion: 'wedding',
  occasion_date: '2031-06-20',
  active: false,
  stopped_by: 'unsubscribe',
  last_mailed_year: 2032,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a customer’s occasion reminders', { timeout: 20_000 }, () => {
  it('lists them with their day, order and state, and staff switch one off', async () => {
    let items = [birthday, wedding];
    const { calls } = stubFetch(({ url, init }) => {
      if (url === `/api/customers/${CUSTOMER_ID}/orders`) {
        return json(200, { items: [orderFixture(1001)], count: 1, customer: customerFixture(1) });
      }
      if (url === REMINDERS_URL) return json(200, { items });
      if (url === `${REMINDERS_URL}/${REMINDER_ID}` && init.method === 'PATCH') {
        items = [{ ...birthday, active: false, stopped_by: 'staff' }, wedding];
        return json(200, items[0]);
      }
      return undefined;
    });
    renderPage(CustomerOrdersPage, { path: PATH });

    const section = (await screen.findByRole('heading', { name: 'Occasion reminders' })).closest('section');
    const list = within(section as HTMLElement);
    expect(list.getByText('Birthday, 11 March')).toBeInTheDocument();
    expect(list.getByText('From order #1001')).toBeInTheDocument();
    expect(list.getByText('Wedding, 20 June')).toBeInTheDocument();
    expect(list.getByText('From order #1002 · last e-mailed for 2032')).toBeInTheDocument();
    expect(list.getByText('Off: unsubscribed from the e-mail')).toBeInTheDocument();
    // Only an active reminder can be switched off; none can be switched on here.
    expect(list.getAllByRole('button', { name: /Switch off/ })).toHaveLength(1);

    await userEvent.click(
      list.getByRole('button', { name: 'Switch off the birthday reminder from order #1001' }),
    );
    await waitFor(() => expect(list.getByText('Off: switched off by staff')).toBeInTheDocument());
    const patch = calls.find((call) => call.init.method === 'PATCH');
    expect(JSON.parse(String(patch?.init.body))).toEqual({ active: false });
    expect(list.queryByRole('button', { name: /Switch off/ })).toBeNull();
  });
});
