import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/current-session';
import { authHeader, json, stubFetch } from '../../../test/fetch';
import { setViewportWidth } from '../../../test/viewport';
import { paymentsApi, renderPage, revenueApi, urlsOf } from '../test/fixtures';
import { PaymentsPage } from './payments-page';

const PATH = '/intern/payments';
// 23:30 UTC on 31 March is already 1 April in Berlin (the shop's zone, CEST since 30 March).
const NOW = new Date('2031-03-31T23:30:00Z');
const LAST_30 = 'start=2031-03-03&end=2031-04-01';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('payments ledger', { timeout: 20_000 }, () => {
  it('asks for the last 30 days in the shop’s time zone and shows the totals', async () => {
    const { calls } = stubFetch(revenueApi, paymentsApi(3));
    renderPage(PaymentsPage, { path: PATH });

    expect(await screen.findByText('€1,234.50')).toBeInTheDocument();
    expect(urlsOf(calls, '/api/revenue')).toEqual([`/api/revenue?${LAST_30}`]);
    expect(await screen.findByText('Showing 3 of 3 payments')).toBeInTheDocument();
    expect(urlsOf(calls, '/api/payments')).toEqual([`/api/payments?${LAST_30}&limit=50&offset=0`]);

    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(
      within(summary)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Revenue', 'Paid orders', 'Average order', 'Net', 'Tax']);
    expect(
      within(summary)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['€1,234.50', '42', '€29.39', '€1,153.74', '€80.76']);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('From')).toHaveValue('2031-03-03');
    expect(screen.getByLabelText('To')).toHaveValue('2031-04-01');
  });

  it('draws one bar per day, each titled, with a table for screen readers', async () => {
    stubFetch(revenueApi, paymentsApi(0));
    renderPage(PaymentsPage, { path: PATH });
    await screen.findByText('€1,234.50');

    const bars = document.querySelectorAll('svg rect');
    expect(bars).toHaveLength(30);
    expect(bars[0]?.getAttribute('data-date')).toBe('2031-03-03');
    expect(bars[0]?.querySelector('title')?.textContent).toBe('3 Mar 2031: €10.00 (1 order)');
    const table = screen.getByRole('table', { name: 'Revenue per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });

  it('asks for a preset’s days and keeps them in the URL', async () => {
    const { calls } = stubFetch(revenueApi, paymentsApi(3));
    const { router } = renderPage(PaymentsPage, { path: PATH });
    await screen.findByText('Showing 3 of 3 payments');

    await userEvent.click(screen.getByRole('button', { name: 'Last month' }));
    await waitFor(() =>
      expect(urlsOf(calls, '/api/revenue').at(-1)).toBe('/api/revenue?start=2031-03-01&end=2031-03-31'),
    );
    await waitFor(() =>
      expect(urlsOf(calls, '/api/payments').at(-1)).toBe(
        '/api/payments?start=2031-03-01&end=2031-03-31&limit=50&offset=0',
      ),
    );
    expect(router.state.location.search).toBe('?start=2031-03-01&end=2031-03-31');
    expect(screen.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(urlsOf(calls, '/api/revenue').at(-1)).toBe('/api/revenue?start=2031-03-26&end=2031-04-01'),
    );
  });

  it('filters by payment method and status', async () => {
    const { calls } = stubFetch(revenueApi, paymentsApi(3));
    const { router } = renderPage(PaymentsPage, { path: PATH });
    await screen.findByText('Showing 3 of 3 payments');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payment method' }), 'Bank transfer');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Refunded');
    await waitFor(() =>
      expect(urlsOf(calls, '/api/payments').at(-1)).toBe(
        `/api/payments?${LAST_30}&payment_method=bank_transfer&status=refunded&limit=50&offset=0`,
      ),
    );
    expect(router.state.location.search).toBe('?payment_method=bank_transfer&status=refunded');
    // The totals are of the period, whatever the ledger's filters.
    expect(urlsOf(calls, '/api/revenue')).toEqual([`/api/revenue?${LAST_30}`]);
    expect(
      within(screen.getByRole('combobox', { name: 'Payment method' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All methods',
      'Cash',
      'Card in the shop',
      'Bank transfer',
      'Other',
      'Card online',
      'Gift card',
    ]);
  });

  it('lists payments in a table whose order numbers link to the orders', async () => {
    stubFetch(revenueApi, paymentsApi(3));
    renderPage(PaymentsPage, { path: PATH });

    const link = await screen.findByRole('link', { name: '#1' });
    expect(link).toHaveAttribute('href', '/intern/orders/00000000-0000-4000-8000-000000000001');
    const row = link.closest('tr') as HTMLElement;
    // 08:30 UTC is 09:30 in Berlin.
    expect(within(row).getByText('14 Mar 2031, 09:30')).toBeInTheDocument();
    expect(within(row).getByText('Card in the shop')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByText('€49.90')).toBeInTheDocument();
    // Net and tax beside the amount, as the server answered them.
    expect(
      within(row.closest('table') as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent)
        .slice(4, 7),
    ).toEqual(['Amount', 'Net', 'Tax']);
    expect(within(row).getByText('€46.64')).toBeInTheDocument();
    expect(within(row).getByText('€3.26')).toBeInTheDocument();
    expect(within(row).getByText('Sender 1')).toBeInTheDocument();
  });

  it('shows cards on a phone, each linking to its order', async () => {
    setViewportWidth(390);
    stubFetch(revenueApi, paymentsApi(2));
    renderPage(PaymentsPage, { path: PATH });

    const card = await screen.findByRole('link', { name: /#2/ });
    expect(card).toHaveAttribute('href', '/intern/orders/00000000-0000-4000-8000-000000000002');
    expect(card).toHaveTextContent('net €46.64 · tax €3.26');
    expect(screen.getAllByRole('table')).toHaveLength(1); // only the chart's hidden table
  });

  it('loads more payments on request', async () => {
    const { calls } = stubFetch(revenueApi, paymentsApi(60));
    renderPage(PaymentsPage, { path: PATH });
    await screen.findByText('Showing 50 of 60 payments');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 60 of 60 payments')).toBeInTheDocument();
    expect(urlsOf(calls, '/api/payments').at(-1)).toBe(`/api/payments?${LAST_30}&limit=50&offset=50`);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('explains an empty period', async () => {
    stubFetch(revenueApi, paymentsApi(0));
    renderPage(PaymentsPage, { path: PATH });
    expect(await screen.findByText('No payments in this period')).toBeInTheDocument();
    expect(screen.getByText(/Orders appear here once they are marked paid/)).toBeInTheDocument();
  });

  it('asks nothing for a period that ends before it starts', async () => {
    const { calls } = stubFetch(revenueApi, paymentsApi(3));
    renderPage(PaymentsPage, { path: `${PATH}?start=2031-03-10&end=2031-03-01` });
    expect(await screen.findByRole('alert')).toHaveTextContent('End on or after the start');
    // Only the card account's state (for the provider's view below the ledger) is asked.
    expect(calls.map((c) => c.url)).toEqual(['/api/stripe/connect/account-status/']);
  });

  it('shows florists the staff-only notice and asks nothing', async () => {
    const { calls } = stubFetch(revenueApi, paymentsApi(3));
    renderPage(PaymentsPage, { path: PATH, role: 'florist' });
    expect(await screen.findByText(/This page is for owners and managers/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('payments export', { timeout: 20_000 }, () => {
  it('downloads the period with the bearer token', async () => {
    vi.spyOn(session, 'getAccessToken').mockResolvedValue('access-token');
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:payments');
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
    const { calls } = stubFetch(revenueApi, paymentsApi(3), ({ url }) =>
      url.startsWith('/api/payments/export?')
        ? new Response('number,amount\r\n1,49.90\r\n', { headers: { 'Content-Type': 'text/csv' } })
        : undefined,
    );
    renderPage(PaymentsPage, { path: PATH });
    await screen.findByText('Showing 3 of 3 payments');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const exportCall = calls.find((call) => call.url.startsWith('/api/payments/export'));
    expect(exportCall?.url).toBe(`/api/payments/export?${LAST_30}`);
    expect(exportCall && authHeader(exportCall.init)).toBe('Bearer access-token');
    expect(clicked[0]?.download).toBe('payments-2031-03-03-to-2031-04-01.csv');
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toContain('1,49.90');
  });
});

describe('invoices of the period', { timeout: 20_000 }, () => {
  it('lists the invoices and credit notes issued, and downloads one with the bearer token', async () => {
    vi.spyOn(session, 'getAccessToken').mockResolvedValue('access-token');
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
    const document = (overrides: Record<string, unknown>) => ({
      order_uuid: 'o1',
      order_number: 1042,
      customer: 'Ada Lovelace',
      currency: 'EUR',
      invoice_number: null,
      tax_lines: [],
      ...overrides,
    });
    const invoices = {
      items: [
        document({
          id: 'c1',
          kind: 'credit_note',
          number: '2031-000008',
          issued_at: '2031-03-20T10:00:00Z',
          total: 10,
          net_total: 9.35,
          tax_total: 0.65,
          invoice_number: '2031-000007',
        }),
        document({
          id: 'i1',
          kind: 'invoice',
          number: '2031-000007',
          issued_at: '2031-03-19T10:00:00Z',
          total: 45.8,
          net_total: 42.25,
          tax_total: 3.55,
        }),
      ],
      count: 2,
    };
    const { calls } = stubFetch(
      revenueApi,
      paymentsApi(3),
      ({ url }) => (url.startsWith('/api/invoices?') ? json(200, invoices) : undefined),
      ({ url }) =>
        url === '/api/invoices/i1/pdf'
          ? new Response('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf' } })
          : undefined,
    );
    renderPage(PaymentsPage, { path: PATH });
    await userEvent.click(await screen.findByText('Invoices and credit notes (2)'));
    expect(urlsOf(calls, '/api/invoices')).toEqual(['/api/invoices?from=2031-03-03&to=2031-04-01']);
    expect(screen.getByText('Credit note for 2031-000007')).toBeInTheDocument();
    expect(screen.getByText('-€10.00')).toBeInTheDocument();
    expect(screen.getByText('€45.80')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download invoice 2031-000007' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const pdf = calls.find((call) => call.url === '/api/invoices/i1/pdf');
    expect(pdf && authHeader(pdf.init)).toBe('Bearer access-token');
    expect(clicked[0]?.download).toBe('invoice-2031-000007.pdf');
  });
});
