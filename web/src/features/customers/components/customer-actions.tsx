import type { Customer } from '@contract/customers';
import { Combine, FileJson, Pencil, Printer, UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/current-user';
import { useExportCustomerData } from '../api/export-customer-data';
import { EditCustomerDialog } from './edit-customer-dialog';
import { EraseCustomerDialog } from './erase-customer-dialog';
import { MergeSearchDialog } from './merge-search-dialog';

/**
 * Correct the record, join another record of the same person into it, hand them what the shop
 * holds about them, or erase it (the owner's call: it cannot be undone).
 */
export function CustomerActions({ customer }: { customer: Customer }) {
  const [open, setOpen] = useState<'edit' | 'merge' | 'erase' | null>(null);
  const exporting = useExportCustomerData(customer.id);
  const { data: user } = useCurrentUser();
  const close = () => setOpen(null);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => setOpen('edit')}>
        <Pencil className="size-4" aria-hidden="true" />
        Edit
      </Button>
      <Button variant="outline" size="sm" onClick={() => setOpen('merge')}>
        <Combine className="size-4" aria-hidden="true" />
        Merge with…
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => exporting.mutate('json')}
        loading={exporting.isPending && exporting.variables === 'json'}
      >
        <FileJson className="size-4" aria-hidden="true" />
        Export data
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => exporting.mutate('html')}
        loading={exporting.isPending && exporting.variables === 'html'}
      >
        <Printer className="size-4" aria-hidden="true" />
        Printable export
      </Button>
      {user?.role === 'owner' && (
        <Button variant="outline" size="sm" onClick={() => setOpen('erase')}>
          <UserX className="size-4" aria-hidden="true" />
          Erase personal data
        </Button>
      )}
      <EditCustomerDialog customer={customer} open={open === 'edit'} onClose={close} />
      <MergeSearchDialog customer={customer} open={open === 'merge'} onClose={close} />
      <EraseCustomerDialog customer={customer} open={open === 'erase'} onClose={close} />
    </div>
  );
}
