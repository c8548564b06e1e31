import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { CUSTOMER_ID, customerFixture, orderFixture, renderPage } from '../test/fixtures';
import { CustomerOrdersPage } from './customer-orders-page';

const PATH = `/intern/customers/orders?id=${CUSTOMER_ID}`;
const BASE = `/api/customers/${CUSTOMER_ID}`;
const anna = customerFixture(1, { name: 'Anna Weber' });
const erased = { ...anna, name: 'Erased customer', email: null, phone: null };

/** Anna's page; an erasure answers `eraseAnswer` when given, else succeeds. */
function pageApi(eraseAnswer?: () => Response): Route {
  let gone = false;
  return ({ url, init }) => {
    if (url === `${BASE}/orders`)
      return json(200, { items: [orderFixture(1001)], count: 1, customer: gone ? erased : anna });
    if (url === `${BASE}/erase` && init.method === 'POST') {
      if (eraseAnswer) return eraseAnswer();
      gone = true;
      return json(200, {
        customer_id: anna.id,
        orders: 1,
        mails: 2,
        audit_entries: 3,
        gift_cards: 0,
        photos: 1,
      });
    }
    if (url.startsWith(`${BASE}/export?`))
      return new Response('{"customer":{}}', { headers: { 'Content-Type': 'application/json' } });
    return undefined;
  };
}

const erasures = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((c) => c.url === `${BASE}/erase`).map((c) => JSON.parse(String(c.init.body)));

afterEach(() => vi.unstubAllGlobals());

describe('a customer’s data on request', { timeout: 20_000 }, () => {
  it('is erased by the owner once the name is typed again, with a toast', async () => {
    const { calls } = stubFetch(pageApi());
    renderPage(CustomerOrdersPage, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Erase personal data' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Erase Anna Weber’s personal data?' });
    expect(within(dialog).getByText(/Invoices keep the buyer as issued/)).toBeInTheDocument();
    const button = within(dialog).getByRole('button', { name: 'Erase' });
    expect(button).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type Anna Weber to confirm'), 'anna webe');
    expect(button).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type Anna Weber to confirm'), 'r');
    await userEvent.click(button);
    expect(await screen.findByText('Anna Weber’s personal data was erased from 1 order')).toBeInTheDocument();
    expect(erasures(calls)).toEqual([{ name: 'anna weber' }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Erased customer' })).toBeInTheDocument();
  });

  it('says in the dialog why it was refused', async () => {
    stubFetch(
      pageApi(() =>
        json(409, {
          message:
            'Finish, settle or delete their open orders first (#1001): an open order keeps its address',
          code: 'CONFLICT',
          details: { orders: [1001] },
        }),
      ),
    );
    renderPage(CustomerOrdersPage, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Erase personal data' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText('Type Anna Weber to confirm'), 'Anna Weber');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('open orders first (#1001)');
  });

  it('is exported by a manager, who is not offered the erasure', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
    // jsdom has no object URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { calls } = stubFetch(pageApi());
    renderPage(CustomerOrdersPage, { path: PATH, role: 'manager' });
    await userEvent.click(await screen.findByRole('button', { name: 'Export data' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toMatch(new RegExp(`^customer-${anna.id}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    await userEvent.click(screen.getByRole('button', { name: 'Printable export' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(calls.map((c) => c.url).filter((u) => u.includes('/export'))).toEqual([
      `${BASE}/export?format=json`,
      `${BASE}/export?format=html`,
    ]);
    expect(screen.queryByRole('button', { name: 'Erase personal data' })).not.toBeInTheDocument();
  });
});
