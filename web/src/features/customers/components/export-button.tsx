import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useExportCustomers } from '../api/export-customers';

/** Downloads every customer as customers.csv. */
export function ExportButton() {
  const exporting = useExportCustomers();
  return (
    <Button variant="outline" onClick={() => exporting.mutate()} loading={exporting.isPending}>
      <Download className="size-4" aria-hidden="true" />
      Export CSV
    </Button>
  );
}
