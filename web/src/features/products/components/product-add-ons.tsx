import type { Product } from '@contract/products';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorToastMessage } from '../../../lib/error-toast';
import { formatMoney } from '../../../lib/format-money';
import { useProductOptions } from '../api/product-options';
import { useUpdateProduct } from '../api/update-product';

/** Which of the shop's add-ons (vase, chocolates…) customers may add to this product. */
export function ProductAddOns({
  product,
  currency,
  onManage,
}: {
  product: Product;
  currency: string | undefined;
  onManage: () => void;
}) {
  const options = useProductOptions();
  const [chosen, setChosen] = useState(() => new Set(product.option_ids));
  const update = useUpdateProduct(product.id);
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const save = async () => {
    try {
      const saved = await update.mutateAsync({ option_ids: [...chosen] });
      setChosen(new Set(saved.option_ids));
      toast.success('Add-ons saved');
    } catch (error) {
      toast.error(errorToastMessage(error));
    }
  };

  const items = options.data ?? [];
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="add-ons-title" className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 id="add-ons-title" className="flex items-center gap-2 text-lg font-semibold">
              <Gift className="size-5 text-muted-foreground" aria-hidden="true" />
              Add-ons
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">What customers may add to this product.</p>
          </div>
          <Button variant="ghost-primary" size="sm" onClick={onManage}>
            Manage add-ons
          </Button>
        </div>
        {options.isError ? (
          <p role="alert" className="text-sm text-danger">
            Could not load the add-ons.
          </p>
        ) : items.length === 0 ? (
          <p className="rounded-xl bg-muted/60 px-3.5 py-3 text-sm text-muted-foreground">
            {options.isPending ? 'Loading the add-ons…' : 'The shop has no add-ons yet.'}
          </p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="The shop’s add-ons">
            {items.map((option) => (
              <li key={option.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border px-3 py-2">
                  <input
                    type="checkbox"
                    className="size-5 accent-primary"
                    checked={chosen.has(option.id)}
                    onChange={() => toggle(option.id)}
                  />
                  <span className="min-w-0 flex-1 break-words">
                    {option.name}
                    {!option.is_active && <span className="text-muted-foreground"> (paused)</span>}
                  </span>
                  <span className="text-sm tabular-nums text-muted-foreground">
                    {formatMoney(option.price, currency)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <div className="flex justify-end border-t border-border pt-4">
          <Button onClick={() => void save()} loading={update.isPending} disabled={items.length === 0}>
            Save add-ons
          </Button>
        </div>
      </section>
    </Card>
  );
}
