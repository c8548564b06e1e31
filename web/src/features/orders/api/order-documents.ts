import type { OrderDocument, OrderDocuments } from '@contract/invoices';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { documentFileName, fetchFile, saveFile } from '../../../lib/download-file';
import { ordersKeys } from '../../../lib/orders/query-keys';

/** GET /api/orders/{uuid}/invoices: the order's invoice and credit notes (docs/decisions/047). */
export function getOrderDocuments(uuid: string, signal?: AbortSignal): Promise<OrderDocuments> {
  return apiRequest<OrderDocuments>(`/api/orders/${encodeURIComponent(uuid)}/invoices`, { signal });
}

/** Under the order's key: a payment or a refund refreshes them with the order. */
export function useOrderDocuments(uuid: string, enabled: boolean) {
  return useQuery({
    queryKey: [...ordersKeys.detail(uuid), 'documents'],
    queryFn: ({ signal }) => getOrderDocuments(uuid, signal),
    enabled,
  });
}

/** One document's PDF, by the order's link (any member of the shop may hand it to the customer). */
export function useDownloadDocument(uuid: string) {
  return useMutation({
    mutationFn: (document: OrderDocument) =>
      fetchFile(
        `/api/orders/${encodeURIComponent(uuid)}/invoices/${encodeURIComponent(document.id)}/pdf`,
        'application/pdf',
      ),
    onSuccess: (blob, document) => saveFile(blob, documentFileName(document)),
  });
}
