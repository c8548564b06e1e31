import type { InvoiceList, InvoiceListItem } from '@contract/invoices';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { documentFileName, fetchFile, saveFile } from '../../../lib/download-file';
import { type PaymentRange, paymentsKeys } from './query-keys';

/** GET /api/invoices?from&to: the shop's invoices and credit notes issued in the period (owner, manager). */
export function getInvoices(range: PaymentRange, signal?: AbortSignal): Promise<InvoiceList> {
  const query = new URLSearchParams({ from: range.start, to: range.end });
  return apiRequest<InvoiceList>(`/api/invoices?${query}`, { signal });
}

export function useInvoices(range: PaymentRange) {
  return useQuery({
    queryKey: paymentsKeys.invoices(range),
    queryFn: ({ signal }) => getInvoices(range, signal),
    meta: { errorToast: false },
  });
}

/** GET /api/invoices/{id}/pdf, saved under the document's number. */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: (document: InvoiceListItem) =>
      fetchFile(`/api/invoices/${encodeURIComponent(document.id)}/pdf`, 'application/pdf'),
    onSuccess: (blob, document) => saveFile(blob, documentFileName(document)),
  });
}
