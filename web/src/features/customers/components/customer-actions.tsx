import type { Customer } from '@contract/customers';
import { Combine, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EditCustomerDialog } from './edit-customer-dialog';
import { MergeSearchDialog } from './merge-search-dialog';

/** Correct the record, or join another record of the same person into it. */
export function CustomerActions({ customer }: { customer: Customer }) {
  const [open, setOpen] = useState<'edit' | 'merge' | null>(null);
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
      <EditCustomerDialog customer={customer} open={open === 'edit'} onClose={close} />
      <MergeSearchDialog customer={customer} open={open === 'merge'} onClose={close} />
    </div>
  );
}
