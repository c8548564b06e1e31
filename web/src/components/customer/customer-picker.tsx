import type { Customer } from '@contract/customers';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { CustomerNote } from './customer-note';
import { CustomerSuggestions } from './customer-suggestions';

export type CustomerField = 'name' | 'phone' | 'email';
type PerField<T> = Partial<Record<CustomerField, T>>;

interface CustomerPickerProps {
  values: Record<CustomerField, string>;
  onChange: (field: CustomerField, value: string) => void;
  /** A customer chosen from the suggestions: the form fills in their details (and offers their recipients). */
  onPick: (customer: Customer) => void;
  /** The customer picked last, whose note is shown under the fields. */
  picked: Customer | null;
  errors?: PerField<string | undefined>;
  labels?: PerField<string>;
  hints?: PerField<string>;
}

const LABELS: Record<CustomerField, string> = { name: 'Name', phone: 'Phone', email: 'E-mail' };
const INPUTS = {
  name: { type: 'text', inputMode: 'text' },
  phone: { type: 'tel', inputMode: 'tel' },
  email: { type: 'email', inputMode: 'email' },
} as const;
const ORDER: CustomerField[] = ['name', 'phone', 'email'];

/**
 * The sender's name, phone and e-mail for staff taking an order: each field offers the shop's
 * customers that match what is typed, so a returning customer is one pick away.
 */
export function CustomerPicker({
  values,
  onChange,
  onPick,
  picked,
  errors = {},
  labels = {},
  hints = {},
}: CustomerPickerProps) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {ORDER.map((field) => (
          <Field key={field} label={labels[field] ?? LABELS[field]} error={errors[field]} hint={hints[field]}>
            {(control) => (
              <CustomerSuggestions value={values[field]} onPick={onPick}>
                {(combobox) => (
                  <Input
                    {...control}
                    {...combobox}
                    {...INPUTS[field]}
                    // Someone else's details: the browser must not offer the person at the keyboard's.
                    autoComplete="off"
                    value={values[field]}
                    onChange={(event) => onChange(field, event.target.value)}
                  />
                )}
              </CustomerSuggestions>
            )}
          </Field>
        ))}
      </div>
      <CustomerNote note={picked?.note} />
    </div>
  );
}
