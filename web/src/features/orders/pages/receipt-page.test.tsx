import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { internOrder, ORDER_UUID, renderPage } from '../test/render-page';
import { ReceiptPage } from './receipt-page';

const PATH = `/intern/orders/${ORDER_UUID}/receipt`;
const PATTERN = '/intern/orders/:uuid/receipt';

const orderApi =
  (overrides = {}): Route =>
  ({ url }) =>
    url === `/api/orders/${ORDER_UUID}/intern`
      ? json(200, internOrder({ payment_status: 'done', payment_method: 'cash', ...overrides }))
      : undefined;
const refundsApi: Route = ({ url }) =>
  url === `/api/orders/${ORDER_UUID}/refunds`
    ? json(200, { items: [], count: 1, refunded_total: 5, refundable: 44.9 })
    : undefined;
const mailApi: Route = ({ url, init }) =>
  url === `/api/orders/${ORDER_UUID}/receipt-mail` && init.method === 'POST'
    ? json(202, { ok: true })
    : undefined;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the receipt page', { timeout: 20_000 }, () => {
  it('prints, and e-mails the receipt to the customer’s address', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { calls } = stubFetch(orderApi(), refundsApi, mailApi);
    renderPage(ReceiptPage, { path: PATH, pattern: PATTERN });
    const receipt = await screen.findByRole('article', { name: 'Receipt for order #1001' });
    expect(receipt).toHaveTextContent('Total€49.90');
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'E-mail receipt' }));
    expect(await screen.findByText('Receipt sent to jonas@example.test')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/receipt-mail'))).toHaveLength(1);
  });

  it('offers no e-mail without an address, and no refunds to a florist', async () => {
    const { calls } = stubFetch(orderApi({ sender_email: null }), refundsApi);
    renderPage(ReceiptPage, { path: PATH, pattern: PATTERN, role: 'florist' });
    await screen.findByRole('article');
    expect(screen.queryByRole('button', { name: 'E-mail receipt' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/refunds'))).toBe(false);
  });
});
