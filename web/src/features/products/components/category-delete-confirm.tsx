import type { Category } from '@contract/products';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorToastMessage } from '../../../lib/error-toast';
import { deleteCategoryText } from './category-order';

/**
 * Asks in place rather than in a second dialog: a modal on top of the categories dialog would fight
 * it for the focus and for the Escape key.
 */
export function CategoryDeleteConfirm({
  category,
  onDelete,
  onCancel,
}: {
  category: Category;
  onDelete: () => Promise<void>;
  onCancel: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onDelete();
    } catch (failure) {
      setError(errorToastMessage(failure));
      setPending(false);
    }
  };

  return (
    <fieldset className="my-1 min-w-0 rounded-xl bg-danger-soft p-3">
      <legend className="float-left w-full text-sm font-medium text-danger">Delete {category.name}?</legend>
      <p className="mt-0.5 text-sm text-foreground">{deleteCategoryText(category)}</p>
      {error && (
        <p role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
      <div className="mt-2.5 flex justify-end gap-2">
        {/* Focus lands here, so Enter by mistake keeps the category. */}
        <Button variant="outline" size="sm" onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" size="sm" onClick={() => void confirm()} loading={pending}>
          Delete category
        </Button>
      </div>
    </fieldset>
  );
}
