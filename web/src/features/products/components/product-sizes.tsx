import type { Product } from '@contract/products';
import { Plus, Ruler, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { PriceInput } from '../../../components/ui/price-input';
import { errorToastMessage } from '../../../lib/error-toast';
import { amountText, parseMoneyInput } from '../../../lib/format-money';
import { useUpdateProduct } from '../api/update-product';
import { TaxClassSelect } from './tax-class-select';

/** A size as the rows edit it: text for the numbers, "" for made to order or no photo. */
type SizeRow = {
  key: string;
  id?: string;
  name: string;
  price: string;
  quantity: string;
  photo_id: string;
  /** "": the product's rate. */
  tax_class_id: string;
};

const rowsOf = (product: Product): SizeRow[] =>
  product.variants.map((v) => ({
    key: v.id,
    id: v.id,
    name: v.name,
    price: amountText(v.price),
    quantity: v.current_quantity === null ? '' : String(v.current_quantity),
    photo_id: v.photo_id ?? '',
    tax_class_id: v.tax_class_id ?? '',
  }));

/** What the rows say, as the server takes them; a message instead when a row is not filled in well. */
function toVariants(rows: SizeRow[]) {
  const variants = [];
  for (const [index, row] of rows.entries()) {
    const label = `Size ${index + 1}`;
    const price = parseMoneyInput(row.price);
    const quantity = row.quantity.trim() === '' ? null : Number(row.quantity);
    if (!row.name.trim()) return `${label}: enter a name`;
    if (Number.isNaN(price)) return `${label}: enter a price`;
    if (quantity !== null && (!Number.isInteger(quantity) || quantity < 0)) {
      return `${label}: enter a whole number of 0 or more, or leave the stock empty`;
    }
    variants.push({
      ...(row.id && { id: row.id }),
      name: row.name.trim(),
      price,
      current_quantity: quantity,
      photo_id: row.photo_id || null,
      // Without one (null), a size is at its product's rate.
      tax_class_id: row.tax_class_id || null,
    });
  }
  return variants;
}

let nextKey = 0;

/**
 * The product's sizes (Standard, Deluxe…), each with its price, stock and photo. With sizes the
 * customer chooses one and pays its price; without, the product's own price and stock apply.
 */
export function ProductSizes({ product, currency }: { product: Product; currency: string | undefined }) {
  const [rows, setRows] = useState(() => rowsOf(product));
  const update = useUpdateProduct(product.id);
  const change = (key: string, values: Partial<SizeRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...values } : row)));

  const save = async () => {
    const variants = toVariants(rows);
    if (typeof variants === 'string') {
      toast.error(variants);
      return;
    }
    try {
      const saved = await update.mutateAsync({ variants });
      setRows(rowsOf(saved));
      toast.success(variants.length === 0 ? 'Sizes removed' : 'Sizes saved');
    } catch (error) {
      toast.error(errorToastMessage(error));
    }
  };

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="sizes-title" className="space-y-4">
        <div>
          <h3 id="sizes-title" className="flex items-center gap-2 text-lg font-semibold">
            <Ruler className="size-5 text-muted-foreground" aria-hidden="true" />
            Sizes
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">
            For example Standard, Deluxe and Premium. With sizes, customers choose one and pay its price.
          </p>
        </div>
        {rows.length > 0 && (
          <ul className="space-y-3" aria-label="Sizes">
            {rows.map((row, index) => (
              <li
                key={row.key}
                className="grid gap-3 rounded-xl border border-border p-3 sm:grid-cols-[1fr_8rem_9rem] sm:items-end"
              >
                <Field label={`Size ${index + 1} name`}>
                  {(control) => (
                    <Input
                      {...control}
                      controlSize="compact"
                      value={row.name}
                      maxLength={60}
                      onChange={(e) => change(row.key, { name: e.target.value })}
                    />
                  )}
                </Field>
                <Field label="Price">
                  {(control) => (
                    <PriceInput
                      {...control}
                      compact
                      currency={currency}
                      value={row.price}
                      onChange={(e) => change(row.key, { price: e.target.value })}
                    />
                  )}
                </Field>
                <Field label="In stock">
                  {(control) => (
                    <Input
                      {...control}
                      controlSize="compact"
                      inputMode="numeric"
                      placeholder="Made to order"
                      value={row.quantity}
                      onChange={(e) => change(row.key, { quantity: e.target.value })}
                    />
                  )}
                </Field>
                <div className="flex items-end gap-2 sm:col-span-3">
                  <Field label="Photo" className="flex-1">
                    {(control) => (
                      <Select
                        {...control}
                        controlSize="compact"
                        value={row.photo_id}
                        onChange={(e) => change(row.key, { photo_id: e.target.value })}
                      >
                        <option value="">The product’s photos</option>
                        {product.photos.map((photo, n) => (
                          <option key={photo.id} value={photo.id}>
                            Photo {n + 1}
                            {photo.is_primary ? ' (main)' : ''}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                  <TaxClassSelect
                    className="flex-1"
                    compact
                    label={`Size ${index + 1} tax rate`}
                    noneLabel="The product’s rate"
                    value={row.tax_class_id}
                    onChange={(value) => change(row.key, { tax_class_id: value })}
                  />
                  <Button
                    variant="ghost-danger"
                    size="icon"
                    aria-label={`Remove size ${index + 1}`}
                    onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap justify-between gap-2 border-t border-border pt-4">
          <Button
            variant="ghost-primary"
            onClick={() =>
              setRows((current) => [
                ...current,
                {
                  key: `new-${nextKey++}`,
                  name: '',
                  price: amountText(product.price),
                  quantity: '',
                  photo_id: '',
                  tax_class_id: '',
                },
              ])
            }
          >
            <Plus className="size-4" aria-hidden="true" />
            Add a size
          </Button>
          <Button onClick={() => void save()} loading={update.isPending}>
            Save sizes
          </Button>
        </div>
      </section>
    </Card>
  );
}
