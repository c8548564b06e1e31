import { Tags } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';
import { useUpdateCategories } from '../api/update-category';
import { AddCategoryForm } from './add-category-form';
import { moveCategory } from './category-order';
import { CategoryRow } from './category-row';
import { useKeepFocus } from './use-keep-focus';

/** Staff add, rename, order and delete categories; the storefront lists them in this order. */
export function CategoriesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Categories"
      description="Your storefront groups products by category, in this order."
    >
      {open && <CategoriesManager />}
    </Dialog>
  );
}

function CategoriesManager() {
  const categories = useCategories();
  const update = useUpdateCategories();
  const remove = useDeleteCategory();
  const listRef = useRef<HTMLUListElement>(null);
  const keepFocus = useKeepFocus(listRef);
  const items = categories.data ?? [];

  const move = (index: number, direction: 'up' | 'down') => {
    const category = items[index];
    if (!category) return;
    keepFocus(category.id, `move-${direction}`);
    update.mutate(moveCategory(items, index, direction === 'up' ? index - 1 : index + 1));
  };

  return (
    <div className="space-y-4">
      {categories.isPending ? (
        <div role="status" className="flex justify-center py-6 text-muted-foreground">
          <Spinner />
          <span className="sr-only">Loading categories</span>
        </div>
      ) : categories.isError ? (
        <p role="alert" className="rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger">
          Could not load the categories. Close this and try again.
        </p>
      ) : items.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl bg-muted/60 px-3.5 py-3 text-sm text-muted-foreground">
          <Tags className="size-4 shrink-0" aria-hidden="true" />
          No categories yet. Add one below, e.g. Roses or Seasonal.
        </p>
      ) : (
        <ul ref={listRef} aria-label="Categories" className="divide-y divide-border">
          {items.map((category, index) => (
            <li key={category.id} data-item-id={category.id}>
              <CategoryRow
                category={category}
                first={index === 0}
                last={index === items.length - 1}
                onMove={(direction) => move(index, direction)}
                onRename={async (name) => {
                  await update.mutateAsync([
                    { id: category.id, input: { name, position: category.position } },
                  ]);
                  toast.success(`Renamed to ${name}`);
                }}
                onDelete={async () => {
                  await remove.mutateAsync(category.id);
                  toast.success(`${category.name} deleted`);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="border-t border-border pt-4">
        <AddCategoryForm />
      </div>
    </div>
  );
}
