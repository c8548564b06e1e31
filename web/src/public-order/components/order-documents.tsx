import type { PublicOrder } from '@contract/orders';
import { useLingui } from '@lingui/react';
import { i18n } from '../../i18n/customer-i18n';
import { documentPdfUrl, useOrderDocuments } from '../api/get-order-documents';
import { FileText } from '../icons';

/** The paid order's invoice and credit notes, each a PDF to download (docs/decisions/047). */
export function OrderDocuments({ order }: { order: PublicOrder }) {
  useLingui();
  const paid = order.payment_status === 'done' || order.payment_status === 'refunded';
  const documents = useOrderDocuments(order.uuid, paid);
  const items = documents.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <ul className="mt-4 space-y-2 border-t border-border pt-4" aria-label={i18n._('Invoices')}>
      {items.map((document) => (
        <li key={document.id}>
          <a
            href={documentPdfUrl(order.uuid, document.id)}
            download
            className="inline-flex min-h-11 items-center gap-2 text-[15px] font-medium text-primary underline-offset-2 hover:underline md:min-h-8"
          >
            <FileText className="size-4 shrink-0" aria-hidden="true" />
            {document.kind === 'invoice'
              ? i18n._('Invoice {number} (PDF)', { number: document.number })
              : i18n._('Credit note {number} (PDF)', { number: document.number })}
          </a>
        </li>
      ))}
    </ul>
  );
}
