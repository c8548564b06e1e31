import type { Category } from '@contract/products';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input, Select } from '../../../components/ui/input';

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
      <div className="relative flex-1">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search products
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder="Search products"
          autoComplete="off"
          className="pl-10"
        />
      </div>
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
