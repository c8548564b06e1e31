import { type PaymentMethod, type PaymentStatus, paymentMethods } from '@contract/orders';
import { isDay } from '../../../lib/date-range';
import type { PaymentListParams, PaymentRange } from '../api/query-keys';
import { LEDGER_STATUSES } from './payment-format';

const isMethod = (value: string | null): value is PaymentMethod =>
  paymentMethods.some((method) => method === value);
const isStatus = (value: string | null): value is PaymentStatus =>
  LEDGER_STATUSES.some((status) => status === value);

/** Reads the ledger's state from the URL; a missing or unreadable day falls back to the default range. */
export function parsePaymentParams(params: URLSearchParams, defaults: PaymentRange): PaymentListParams {
  const start = params.get('start');
  const end = params.get('end');
  const method = params.get('payment_method');
  const status = params.get('status');
  return {
    start: isDay(start) ? start : defaults.start,
    end: isDay(end) ? end : defaults.end,
    method: isMethod(method) ? method : '',
    status: isStatus(status) ? status : '',
  };
}

/** The state as URL query without the defaults, so a plain /intern/payments stays plain (and current). */
export function paymentSearchParams(state: PaymentListParams, defaults: PaymentRange): URLSearchParams {
  const params = new URLSearchParams();
  if (state.start !== defaults.start || state.end !== defaults.end) {
    params.set('start', state.start);
    params.set('end', state.end);
  }
  if (state.method) params.set('payment_method', state.method);
  if (state.status) params.set('status', state.status);
  return params;
}
