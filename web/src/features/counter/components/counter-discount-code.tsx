import type { DiscountPreview } from '../../../components/order-editor';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { formatMoney } from '../../../lib/format-money';

/** What the checked code's rule reads as: "10 % off (orders of €30.00 or more)". */
function ruleText(preview: Extract<DiscountPreview, { state: 'applies' }>, currency: string | undefined) {
  const { kind, value, min_order } = preview.rule;
  const off = kind === 'percent' ? `${value} % off` : `${formatMoney(value, currency)} off`;
  return min_order === null ? off : `${off} (orders of ${formatMoney(min_order, currency)} or more)`;
}

/**
 * The customer's discount code. Checked as it is typed, so the live total shows its discount (or
 * why it would not apply); the server applies it, and takes its use, when the order is placed.
 */
export function CounterDiscountCode({
  value,
  error,
  preview,
  currency,
  onChange,
}: {
  value: string;
  /** The server's word on the code when the order was sent. */
  error: string | undefined;
  preview: DiscountPreview;
  currency: string | undefined;
  onChange: (code: string) => void;
}) {
  const hint =
    preview.state === 'applies'
      ? `${ruleText(preview, currency)}, shown in the total. Taken off when the order is placed.`
      : preview.state === 'checking'
        ? 'Checking the code…'
        : 'Optional: taken off when the order is placed.';
  return (
    <Field
      label="Discount code"
      hint={hint}
      error={error ?? (preview.state === 'refused' ? preview.message : undefined)}
      className="max-w-xs"
    >
      {(control) => (
        <Input
          {...control}
          autoComplete="off"
          maxLength={40}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
