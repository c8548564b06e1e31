import { useQuery } from '@tanstack/react-query';
import { CirclePlus, Gift, Tags } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { quietBusinessQuery } from '../../../lib/current-business';
import { userInfoQuery } from '../../../lib/current-user';
import { isStaff } from '../../../lib/roles';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCategories } from '../api/get-categories';
import { AddOnsDialog } from '../components/add-ons-dialog';
import { CategoriesDialog } from '../components/categories-dialog';
import { ProductFilters } from '../components/product-filters';
import { ProductResults } from '../components/product-results';

/** Typing waits this long before the list asks the server, so a word is one request, not one per key. */
const SEARCH_DELAY = 300;

export function ProductsPage() {
  const { data: user } = useQuery(userInfoQuery);
  const { data: business } = useQuery(quietBusinessQuery);
  const categories = useCategories();
  const staff = isStaff(user?.role);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [managing, setManaging] = useState(false);
  const [managingAddOns, setManagingAddOns] = useState(false);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DELAY);

  const newProduct = (
    <Link to="/intern/products/create" className={buttonClasses('primary')}>
      <CirclePlus className="size-4" aria-hidden="true" />
      New product
    </Link>
  );

  return (
    <div className="mx-auto max-w-6xl">
      {staff && (
        <div className="mb-4 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setManaging(true)}>
            <Tags className="size-4" aria-hidden="true" />
            Categories
          </Button>
          <Button variant="outline" onClick={() => setManagingAddOns(true)}>
            <Gift className="size-4" aria-hidden="true" />
            Add-ons
          </Button>
          {newProduct}
        </div>
      )}
      <ProductFilters
        search={search}
        onSearch={setSearch}
        category={category}
        onCategory={setCategory}
        categories={categories.data ?? []}
      />
      <div className="mt-5">
        <ProductResults
          filters={{ search: debouncedSearch, category }}
          categories={categories.data}
          currency={business?.currency}
          staff={staff}
          onClearFilters={() => {
            setSearch('');
            setCategory('all');
          }}
          createAction={staff ? newProduct : null}
        />
      </div>
      {staff && <CategoriesDialog open={managing} onClose={() => setManaging(false)} />}
      {staff && (
        <AddOnsDialog
          open={managingAddOns}
          onClose={() => setManagingAddOns(false)}
          currency={business?.currency}
        />
      )}
    </div>
  );
}
