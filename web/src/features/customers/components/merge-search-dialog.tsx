import type { Customer } from '@contract/customers';
import { useState } from 'react';
import { CustomerSuggestions } from '../../../components/customer/customer-suggestions';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { MergeDialog } from './merge-dialog';

interface MergeSearchDialogProps {
  customer: Customer;
  open: boolean;
  onClose: () => void;
}

/** "Merge with…": find the other record of the same person by name, e-mail or phone, then confirm. */
export function MergeSearchDialog({ customer, open, onClose }: MergeSearchDialogProps) {
  const [search, setSearch] = useState('');
  const [other, setOther] = useState<string | null>(null);
  const close = () => {
    setSearch('');
    setOther(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={`Merge another record into ${customer.name}`}
      description={`Another record of the same person: its orders move to ${customer.name}, and it is removed.`}
    >
      <Field label="Find the other customer" hint="Type a name, an e-mail or a phone number.">
        {(control) => (
          <CustomerSuggestions value={search} excludeId={customer.id} onPick={(found) => setOther(found.id)}>
            {(combobox) => (
              <Input
                {...control}
                {...combobox}
                autoComplete="off"
                // The dialog opens on its panel; the search is what staff do here, so it takes the focus.
                autoFocus
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            )}
          </CustomerSuggestions>
        )}
      </Field>
      <MergeDialog customer={customer} otherId={other} onClose={() => setOther(null)} onMerged={close} />
    </Dialog>
  );
}
