import type { Category } from '@contract/products';
import { useId } from 'react';
import { Select } from '../../../components/ui/input';
import { SearchInput } from '../../../components/ui/search-input';

interface ProductFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  category: string;
  onCategory: (value: string) => void;
  categories: Category[];
}

/** Search by name and narrow to one category; on phones one above the other. */
export function ProductFilters({ search, onSearch, category, onCategory, categories }: ProductFiltersProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2.5 sm:flex-row">
      <SearchInput label="Search products" placeholder="Search products" value={search} onChange={onSearch} />
      <div className="sm:w-56">
        <label htmlFor={`${id}-category`} className="sr-only">
          Category
        </label>
        <Select id={`${id}-category`} value={category} onChange={(event) => onCategory(event.target.value)}>
          <option value="all">All categories</option>
          {categories.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
          <option value="none">No category</option>
        </Select>
      </div>
    </div>
  );
}
