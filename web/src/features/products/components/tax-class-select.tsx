import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { taxClassLabel, useTaxClasses } from '../../../lib/tax-classes';

/**
 * "Tax rate": one of the shop's rates for a product, size or add-on (docs/decisions/046). Shown
 * only when the shop has rates to choose among; "" stands for `noneLabel` (the default, or a size's
 * product's rate).
 */
export function TaxClassSelect({
  value,
  onChange,
  error,
  noneLabel,
  label = 'Tax rate',
  compact = false,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  noneLabel: string;
  label?: string;
  /** The smaller control of rows in a list (sizes). */
  compact?: boolean;
  className?: string;
}) {
  const classes = useTaxClasses().data?.items ?? [];
  if (classes.length < 2 && !value) return null;
  const fallback = classes.find((c) => c.is_default);
  return (
    <Field label={label} error={error} {...(className && { className })}>
      {(control) => (
        <Select
          {...control}
          {...(compact && { controlSize: 'compact' as const })}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">
            {noneLabel}
            {noneLabel === 'Default rate' && fallback ? ` (${taxClassLabel(fallback)})` : ''}
          </option>
          {classes.map((taxClass) => (
            <option key={taxClass.id} value={taxClass.id}>
              {taxClassLabel(taxClass)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
