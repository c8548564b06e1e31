import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { setViewportWidth } from '../../../test/viewport';
import { analyticsApi, emptyAnalytics, renderPage, urlsOf } from '../test/fixtures';
import { AnalyticsPage } from './analytics-page';

const PATH = '/intern/analytics';
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

const valuesOf = (region: HTMLElement, role: 'term' | 'definition') =>
  within(region)
    .getAllByRole(role)
    .map((element) => element.textContent);

describe('analytics page', { timeout: 20_000 }, () => {
  it('asks for the last 30 days in the shop’s time zone and shows cards, charts and tables', async () => {
    const { calls } = stubFetch(analyticsApi());
    renderPage(AnalyticsPage, { path: PATH });

    const report = await screen.findByRole('region', { name: 'Analytics' });
    expect(urlsOf(calls, '/api/analytics')).toEqual([`/api/analytics?${LAST_30}`]);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(valuesOf(report, 'term')).toEqual([
      'Revenue',
      'Orders',
      'Average order',
      'Margin',
      'Waste',
      'Gift cards outstanding',
    ]);
    expect(valuesOf(report, 'definition')).toEqual([
      '€1,234.50',
      '42 paid orders',
      'net €1,153.74',
      'tax €80.76',
      '40',
      'placed in this period',
      '€29.39',
      'per paid order',
      '€549.50',
      '€250.50 flowers on 20 orders',
      '€12.34',
      '17 stems expired',
      '€340.75',
      'held at the end of the period',
      'sold €150.00',
      'spent €60.25',
    ]);

    // Each chart has a table that says the same in words.
    const perDay = screen.getByRole('table', { name: 'Revenue and orders per day' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(31);
    expect(within(perDay).getAllByRole('row')[1]).toHaveTextContent('3 Mar 2031€10.001');
    const byMethod = screen.getByRole('table', { name: 'Orders by method' });
    expect(within(byMethod).getByRole('row', { name: /Delivery/ })).toHaveTextContent('Delivery25€900.00');
    const byStatus = screen.getByRole('table', { name: 'Orders by status' });
    expect(
      within(byStatus)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Pending', 'Ready', 'Done']);
    const byPayment = screen.getByRole('table', { name: 'Orders by payment method' });
    expect(within(byPayment).getByRole('row', { name: /Not paid yet/ })).toHaveTextContent('10');

    const products = screen.getByRole('table', { name: 'Top products' });
    expect(
      within(products)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ProductSoldRevenue', 'Peony cloud12€546.00', 'Custom order3€120.25']);
    const customers = screen.getByRole('table', { name: 'Top customers' });
    expect(within(customers).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/intern/customers/orders?id=c1',
    );
    expect(within(customers).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(customers).getByText('€199.60')).toBeInTheDocument();
  });

  it('asks for a preset’s days or two chosen days, and keeps them in the URL', async () => {
    const { calls } = stubFetch(analyticsApi());
    const { router } = renderPage(AnalyticsPage, { path: PATH });
    await screen.findByRole('region', { name: 'Analytics' });

    await userEvent.click(screen.getByRole('button', { name: 'Last month' }));
    await waitFor(() =>
      expect(urlsOf(calls, '/api/analytics').at(-1)).toBe('/api/analytics?start=2031-03-01&end=2031-03-31'),
    );
    expect(router.state.location.search).toBe('?start=2031-03-01&end=2031-03-31');

    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(urlsOf(calls, '/api/analytics').at(-1)).toBe('/api/analytics?start=2031-03-26&end=2031-04-01'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() =>
      expect(urlsOf(calls, '/api/analytics').at(-1)).toBe('/api/analytics?start=2031-04-01&end=2031-04-01'),
    );

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2031-02-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2031-02-20' } });
    await waitFor(() =>
      expect(urlsOf(calls, '/api/analytics').at(-1)).toBe('/api/analytics?start=2031-02-10&end=2031-02-20'),
    );
    expect(router.state.location.search).toBe('?start=2031-02-10&end=2031-02-20');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'false');
    const perDay = await screen.findByRole('table', { name: 'Revenue and orders per day' });
    await waitFor(() => expect(within(perDay).getAllByRole('row')).toHaveLength(12));
  });

  it('says so when the analytics cannot be fetched, and tries again', async () => {
    let fail = true;
    const { calls } = stubFetch(
      ({ url }) =>
        url.startsWith('/api/analytics?') && fail
          ? json(500, { message: 'Internal error', code: 'INTERNAL_ERROR', details: {} })
          : undefined,
      analyticsApi(),
    );
    renderPage(AnalyticsPage, { path: PATH });

    expect(await screen.findByText('Failed to fetch analytics', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Analytics' })).toBeInTheDocument();
    expect(urlsOf(calls, '/api/analytics').length).toBeGreaterThanOrEqual(2);
  });

  it('explains a period without orders, and still tells the waste', async () => {
    stubFetch(analyticsApi(emptyAnalytics));
    renderPage(AnalyticsPage, { path: PATH });

    expect(await screen.findByText('No orders in this period')).toBeInTheDocument();
    expect(screen.getByText('6 stems expired, worth €4.50.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/Gift cards/)).toBeNull();
  });

  it('tells what gift cards still hold in a period without orders', async () => {
    stubFetch(
      analyticsApi((start, end) => ({
        ...emptyAnalytics(start, end),
        gift_cards: { sold: 0, redeemed: 0, voided: 0, adjusted: 0, outstanding: 75 },
      })),
    );
    renderPage(AnalyticsPage, { path: PATH });

    expect(await screen.findByText('No orders in this period')).toBeInTheDocument();
    expect(screen.getByText('Gift cards outstanding at the end of the period: €75.00.')).toBeInTheDocument();
  });

  it('draws the charts at the size of their container, also on a phone', async () => {
    setViewportWidth(390);
    // jsdom lays nothing out: every observed element says it is 358 × 240 px.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: ResizeObserverCallback) {}
        observe(target: Element) {
          const contentRect = { width: 358, height: 240 } as DOMRectReadOnly;
          this.callback([{ target, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    stubFetch(analyticsApi());
    renderPage(AnalyticsPage, { path: PATH });
    await screen.findByRole('region', { name: 'Analytics' });

    await waitFor(() => expect(document.querySelectorAll('svg.recharts-surface')).toHaveLength(4));
    for (const svg of document.querySelectorAll('svg.recharts-surface')) {
      expect(svg.getAttribute('width')).toBe('358');
      expect(svg.closest('[aria-hidden="true"]'), 'the tables say it to screen readers').not.toBeNull();
    }
    // 30 days of revenue, and one bar per method, status and payment method.
    await waitFor(() =>
      expect(document.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(30 + 2 + 3 + 2),
    );
  });

  it('asks nothing for a period that ends before it starts', async () => {
    const { calls } = stubFetch(analyticsApi());
    renderPage(AnalyticsPage, { path: `${PATH}?start=2031-03-10&end=2031-03-01` });
    expect(await screen.findByRole('alert')).toHaveTextContent('End on or after the start');
    expect(calls).toHaveLength(0);
  });

  it('shows florists the staff-only notice and asks nothing', async () => {
    const { calls } = stubFetch(analyticsApi());
    renderPage(AnalyticsPage, { path: PATH, role: 'florist' });
    expect(await screen.findByText(/This page is for owners and managers/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
