import type { Analytics } from '@contract/analytics';
import { addDays, format } from 'date-fns';
import { json, type Route } from '../../../test/fetch';

export { renderPage } from '../../../test/render-back-office-page';

const daysOf = (start: string, end: string) => {
  const days: string[] = [];
  for (let day = new Date(`${start}T12:00:00`); format(day, 'yyyy-MM-dd') <= end; day = addDays(day, 1)) {
    days.push(format(day, 'yyyy-MM-dd'));
  }
  return days;
};

/** A period with orders: 10 € paid and one order placed every day, and the blocks filled in. */
export function analyticsFixture(start: string, end: string): Analytics {
  return {
    currency: 'EUR',
    revenue: { total: 1234.5, net_total: 1153.74, tax_total: 80.76, count: 42, average: 29.39 },
    discounts: { total: 0, orders: 0 },
    by_day: daysOf(start, end).map((date) => ({ date, revenue: 10, orders: 1 })),
    orders: {
      count: 40,
      by_method: [
        { method: 'delivery', count: 25, revenue: 900 },
        { method: 'pickup', count: 15, revenue: 300.5 },
      ],
      by_status: [
        { status: 'pending', count: 10 },
        { status: 'ready', count: 5 },
        { status: 'done', count: 25 },
      ],
      by_payment_method: [
        { payment_method: 'card', count: 30, revenue: 1000 },
        { payment_method: null, count: 10, revenue: 0 },
      ],
    },
    top_products: [
      { product_id: 'p1', name: 'Peony cloud', count: 12, revenue: 546 },
      { product_id: null, name: null, count: 3, revenue: 120.25 },
    ],
    top_customers: [
      { customer_id: 'c1', name: 'Ada Lovelace', email: 'ada@example.com', count: 4, revenue: 199.6 },
    ],
    waste: { value: 12.34, stems: 17 },
    margin: { revenue: 800, cost: 250.5, margin: 549.5, orders: 20 },
    gift_cards: { sold: 150, redeemed: 60.25, voided: 0, adjusted: 0, outstanding: 340.75 },
  };
}

/** A period without a single order; some flowers still expired. */
export function emptyAnalytics(start: string, end: string): Analytics {
  return {
    currency: 'EUR',
    revenue: { total: 0, net_total: 0, tax_total: 0, count: 0, average: 0 },
    discounts: { total: 0, orders: 0 },
    by_day: daysOf(start, end).map((date) => ({ date, revenue: 0, orders: 0 })),
    orders: {
      count: 0,
      by_method: [
        { method: 'delivery', count: 0, revenue: 0 },
        { method: 'pickup', count: 0, revenue: 0 },
      ],
      by_status: [
        { status: 'pending', count: 0 },
        { status: 'ready', count: 0 },
        { status: 'done', count: 0 },
      ],
      by_payment_method: [],
    },
    top_products: [],
    top_customers: [],
    waste: { value: 4.5, stems: 6 },
    margin: { revenue: 0, cost: 0, margin: 0, orders: 0 },
    gift_cards: { sold: 0, redeemed: 0, voided: 0, adjusted: 0, outstanding: 0 },
  };
}

/** GET /api/analytics, answered by `build` for the asked range. */
export function analyticsApi(build: (start: string, end: string) => Analytics = analyticsFixture): Route {
  return ({ url }) => {
    if (!url.startsWith('/api/analytics?')) return undefined;
    const params = new URL(url, 'http://petal.test').searchParams;
    return json(200, build(params.get('start') ?? '', params.get('end') ?? ''));
  };
}

export const urlsOf = (calls: { url: string }[], prefix: string) =>
  calls.filter((call) => call.url.startsWith(prefix)).map((call) => call.url);
