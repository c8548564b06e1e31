import type { Flower } from '@contract/stock';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, Plus } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-error';
import { errorToastMessage } from '../../../lib/error-toast';
import { useRecordMovements } from '../api/record-movements';
import {
  emptyRow,
  type StockEntryType,
  type StockFormValues,
  serverRowErrors,
  stockFormSchema,
  toStockInput,
} from './stock-form';
import { StockRowFields } from './stock-row-fields';

const TEXTS: Record<StockEntryType, { title: string; description: string; submit: string; done: string }> = {
  purchase: {
    title: 'Record purchase',
    description: 'Flowers bought: they are added to the stock at the cost you paid per stem.',
    submit: 'Record purchase',
    done: 'Purchase recorded',
  },
  expiry: {
    title: 'Record waste',
    description: 'Flowers that wilted or broke: they are taken out of the stock at their cost.',
    submit: 'Record waste',
    done: 'Waste recorded',
  },
};

interface RecordStockDialogProps {
  /** Null while closed. */
  type: StockEntryType | null;
  onClose: () => void;
  flowers: Flower[];
  currency: string | undefined;
}

export function RecordStockDialog({ type, onClose, flowers, currency }: RecordStockDialogProps) {
  return (
    <Dialog
      open={type !== null}
      onClose={onClose}
      title={type ? TEXTS[type].title : ''}
      description={type ? TEXTS[type].description : undefined}
      className="sm:max-w-xl"
    >
      {type && (
        <RecordStockForm key={type} type={type} onClose={onClose} flowers={flowers} currency={currency} />
      )}
    </Dialog>
  );
}

function RecordStockForm({
  type,
  onClose,
  flowers,
  currency,
}: {
  type: StockEntryType;
  onClose: () => void;
  flowers: Flower[];
  currency: string | undefined;
}) {
  const record = useRecordMovements();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StockFormValues>({
    resolver: zodResolver(stockFormSchema(type)),
    defaultValues: { rows: [emptyRow] },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const { isSubmitting } = form.formState;

  const onSubmit = async (values: StockFormValues) => {
    setFailure(null);
    try {
      await record.mutateAsync(toStockInput(type, values));
    } catch (error) {
      const found = isApiError(error) ? serverRowErrors(error.details, values.rows) : { rows: [], rest: [] };
      found.rows.forEach((item, position) => {
        form.setError(
          `rows.${item.index}.${item.field}`,
          { type: 'server', message: item.message },
          { shouldFocus: position === 0 },
        );
      });
      // Not enough stems to waste (409): the server's sentence names the flower and what is left.
      if (isApiError(error) && error.code === 'CONFLICT') setFailure(error.message);
      else if (found.rest.length > 0) setFailure(found.rest.join(' '));
      else if (found.rows.length === 0) setFailure(errorToastMessage(error));
      return;
    }
    const count = values.rows.length;
    toast.success(`${TEXTS[type].done}: ${count} ${count === 1 ? 'row' : 'rows'}`);
    onClose();
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-3">
      {rows.fields.map((field, index) => (
        <StockRowFields
          key={field.id}
          form={form}
          index={index}
          type={type}
          flowers={flowers}
          currency={currency}
          onRemove={rows.fields.length > 1 ? () => rows.remove(index) : undefined}
        />
      ))}
      <Button variant="ghost-primary" size="sm" onClick={() => rows.append({ ...emptyRow })}>
        <Plus className="size-4" aria-hidden="true" />
        Add another flower
      </Button>
      {failure && (
        <p role="alert" className="flex gap-2 rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{failure}</span>
        </p>
      )}
      <DialogActions>
        <Button variant="ghost" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {TEXTS[type].submit}
        </Button>
      </DialogActions>
    </form>
  );
}
