import { useLingui } from '@lingui/react';
import type { Storefront } from '../api';

interface CategoryFilterProps {
  categories: Storefront['categories'];
  selected: string | null;
  onSelect: (categoryId: string | null) => void;
}

/** "All" and one chip per category; the pressed one filters the products below. */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const { i18n } = useLingui();
  if (categories.length === 0) return null;
  const chips = [{ id: null, name: i18n._('All') }, ...categories];
  return (
    <nav aria-label={i18n._('Categories')} className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 sm:flex-wrap">
        {chips.map((chip) => {
          const pressed = chip.id === selected;
          return (
            <li key={chip.id ?? 'all'}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onSelect(chip.id)}
                className={
                  pressed
                    ? 'h-11 md:h-10 rounded-full bg-primary px-4 text-sm font-medium whitespace-nowrap text-primary-foreground'
                    : 'h-11 md:h-10 rounded-full border border-border bg-surface px-4 text-sm font-medium whitespace-nowrap text-foreground hover:bg-muted'
                }
              >
                {chip.name}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
