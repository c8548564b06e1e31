import type { CustomerSort } from '@contract/customers';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { StaffOnly } from '../../../components/ui/staff-only';
import { quietBusinessQuery } from '../../../lib/current-business';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { CustomerListParams } from '../api/query-keys';
import { CustomerFilters } from '../components/customer-filters';
import { customerSearchParams, parseCustomerParams } from '../components/customer-params';
import { CustomerResults } from '../components/customer-results';
import { ExportButton } from '../components/export-button';

/** Typing waits this long before the list asks the server, so a word is one request, not one per key. */
export const SEARCH_DELAY = 300;

export function CustomersPage() {
  return (
    <StaffOnly title="Customers">
      <CustomersView />
    </StaffOnly>
  );
}

function CustomersView() {
  const [urlParams, setUrlParams] = useSearchParams();
  // The URL holds the list's state, so a reload or a shared link shows the same page.
  const params = parseCustomerParams(urlParams);
  const { data: business } = useQuery(quietBusinessQuery);
  const [search, setSearch] = useState(params.search);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DELAY);

  const update = (next: Partial<CustomerListParams>) =>
    setUrlParams(customerSearchParams({ ...params, ...next }), { replace: true, preventScrollReset: true });

  // Only a change of what was typed goes to the URL, so clearing the search is not undone by a late echo.
  const applied = useRef(debouncedSearch);
  useEffect(() => {
    if (applied.current === debouncedSearch) return;
    applied.current = debouncedSearch;
    // A new search starts again at page 1.
    setUrlParams(
      (previous) =>
        customerSearchParams({ ...parseCustomerParams(previous), search: debouncedSearch, page: 1 }),
      { replace: true },
    );
  }, [debouncedSearch, setUrlParams]);

  return (
    <div className="mx-auto max-w-6xl">
      <div className="mb-4 flex justify-end">
        <ExportButton />
      </div>
      <CustomerFilters
        search={search}
        onSearch={setSearch}
        sortBy={params.sortBy}
        onSortBy={(sortBy: CustomerSort) => update({ sortBy, page: 1 })}
        sortOrder={params.sortOrder}
        onToggleOrder={() => update({ sortOrder: params.sortOrder === 'desc' ? 'asc' : 'desc', page: 1 })}
      />
      <div className="mt-5">
        <CustomerResults
          params={params}
          currency={business?.currency}
          onPage={(page) => update({ page })}
          onClearSearch={() => {
            setSearch('');
            update({ search: '', page: 1 });
          }}
        />
      </div>
    </div>
  );
}
