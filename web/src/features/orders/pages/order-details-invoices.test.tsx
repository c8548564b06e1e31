import type { InternOrder } from '@contract/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { internOrder, ORDER_UUID, renderPage } from '../test/render-page';
import { OrderDetailsPage } from './order-details-page';

/* The order page lists the order's invoices and credit notes, each downloadable as a PDF. */

const PATH = `/intern/orders/${ORDER_UUID}`;
const PATTERN = '/intern/orders/:uuid';

/** The order and its empty history; anything else of the order is not found. */
const orderAnswers =
  (order: InternOrder): Route =>
  ({ url }) => {
    const base = `/api/orders/${ORDER_UUID}`;
    if (url === `${base}/intern`) return json(200, order);
    if (url.startsWith(`${base}/audit`)) return json(200, { items: [], next_cursor: null });
    if (url.startsWith(base)) return json(404, { message: 'Not found', code: 'NOT_FOUND', details: {} });
    return undefined;
  };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the order’s invoices', { timeout: 20_000 }, () => {
  const invoice = {
    id: 'i1',
    kind: 'invoice',
    number: '2031-000007',
    issued_at: '2031-03-03T10:00:00Z',
    total: 49.9,
    currency: 'EUR',
    invoice_number: null,
    reason: null,
  };

  it('lists the paid order’s invoice and downloads its PDF through the order’s link', async () => {
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = vi.fn((_blob: Blob) => 'blob:invoice');
        static override revokeObjectURL = vi.fn();
      },
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { calls } = stubFetch(
      ({ url }) =>
        url === `/api/orders/${ORDER_UUID}/invoices`
          ? json(200, { items: [invoice], count: 1 })
          : url === `/api/orders/${ORDER_UUID}/invoices/i1/pdf`
            ? new Response('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf' } })
            : undefined,
      orderAnswers(
        internOrder({ payment_status: 'done', payment_method: 'cash', paid_at: '2031-03-03T10:00:00Z' }),
      ),
    );
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });
    const list = await screen.findByRole('list', { name: 'Invoices' });
    expect(list).toHaveTextContent('Invoice 2031-000007');
    expect(list).toHaveTextContent('€49.90');
    await userEvent.click(within(list).getByRole('button', { name: 'Download invoice 2031-000007' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('invoice-2031-000007.pdf');
    expect(calls.some((call) => call.url === `/api/orders/${ORDER_UUID}/invoices/i1/pdf`)).toBe(true);
  });

  it('still lists an undone payment’s invoice and the credit note that cancelled it, with its reason', async () => {
    const credit = {
      ...invoice,
      id: 'c1',
      kind: 'credit_note',
      number: '2031-000008',
      reason: 'Rang up twice',
    };
    stubFetch(
      ({ url }) =>
        url === `/api/orders/${ORDER_UUID}/invoices`
          ? json(200, { items: [invoice, credit], count: 2 })
          : undefined,
      orderAnswers(internOrder({ payment_status: 'pending' })),
    );
    renderPage(OrderDetailsPage, { path: PATH, pattern: PATTERN });
    const list = await screen.findByRole('list', { name: 'Invoices' });
    expect(list).toHaveTextContent('Invoice 2031-000007');
    expect(list).toHaveTextContent('Credit note 2031-000008');
    expect(list).toHaveTextContent('Rang up twice');
  });
});
