import type { Payment, Revenue } from '@contract/payments';
import { addDays, format } from 'date-fns';
import { json, type Route } from '../../../test/fetch';

export { renderPage } from '../../../test/render-back-office-page';

export function paymentFixture(number: number, overrides: Partial<Payment> = {}): Payment {
  return {
    order_uuid: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    number,
    payment_method: 'card',
    status: 'done',
    amount: 49.9,
    net_total: 46.64,
    tax_total: 3.26,
    paid_at: '2031-03-14T08:30:00Z',
    sender_name: `Sender ${number}`,
    kind: 'payment',
    reason: null,
    gift_card_amount: 0,
    discount_code: null,
    discount_total: 0,
    ...overrides,
  };
}

/**
 * GET /api/revenue: every day of the asked range, 10 € on each, one order a day, no gift cards;
 * `overrides` replace the period's totals.
 */
export const revenueApiWith =
  (overrides: Partial<Omit<Revenue, 'by_day'>> = {}): Route =>
  ({ url }) => {
    if (!url.startsWith('/api/revenue?')) return undefined;
    const params = new URL(url, 'http://petal.test').searchParams;
    const start = new Date(`${params.get('start')}T12:00:00`);
    const end = params.get('end') ?? '';
    const by_day: Revenue['by_day'] = [];
    for (let day = start; format(day, 'yyyy-MM-dd') <= end; day = addDays(day, 1)) {
      by_day.push({ date: format(day, 'yyyy-MM-dd'), total: 10, net_total: 9.35, tax_total: 0.65, count: 1 });
    }
    const body: Revenue = {
      total: 1234.5,
      net_total: 1153.74,
      tax_total: 80.76,
      count: 42,
      average: 29.39,
      discount_total: 0,
      by_day,
      currency: 'EUR',
      gift_cards: { sold: 0, redeemed: 0, voided: 0, adjusted: 0, outstanding: 0 },
      ...overrides,
    };
    return json(200, body);
  };

export const revenueApi = revenueApiWith();

/** GET /api/payments: `count` payments, as many a page as the query asks. */
export function paymentsApi(count: number): Route {
  return ({ url }) => {
    if (!url.startsWith('/api/payments?')) return undefined;
    const params = new URL(url, 'http://petal.test').searchParams;
    const limit = Number(params.get('limit'));
    const offset = Number(params.get('offset'));
    const items = Array.from({ length: Math.max(0, Math.min(limit, count - offset)) }, (_, index) =>
      paymentFixture(offset + index + 1),
    );
    return json(200, { items, count });
  };
}

export const urlsOf = (calls: { url: string }[], prefix: string) =>
  calls.filter((call) => call.url.startsWith(prefix)).map((call) => call.url);
