import type { ProductOption } from '@contract/product-lines';
import { Gift, Trash2 } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PriceInput } from '../../../components/ui/price-input';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { errorToastMessage } from '../../../lib/error-toast';
import { amountText, parseMoneyInput } from '../../../lib/format-money';
import { useCreateOption, useDeleteOption, useProductOptions, useUpdateOption } from '../api/product-options';
import { TaxClassSelect } from './tax-class-select';

/**
 * The shop's add-ons (a vase, chocolates, a balloon): one list for the whole shop, so a vase's
 * stock is shared by every product that offers it. Products choose theirs on the product page.
 */
export function AddOnsDialog({
  open,
  onClose,
  currency,
}: {
  open: boolean;
  onClose: () => void;
  currency: string | undefined;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add-ons"
      description="Extras customers may add to a product. A paused add-on is not offered."
    >
      {open && <AddOnsManager currency={currency} />}
    </Dialog>
  );
}

/** An add-on's fields as typed; taxClassId "" is the shop's default rate. */
type AddOnText = { name: string; price: string; quantity: string; taxClassId: string };
const EMPTY: AddOnText = { name: '', price: '', quantity: '', taxClassId: '' };

/** Text fields to the server's numbers; a message when one is not right. */
function readFields({ name, price, quantity }: AddOnText) {
  const amount = parseMoneyInput(price);
  const stock = quantity.trim() === '' ? null : Number(quantity);
  if (!name.trim()) return 'Enter a name';
  if (Number.isNaN(amount)) return 'Enter a price';
  if (stock !== null && (!Number.isInteger(stock) || stock < 0))
    return 'Enter a whole number or leave the stock empty';
  return { name: name.trim(), price: amount, current_quantity: stock };
}

function AddOnsManager({ currency }: { currency: string | undefined }) {
  const options = useProductOptions();
  const items = options.data ?? [];
  return (
    <div className="space-y-4">
      {options.isPending ? (
        <div role="status" className="flex justify-center py-6 text-muted-foreground">
          <Spinner />
          <span className="sr-only">Loading add-ons</span>
        </div>
      ) : options.isError ? (
        <p role="alert" className="rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger">
          Could not load the add-ons. Close this and try again.
        </p>
      ) : items.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl bg-muted/60 px-3.5 py-3 text-sm text-muted-foreground">
          <Gift className="size-4 shrink-0" aria-hidden="true" />
          No add-ons yet. Add one below, e.g. Glass vase.
        </p>
      ) : (
        <ul aria-label="Add-ons" className="divide-y divide-border">
          {items.map((option) => (
            <li key={option.id} className="py-3 first:pt-0">
              <AddOnRow option={option} currency={currency} />
            </li>
          ))}
        </ul>
      )}
      <AddOnForm currency={currency} />
    </div>
  );
}

function AddOnRow({ option, currency }: { option: ProductOption; currency: string | undefined }) {
  const [text, setText] = useState<AddOnText>({
    name: option.name,
    price: amountText(option.price),
    quantity: option.current_quantity === null ? '' : String(option.current_quantity),
    taxClassId: option.tax_class_id ?? '',
  });
  const update = useUpdateOption();
  const remove = useDeleteOption();
  const send = async (patch: Parameters<typeof update.mutateAsync>[0]['patch'], done: string) => {
    try {
      await update.mutateAsync({ id: option.id, patch });
      toast.success(done);
    } catch (error) {
      toast.error(errorToastMessage(error));
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const fields = readFields(text);
    const taxClassId = text.taxClassId || null;
    if (typeof fields === 'string') toast.error(fields);
    else
      void send(
        { ...fields, ...(taxClassId !== option.tax_class_id && { tax_class_id: taxClassId }) },
        `${fields.name} saved`,
      );
  };
  return (
    <form
      onSubmit={save}
      aria-label={option.name}
      className="grid gap-2 sm:grid-cols-[1fr_7rem_6rem] sm:items-end"
    >
      <AddOnFields label="Name" currency={currency} text={text} onChange={setText} />
      <div className="flex items-center justify-between gap-2 sm:col-span-3">
        <div className="flex min-h-11 items-center gap-2 text-sm">
          <Switch
            id={`offered-${option.id}`}
            checked={option.is_active}
            onChange={(e) =>
              void send({ is_active: e.target.checked }, e.target.checked ? 'Offered again' : 'Paused')
            }
          />
          <label htmlFor={`offered-${option.id}`}>Offered</label>
        </div>
        <div className="flex gap-1">
          <Button
            type="button"
            variant="ghost-danger"
            size="icon-sm"
            aria-label={`Remove ${option.name}`}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(option.id, {
                onSuccess: () => toast.success(`${option.name} removed`),
                onError: (error) => toast.error(errorToastMessage(error)),
              })
            }
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
          <Button type="submit" variant="outline" size="sm" loading={update.isPending}>
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}

function AddOnForm({ currency }: { currency: string | undefined }) {
  const [text, setText] = useState<AddOnText>(EMPTY);
  const create = useCreateOption();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = readFields(text);
    if (typeof fields === 'string') {
      toast.error(fields);
      return;
    }
    try {
      await create.mutateAsync({
        ...fields,
        is_active: true,
        ...(text.taxClassId && { tax_class_id: text.taxClassId }),
      });
      setText(EMPTY);
      toast.success(`${fields.name} added`);
    } catch (error) {
      toast.error(errorToastMessage(error));
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label="New add-on"
      className="grid gap-2 border-t border-border pt-4 sm:grid-cols-[1fr_7rem_6rem_auto] sm:items-end"
    >
      <AddOnFields
        label="New add-on"
        placeholder="Glass vase"
        currency={currency}
        text={text}
        onChange={setText}
      />
      <Button type="submit" loading={create.isPending}>
        Add
      </Button>
    </form>
  );
}

/** Name, price and stock of an add-on, for a row of the list and for a new one alike. */
function AddOnFields({
  label,
  placeholder,
  currency,
  text,
  onChange,
}: {
  label: string;
  placeholder?: string;
  currency: string | undefined;
  text: AddOnText;
  onChange: (text: AddOnText) => void;
}) {
  const set = (key: keyof AddOnText) => (event: ChangeEvent<HTMLInputElement>) =>
    onChange({ ...text, [key]: event.target.value });
  return (
    <>
      <Field label={label}>
        {(control) => (
          <Input
            {...control}
            controlSize="compact"
            placeholder={placeholder}
            value={text.name}
            maxLength={60}
            onChange={set('name')}
          />
        )}
      </Field>
      <Field label="Price">
        {(control) => (
          <PriceInput {...control} compact currency={currency} value={text.price} onChange={set('price')} />
        )}
      </Field>
      <Field label="In stock">
        {(control) => (
          <Input
            {...control}
            controlSize="compact"
            inputMode="numeric"
            placeholder="No limit"
            value={text.quantity}
            onChange={set('quantity')}
          />
        )}
      </Field>
      <TaxClassSelect
        className="sm:col-span-3"
        compact
        noneLabel="Default rate"
        value={text.taxClassId}
        onChange={(taxClassId) => onChange({ ...text, taxClassId })}
      />
    </>
  );
}
