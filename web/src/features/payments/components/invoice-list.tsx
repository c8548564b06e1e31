import type { InvoiceListItem } from '@contract/invoices';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FetchError } from '../../../components/ui/fetch-error';
import { formatMoney } from '../../../lib/format-money';
import { useDownloadInvoice, useInvoices } from '../api/invoices';
import type { PaymentRange } from '../api/query-keys';
import { formatPaidAt } from './payment-format';

/**
 * The period's invoices and credit notes (docs/decisions/047), for the books: each with its net and
 * tax and its PDF. Folded away until asked for: the ledger above is what people look at daily.
 */
export function InvoiceList({ range, timeZone }: { range: PaymentRange; timeZone: string | undefined }) {
  const invoices = useInvoices(range);
  const download = useDownloadInvoice();
  const count = invoices.data?.count;
  return (
    <details className="rounded-2xl border border-border bg-surface p-4 shadow-card">
      <summary className="cursor-pointer font-semibold">
        Invoices and credit notes{count === undefined ? '' : ` (${count})`}
      </summary>
      {invoices.isError ? (
        <FetchError
          title="Failed to fetch invoices"
          onRetry={() => void invoices.refetch()}
          retrying={invoices.isFetching}
        />
      ) : count === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">None issued in this period.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-1.5 pr-3 font-medium">Number</th>
                <th className="py-1.5 pr-3 font-medium">Issued</th>
                <th className="py-1.5 pr-3 font-medium">Order</th>
                <th className="py-1.5 pr-3 font-medium">Customer</th>
                <th className="py-1.5 pr-3 text-right font-medium">Net</th>
                <th className="py-1.5 pr-3 text-right font-medium">Tax</th>
                <th className="py-1.5 pr-3 text-right font-medium">Total</th>
                <th className="py-1.5 font-medium">
                  <span className="sr-only">PDF</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(invoices.data?.items ?? []).map((document) => (
                <InvoiceRow
                  key={document.id}
                  document={document}
                  timeZone={timeZone}
                  downloading={download.isPending && download.variables?.id === document.id}
                  onDownload={() => download.mutate(document)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}

function InvoiceRow({
  document,
  timeZone,
  downloading,
  onDownload,
}: {
  document: InvoiceListItem;
  timeZone: string | undefined;
  downloading: boolean;
  onDownload: () => void;
}) {
  const credit = document.kind === 'credit_note';
  // A credit note gives money back: shown taken off, as the books count it.
  const money = (amount: number) => formatMoney(credit ? -amount : amount, document.currency);
  return (
    <tr className="border-t border-border">
      <td className="py-2 pr-3 tabular-nums">
        <span className="block font-medium">{document.number}</span>
        <span className="block text-xs text-muted-foreground">
          {credit ? `Credit note for ${document.invoice_number}` : 'Invoice'}
        </span>
      </td>
      <td className="py-2 pr-3 whitespace-nowrap">{formatPaidAt(document.issued_at, timeZone)}</td>
      <td className="py-2 pr-3 tabular-nums">
        <Link
          to={`/intern/orders/${document.order_uuid}`}
          className="text-primary underline-offset-2 hover:underline"
        >
          #{document.order_number}
        </Link>
      </td>
      <td className="py-2 pr-3">{document.customer ?? '—'}</td>
      <td className="py-2 pr-3 text-right tabular-nums">{money(document.net_total)}</td>
      <td className="py-2 pr-3 text-right tabular-nums">{money(document.tax_total)}</td>
      <td className="py-2 pr-3 text-right font-medium tabular-nums">{money(document.total)}</td>
      <td className="py-2 text-right">
        <Button
          variant="ghost"
          size="sm"
          onClick={onDownload}
          loading={downloading}
          aria-label={`Download ${credit ? 'credit note' : 'invoice'} ${document.number}`}
        >
          <FileText className="size-4" aria-hidden="true" />
          PDF
        </Button>
      </td>
    </tr>
  );
}
