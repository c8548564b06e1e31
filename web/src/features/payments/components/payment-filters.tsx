import { type PaymentMethod, type PaymentStatus, paymentMethods } from '@contract/orders';
import { useId } from 'react';
import { Select } from '../../../components/ui/input';
import { LEDGER_STATUSES, METHOD_LABELS, STATUS_LABELS } from './payment-format';

interface PaymentFiltersProps {
  method: PaymentMethod | '';
  onMethod: (value: PaymentMethod | '') => void;
  status: PaymentStatus | '';
  onStatus: (value: PaymentStatus | '') => void;
}

/** Narrows the ledger by how it was paid and what became of it. */
export function PaymentFilters({ method, onMethod, status, onStatus }: PaymentFiltersProps) {
  const id = useId();
  return (
    <div className="flex gap-2">
      <div className="flex-1 sm:w-48 sm:flex-none">
        <label htmlFor={`${id}-method`} className="sr-only">
          Payment method
        </label>
        <Select
          id={`${id}-method`}
          controlSize="compact"
          value={method}
          onChange={(event) => onMethod(event.target.value as PaymentMethod | '')}
        >
          <option value="">All methods</option>
          {paymentMethods.map((value) => (
            <option key={value} value={value}>
              {METHOD_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex-1 sm:w-40 sm:flex-none">
        <label htmlFor={`${id}-status`} className="sr-only">
          Status
        </label>
        <Select
          id={`${id}-status`}
          controlSize="compact"
          value={status}
          onChange={(event) => onStatus(event.target.value as PaymentStatus | '')}
        >
          <option value="">All statuses</option>
          {LEDGER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
