import type { Location } from '@contract/delivery';
import { Spinner } from '../../../../components/ui/spinner';
import { useZipcodes } from '../../api/get-zipcodes';
import { AddZipcodeForm } from './add-zipcode-form';
import { ZipcodeRow } from './zipcode-row';

/** The zip codes one location delivers to, each with its price, and a form to add more. */
export function ZipcodeList({ location, currency }: { location: Location; currency: string | undefined }) {
  const zipcodes = useZipcodes(location.id);
  const items = [...(zipcodes.data?.items ?? [])].sort((a, b) => a.zipcode.localeCompare(b.zipcode));

  return (
    <div>
      <h4 className="text-sm font-semibold">Delivers to</h4>
      {zipcodes.isPending ? (
        <div className="flex h-12 items-center text-muted-foreground">
          <Spinner className="size-4" />
          <span className="sr-only">Loading zip codes</span>
        </div>
      ) : items.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">
          No delivery zip codes yet. Add each zip code you deliver to from here, with its delivery price.
          Without any, customers can only pick up.
        </p>
      ) : (
        <ul aria-label={`Delivery zip codes of ${location.name}`} className="mt-1 divide-y divide-border">
          {items.map((zipcode) => (
            <ZipcodeRow key={zipcode.id} zipcode={zipcode} currency={currency} />
          ))}
        </ul>
      )}
      <div className="mt-3">
        <AddZipcodeForm locationId={location.id} locationName={location.name} currency={currency} />
      </div>
    </div>
  );
}
