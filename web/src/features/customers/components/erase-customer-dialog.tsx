import type { Customer } from '@contract/customers';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-error';
import { errorToastMessage } from '../../../lib/error-toast';
import { useEraseCustomer } from '../api/erase-customer';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Asks before a customer's personal data is erased, saying what goes and what the law keeps, and
 * wants their name typed again: there is no undo.
 */
export function EraseCustomerDialog({
  customer,
  open,
  onClose,
}: {
  customer: Customer;
  open: boolean;
  onClose: () => void;
}) {
  const erase = useEraseCustomer(customer.id);
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setTyped('');
    setFailure(null);
    erase.reset();
    onClose();
  };

  const confirm = async () => {
    setFailure(null);
    try {
      const result = await erase.mutateAsync(typed);
      toast.success(
        `${customer.name}’s personal data was erased from ${result.orders === 1 ? '1 order' : `${result.orders} orders`}`,
      );
      close();
    } catch (error) {
      // The server's own words: which open orders stand in the way.
      setFailure(isApiError(error) && error.message ? error.message : errorToastMessage(error));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      role="alertdialog"
      title={`Erase ${customer.name}’s personal data?`}
      description={
        <>
          Their name, e-mail, phone and note, and in their orders the recipients, addresses, card messages and
          photos, are erased, as are the mails to them and what the activity log says about them. Invoices
          keep the buyer as issued, and payments stay: the law keeps them. This cannot be undone.
        </>
      }
    >
      <Field label={`Type ${customer.name} to confirm`}>
        {(control) => (
          <Input
            {...control}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
          />
        )}
      </Field>
      {failure && (
        <p role="alert" className="mt-3 flex gap-2 rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{failure}</span>
        </p>
      )}
      <DialogActions>
        <Button variant="outline" onClick={close}>
          Cancel
        </Button>
        <Button
          variant="danger"
          onClick={() => void confirm()}
          loading={erase.isPending}
          disabled={!same(typed, customer.name)}
        >
          Erase
        </Button>
      </DialogActions>
    </Dialog>
  );
}
