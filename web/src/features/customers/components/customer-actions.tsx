import type { Customer } from '@contract/customers';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EditCustomerDialog } from './edit-customer-dialog';

/** Correct the record. */
export function CustomerActions({ customer }: { customer: Customer }) {
  const [open, setOpen] = useState<'edit' | 'merge' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => setOpen('edit')}>
        <Pencil className="size-4" aria-hidden="true" />
        Edit
      </Button>
      <EditCustomerDialog customer={customer} open={open === 'edit'} onClose={close} />
    </div>
  );
}
