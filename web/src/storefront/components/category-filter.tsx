import { useLingui } from '@lingui/react';
import type { Storefront } from '../api';
import { FilterChips } from '../ui/filter-chips';

interface CategoryFilterProps {
  categories: Storefront['categories'];
  selected: string | null;
  onSelect: (categoryId: string | null) => void;
}

/** "All" and one chip per category; the pressed one filters the products below. */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const { i18n } = useLingui();
  if (categories.length === 0) return null;
  return (
    <FilterChips
      label={i18n._('Categories')}
      chips={[{ id: null, name: i18n._('All') }, ...categories]}
      selected={selected}
      onSelect={onSelect}
      look="shelf"
    />
  );
}
