import { Trash2 } from 'lucide-react';
import { memo, useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PriceInput } from '../../../components/ui/price-input';
import { cn } from '../../../lib/cn';
import { formatMoney, parseMoneyInput } from '../../../lib/format-money';
import { flowerIdOf, hasProblems, parseStems, type UploadField, type UploadRow } from './upload-rows';

interface UploadRowFieldsProps {
  row: UploadRow;
  currency: string | undefined;
  disabled: boolean;
  /** Stable across renders, so that editing one row of a long file re-renders only that row. */
  onEdit: (line: number, field: UploadField, value: string) => void;
  onRemove: (line: number) => void;
}

/** One row of the file: its flower (known or new), stems and cost per stem, each with its problem. */
export const UploadRowFields = memo(function UploadRowFields({
  row,
  currency,
  disabled,
  onEdit,
  onRemove,
}: UploadRowFieldsProps) {
  const titleId = useId();
  const known = flowerIdOf(row) !== null;
  const stems = parseStems(row.quantity);
  const cost = parseMoneyInput(row.unit_cost);
  const total = Number.isFinite(stems) && Number.isFinite(cost) ? stems * cost : null;

  return (
    <li
      aria-labelledby={titleId}
      className={cn('p-3.5 sm:px-5 sm:py-4', hasProblems(row) && 'bg-danger-soft/50')}
    >
      <div className="flex items-center gap-2">
        <span id={titleId} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Line {row.line}
        </span>
        {known ? <Badge tone="green">In stock</Badge> : <Badge>New</Badge>}
        {total !== null && (
          <span className="ml-auto text-sm text-muted-foreground tabular-nums">
            {formatMoney(total, currency)}
          </span>
        )}
        <Button
          variant="ghost-danger"
          size="sm"
          className={cn('-mr-2', total === null && 'ml-auto')}
          onClick={() => onRemove(row.line)}
          disabled={disabled}
          aria-label={`Remove line ${row.line}`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Remove
        </Button>
      </div>
      <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_7rem_9rem]">
        <Field label="Name" error={row.errors.name} className="col-span-2 sm:col-span-1">
          {(control) => (
            <Input
              {...control}
              controlSize="compact"
              value={row.name}
              onChange={(event) => onEdit(row.line, 'name', event.target.value)}
              disabled={disabled}
              autoComplete="off"
            />
          )}
        </Field>
        <Field label="Stems" error={row.errors.quantity}>
          {(control) => (
            <Input
              {...control}
              controlSize="compact"
              value={row.quantity}
              onChange={(event) => onEdit(row.line, 'quantity', event.target.value)}
              disabled={disabled}
              inputMode="numeric"
              autoComplete="off"
              className="tabular-nums"
            />
          )}
        </Field>
        <Field label="Cost per stem" error={row.errors.unit_cost}>
          {(control) => (
            <PriceInput
              {...control}
              compact
              currency={currency}
              value={row.unit_cost}
              onChange={(event) => onEdit(row.line, 'unit_cost', event.target.value)}
              disabled={disabled}
              placeholder="0.45"
            />
          )}
        </Field>
      </div>
    </li>
  );
});
