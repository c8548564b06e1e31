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

describe('the receipt printed right after a gift card sale', { timeout: 20_000 }, () => {
  const card = {
    id: 'card-1',
    code: 'ABCD-EFGH-JKLM-NPQR',
    code_last4: 'NPQR',
    value: 50,
    expires_on: '2029-12-31',
    emailed_to: null,
  };

  it('prints the code handed over in memory, then forgets it: a reload shows it no more', async () => {
    stubFetch(orderApi({ sender_email: null }), refundsApi);
    const { router } = renderPage(ReceiptPage, {
      path: PATH,
      pattern: PATTERN,
      state: { giftCardCodes: [card] },
    });
    const receipt = await screen.findByRole('article', { name: 'Receipt for order #1001' });
    expect(receipt).toHaveTextContent('ABCD-EFGH-JKLM-NPQR');
    expect(receipt).toHaveTextContent('Gift card€50.00');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Write it down or print now; it will not be shown again.',
    );
    // The history entry no longer holds it, nor does the URL.
    await vi.waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname + router.state.location.search).toBe(PATH);
    expect(receipt).toHaveTextContent('ABCD-EFGH-JKLM-NPQR');
  });

  it('shows no code when opened without one', async () => {
    stubFetch(orderApi(), refundsApi);
    renderPage(ReceiptPage, { path: PATH, pattern: PATTERN });
    const receipt = await screen.findByRole('article');
    expect(receipt).not.toHaveTextContent('Gift card');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
