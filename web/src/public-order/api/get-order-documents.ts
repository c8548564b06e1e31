import type { OrderDocuments } from '@contract/invoices';
import { publicRequest } from '../../lib/public-request';
import { useResource } from '../resource-cache';
import { publicOrderKeys } from './query-keys';

/** The order's invoice and credit notes (docs/decisions/047); asked only once the order is paid. */
export function getOrderDocuments(uuid: string): Promise<OrderDocuments> {
  return publicRequest<OrderDocuments>(`/api/orders/${encodeURIComponent(uuid)}/invoices`);
}

export function useOrderDocuments(uuid: string, paid: boolean) {
  return useResource(paid ? publicOrderKeys.documents(uuid) : null, () => getOrderDocuments(uuid));
}

/** Where a document's PDF is downloaded: the order's uuid is the capability, as for the order. */
export const documentPdfUrl = (uuid: string, id: string) =>
  `/api/orders/${encodeURIComponent(uuid)}/invoices/${encodeURIComponent(id)}/pdf`;
