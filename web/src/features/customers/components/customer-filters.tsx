import { type CustomerSort, customerSorts } from '@contract/customers';
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { SearchInput } from '../../../components/ui/search-input';
import { SORT_LABELS } from './customer-params';

interface CustomerFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  sortBy: CustomerSort;
  onSortBy: (value: CustomerSort) => void;
  sortOrder: 'asc' | 'desc';
  onToggleOrder: () => void;
}

/** Search by name, e-mail or phone, and choose the order; on phones the search sits above the sort. */
export function CustomerFilters({
  search,
  onSearch,
  sortBy,
  onSortBy,
  sortOrder,
  onToggleOrder,
}: CustomerFiltersProps) {
  const id = useId();
  const descending = sortOrder === 'desc';
  const Icon = descending ? ArrowDownWideNarrow : ArrowUpNarrowWide;
  return (
    <div className="flex flex-col gap-2.5 sm:flex-row">
      <SearchInput
        label="Search customers"
        placeholder="Search by name, e-mail or phone"
        value={search}
        onChange={onSearch}
        maxLength={100}
      />
      <div className="flex gap-2">
        <div className="flex-1 sm:w-44">
          <label htmlFor={`${id}-sort`} className="sr-only">
            Sort by
          </label>
          <Select
            id={`${id}-sort`}
            value={sortBy}
            onChange={(event) => onSortBy(event.target.value as CustomerSort)}
          >
            {customerSorts.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </Select>
        </div>
        <Button
          variant="outline"
          onClick={onToggleOrder}
          title={descending ? 'Descending: switch to ascending' : 'Ascending: switch to descending'}
        >
          <Icon className="size-4" aria-hidden="true" />
          {descending ? 'Descending' : 'Ascending'}
        </Button>
      </div>
    </div>
  );
}
