import type { PaymentMethod, PaymentStatus } from '@contract/orders';
import type { DateRange } from '../../../lib/date-range';

/** Days in the shop's time zone, both included, as YYYY-MM-DD. */
export type PaymentRange = DateRange;

/** What the ledger asks for; an empty filter is left out of the request. */
export interface PaymentListParams extends PaymentRange {
  method: PaymentMethod | '';
  status: PaymentStatus | '';
}

/** Keys of the payments feature's queries. */
export const paymentsKeys = {
  all: ['payments'] as const,
  revenue: (range: PaymentRange) => ['payments', 'revenue', range] as const,
  list: (params: PaymentListParams) => ['payments', 'list', params] as const,
  day: (date: string) => ['payments', 'day', date] as const,
  invoices: (range: PaymentRange) => ['payments', 'invoices', range] as const,
};
