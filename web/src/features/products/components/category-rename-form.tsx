import { type Category, categoryInput } from '@contract/products';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

/** The name field in place of the row; Escape or Cancel keeps the old name. */
export function CategoryRenameForm({
  category,
  onRename,
  onDone,
}: {
  category: Category;
  onRename: (name: string) => Promise<void>;
  onDone: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = categoryInput.shape.name.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a name');
      return;
    }
    try {
      if (parsed.data !== category.name) await onRename(parsed.data);
    } catch {
      // The toast says why; the field stays open for another try.
      return;
    }
    onDone();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-wrap items-start gap-2 py-2"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          Name of {category.name}
        </label>
        <Input
          id={id}
          value={name}
          onChange={(event) => setName(event.target.value)}
          // Only the rename is cancelled, not the whole dialog.
          data-own-escape
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              onDone();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoFocus
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
      <Button variant="outline" onClick={onDone}>
        Cancel
      </Button>
      <Button type="submit">Save</Button>
    </form>
  );
}
