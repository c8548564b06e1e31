import { useMutation } from '@tanstack/react-query';
import { toApiError } from '../../../lib/api-client';
import { session } from '../../../lib/current-session';
import type { PaymentRange } from './query-keys';

export const exportFileName = (range: PaymentRange) => `payments-${range.start}-to-${range.end}.csv`;

const request = (url: string, token: string | null) =>
  fetch(url, {
    headers: token ? { Accept: 'text/csv', Authorization: `Bearer ${token}` } : { Accept: 'text/csv' },
    credentials: 'same-origin',
  });

/**
 * A CSV of the API as a Blob. A plain link cannot send the bearer token, so this fetches it like
 * apiRequest does (refreshing once on 401) and the browser saves the Blob.
 */
async function fetchCsv(url: string): Promise<Blob> {
  const token = await session.getAccessToken();
  let response = await request(url, token);
  if (response.status === 401 && token) {
    const fresh = await session.refresh();
    if (fresh) response = await request(url, fresh);
  }
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}

/** GET /api/payments/export: the ledger of a range. */
export const exportPayments = (range: PaymentRange) =>
  fetchCsv(`/api/payments/export?${new URLSearchParams({ start: range.start, end: range.end })}`);

export const monthFileName = (month: string) => `day-totals-${month}.csv`;

/** GET /api/payments/month.csv: a month's day totals, for the accountant. */
export const exportMonth = (month: string) =>
  fetchCsv(`/api/payments/month.csv?${new URLSearchParams({ month })}`);

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportPayments() {
  return useMutation({
    mutationFn: exportPayments,
    onSuccess: (blob, range) => saveFile(blob, exportFileName(range)),
  });
}

export function useExportMonth() {
  return useMutation({
    mutationFn: exportMonth,
    onSuccess: (blob, month) => saveFile(blob, monthFileName(month)),
  });
}
