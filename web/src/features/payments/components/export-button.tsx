import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useExportPayments } from '../api/export-payments';
import type { PaymentRange } from '../api/query-keys';

/** Downloads the period's payments as a CSV file. */
export function ExportButton({ range, disabled }: { range: PaymentRange; disabled?: boolean }) {
  const exporting = useExportPayments();
  return (
    <Button
      variant="outline"
      onClick={() => exporting.mutate({ start: range.start, end: range.end })}
      loading={exporting.isPending}
      disabled={disabled}
    >
      <Download className="size-4" aria-hidden="true" />
      Export CSV
    </Button>
  );
}
