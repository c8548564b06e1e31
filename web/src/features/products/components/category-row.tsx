import type { Category } from '@contract/products';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CategoryDeleteConfirm } from './category-delete-confirm';
import { CategoryRenameForm } from './category-rename-form';

interface CategoryRowProps {
  category: Category;
  first: boolean;
  last: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onRename: (name: string) => Promise<void>;
  onDelete: () => Promise<void>;
}

/** One category: its name and product count, with rename, move and delete in place. */
export function CategoryRow({ category, first, last, onMove, onRename, onDelete }: CategoryRowProps) {
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const done = () => setMode('view');

  if (mode === 'rename') {
    return <CategoryRenameForm category={category} onRename={onRename} onDone={done} />;
  }
  if (mode === 'delete') {
    return <CategoryDeleteConfirm category={category} onDelete={onDelete} onCancel={done} />;
  }
  const count = category.product_count;
  return (
    <div className="flex items-center gap-1 py-2">
      <span className="min-w-0 flex-1 pr-1">
        <span className="block truncate font-medium">{category.name}</span>
        <span className="block text-sm text-muted-foreground">
          {count} {count === 1 ? 'product' : 'products'}
        </span>
      </span>
      <Button
        variant="ghost"
        size="icon-sm"
        data-action="move-up"
        aria-label={`Move ${category.name} up`}
        disabled={first}
        onClick={() => onMove('up')}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        data-action="move-down"
        aria-label={`Move ${category.name} down`}
        disabled={last}
        onClick={() => onMove('down')}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Rename ${category.name}`}
        onClick={() => setMode('rename')}
      >
        <Pencil className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost-danger"
        size="icon-sm"
        aria-label={`Delete ${category.name}`}
        onClick={() => setMode('delete')}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}
