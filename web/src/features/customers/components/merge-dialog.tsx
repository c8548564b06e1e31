import type { Customer } from '@contract/customers';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { contactLine } from '../../../components/customer/customer-suggestions';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-error';
import { errorToastMessage } from '../../../lib/error-toast';
import { useCustomerOrders } from '../api/get-customer-orders';
import { useMergeCustomers } from '../api/merge-customers';
import { formatOrderCount } from './customer-format';

interface MergeDialogProps {
  /** The record that stays. */
  customer: Customer;
  /** The record that goes, its orders moving to `customer`; null while nothing is being merged. */
  otherId: string | null;
  onClose: () => void;
  onMerged: (merged: Customer) => void;
}

/**
 * Asks before two records of one person become one, saying what moves and what goes: the other
 * record's orders are counted from the server, since its figures count paid orders only.
 */
export function MergeDialog({ customer, otherId, onClose, onMerged }: MergeDialogProps) {
  const other = useCustomerOrders(otherId);
  const merge = useMergeCustomers(customer.id);
  const [failure, setFailure] = useState<string | null>(null);
  // Kept from the last answer: once merged the other record is gone, and asking again says 404.
  const them = other.data;
  const otherName = them?.customer.name ?? 'the other customer';

  const close = () => {
    setFailure(null);
    merge.reset();
    onClose();
  };

  const confirm = async () => {
    if (!otherId) return;
    setFailure(null);
    try {
      const merged = await merge.mutateAsync(otherId);
      toast.success(`${otherName} merged into ${merged.name}`);
      onMerged(merged);
    } catch (error) {
      // The server's own words: "Customer not found" says the other record is already gone.
      setFailure(isApiError(error) && error.message ? error.message : errorToastMessage(error));
    }
  };

  const problem = failure ?? (!them && other.isError ? 'Could not load the other customer.' : null);
  return (
    <Dialog
      open={otherId !== null}
      onClose={close}
      role="alertdialog"
      title={`Merge ${otherName} into ${customer.name}?`}
      description={
        them ? (
          <>
            Their {formatOrderCount(them.count)} move to {customer.name}; {them.customer.name} is removed.{' '}
            {customer.name} keeps their own name, e-mail and phone, and both notes are kept.
          </>
        ) : (
          'Loading the other customer…'
        )
      }
    >
      {them && (
        <p className="rounded-xl border border-border px-3.5 py-2.5 text-sm">
          <span className="block font-medium">{them.customer.name}</span>
          <span className="text-muted-foreground">{contactLine(them.customer) || 'No e-mail or phone'}</span>
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-3 flex gap-2 rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{problem}</span>
        </p>
      )}
      <DialogActions>
        <Button variant="outline" onClick={close}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void confirm()} loading={merge.isPending} disabled={!them}>
          Merge
        </Button>
      </DialogActions>
    </Dialog>
  );
}
