import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { CUSTOMER_ID, customerFixture, orderFixture, renderPage } from '../test/fixtures';
import { CustomerOrdersPage } from './customer-orders-page';

const PATH = `/intern/customers/orders?id=${CUSTOMER_ID}`;
const BASE = `/api/customers/${CUSTOMER_ID}`;

const anna = customerFixture(1, { name: 'Anna Weber', note: 'Pays by invoice' });
const twin = customerFixture(9, { name: 'Anna W.', email: null, phone: '+49 170 5550199' });
const stranger = customerFixture(5, { name: 'Annette Kurz' });

/** Anna's page; a merge moves the other record's two orders to her and answers `mergeAnswer` if given. */
function mergeApi(mergeAnswer?: () => Response): Route {
  let merged = false;
  const own = [orderFixture(1001)];
  const theirs = [orderFixture(2001), orderFixture(2002)];
  return ({ url, init }) => {
    if (url === `${BASE}/orders`) {
      const items = merged ? [...theirs, ...own] : own;
      return json(200, { items, count: items.length, customer: anna });
    }
    if (url === `/api/customers/${twin.id}/orders`)
      return merged
        ? json(404, { message: 'Customer not found', code: 'NOT_FOUND', details: {} })
        : json(200, { items: theirs, count: 2, customer: twin });
    if (url === `/api/customers/${stranger.id}/orders`)
      return json(200, { items: [], count: 0, customer: stranger });
    if (url.startsWith('/api/customers/lookup?')) return json(200, { items: [anna, twin, stranger] });
    if (url === `${BASE}/merge` && init.method === 'POST') {
      if (mergeAnswer) return mergeAnswer();
      merged = true;
      return json(200, anna);
    }
    return undefined;
  };
}

const merges = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((c) => c.url === `${BASE}/merge`).map((c) => JSON.parse(String(c.init.body)));

async function findTwin() {
  await userEvent.click(await screen.findByRole('button', { name: 'Merge with…' }));
  const dialog = screen.getByRole('dialog', { name: 'Merge another record into Anna Weber' });
  await userEvent.type(within(dialog).getByRole('combobox', { name: 'Find the other customer' }), 'Ann');
  const list = await within(dialog).findByRole('listbox');
  return { dialog, list };
}

afterEach(() => vi.unstubAllGlobals());

describe('merging customers', { timeout: 20_000 }, () => {
  it('finds the other record, says what moves, merges it and shows the joined orders', async () => {
    const { calls } = stubFetch(mergeApi());
    renderPage(CustomerOrdersPage, { path: PATH });
    expect(await screen.findByRole('heading', { name: '1 order' })).toBeInTheDocument();

    const { list } = await findTwin();
    // The customer being looked at is not offered to merge with themselves.
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.querySelector('span')?.textContent),
    ).toEqual(['Anna W.', 'Annette Kurz']);
    await userEvent.keyboard('{ArrowDown}{Enter}');

    const confirm = await screen.findByRole('alertdialog', { name: 'Merge Anna W. into Anna Weber?' });
    expect(confirm).toHaveTextContent('Their 2 orders move to Anna Weber; Anna W. is removed.');
    expect(confirm).toHaveTextContent('+49 170 5550199');
    expect(merges(calls)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Merge' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(merges(calls)).toEqual([{ other_id: twin.id }]);
    expect(screen.getByText('Anna W. merged into Anna Weber')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '3 orders' })).toBeInTheDocument();
  });

  it('merges nothing when staff cancel, and lets them pick again', async () => {
    const { calls } = stubFetch(mergeApi());
    renderPage(CustomerOrdersPage, { path: PATH });
    const { list } = await findTwin();
    await userEvent.click(within(list).getByRole('option', { name: /Annette Kurz/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Merge Annette Kurz into Anna Weber?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Merge another record into Anna Weber' })).toBeInTheDocument();
    expect(merges(calls)).toEqual([]);
  });

  it('says why a merge failed and keeps both records', async () => {
    stubFetch(mergeApi(() => json(404, { message: 'Customer not found', code: 'NOT_FOUND', details: {} })));
    renderPage(CustomerOrdersPage, { path: PATH });
    await findTwin();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Merge Anna W. into Anna Weber?' });
    await userEvent.click(await within(confirm).findByRole('button', { name: 'Merge' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Customer not found');
    // Still asking: staff close it themselves once they have read why.
    expect(within(confirm).getByRole('button', { name: 'Merge' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: '1 order', hidden: true })).toBeInTheDocument();
  });
});
