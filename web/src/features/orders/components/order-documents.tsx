import type { InternOrder } from '@contract/orders';
import { FileText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useShopTimeZone } from '../../../lib/current-business';
import { formatMoney } from '../../../lib/format-money';
import { formatMoment } from '../../../lib/order-format';
import { useDownloadDocument, useOrderDocuments } from '../api/order-documents';

/**
 * The order's invoices and credit notes, each downloaded as its PDF (docs/decisions/047, 049). An
 * order whose payment was undone still shows the invoice and the credit note that cancelled it.
 */
export function OrderDocuments({ order }: { order: InternOrder }) {
  const documents = useOrderDocuments(order.uuid, true);
  const download = useDownloadDocument(order.uuid);
  const timeZone = useShopTimeZone();
  const items = documents.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <ul aria-label="Invoices" className="mt-4 space-y-1.5 border-t border-border pt-3">
      {items.map((document) => (
        <li key={document.id} className="flex items-center justify-between gap-3 text-sm">
          <span className="min-w-0">
            <span className="block font-medium">
              {document.kind === 'invoice' ? 'Invoice' : 'Credit note'} {document.number}
            </span>
            <span className="block text-muted-foreground">
              {formatMoment(document.issued_at, timeZone)} · {formatMoney(document.total, document.currency)}
            </span>
            {document.reason && <span className="block text-muted-foreground">{document.reason}</span>}
          </span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => download.mutate(document)}
            loading={download.isPending && download.variables?.id === document.id}
            aria-label={`Download ${document.kind === 'invoice' ? 'invoice' : 'credit note'} ${document.number}`}
          >
            <FileText className="size-4" aria-hidden="true" />
            PDF
          </Button>
        </li>
      ))}
    </ul>
  );
}
