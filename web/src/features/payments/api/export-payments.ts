import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../../lib/download-file';
import type { PaymentRange } from './query-keys';

export const exportFileName = (range: PaymentRange) => `payments-${range.start}-to-${range.end}.csv`;

/** GET /api/payments/export for the range as a Blob, which the browser then saves. */
export function exportPayments(range: PaymentRange): Promise<Blob> {
  return fetchFile(
    `/api/payments/export?${new URLSearchParams({ start: range.start, end: range.end })}`,
    'text/csv',
  );
}

export function useExportPayments() {
  return useMutation({
    mutationFn: exportPayments,
    onSuccess: (blob, range) => saveFile(blob, exportFileName(range)),
  });
}

export const monthFileName = (month: string) => `day-totals-${month}.csv`;

/** GET /api/payments/month.csv: a month's day totals, for the accountant. */
export const exportMonth = (month: string) =>
  fetchFile(`/api/payments/month.csv?${new URLSearchParams({ month })}`, 'text/csv');

export function useExportMonth() {
  return useMutation({
    mutationFn: exportMonth,
    onSuccess: (blob, month) => saveFile(blob, monthFileName(month)),
  });
}

/** GET /api/payments/month-invoices.csv: a month's invoices and credit notes, per rate. */
export const exportMonthInvoices = (month: string) =>
  fetchFile(`/api/payments/month-invoices.csv?${new URLSearchParams({ month })}`, 'text/csv');

export function useExportMonthInvoices() {
  return useMutation({
    mutationFn: exportMonthInvoices,
    onSuccess: (blob, month) => saveFile(blob, `invoices-${month}.csv`),
  });
}
