import { type CustomerSort, customerSorts } from '@contract/customers';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, Search } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/input';
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
      <div className="relative flex-1">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search customers
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
          placeholder="Search by name, e-mail or phone"
          autoComplete="off"
          maxLength={100}
          className="pl-10"
        />
      </div>
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
