import type { OrderOptions } from '@contract/orders';
import { useLingui } from '@lingui/react';
import { i18n } from '../../i18n/customer-i18n';
import { cn } from '../../lib/cn';
import { MapPin } from '../icons';

type PickupLocation = OrderOptions['pickup_locations'][number];

interface PickupLocationsProps {
  locations: PickupLocation[];
  value: string;
  onChange: (id: string) => void;
  name: string;
  error?: string;
}

/** Where to collect the flowers: one card per location of the shop. */
export function PickupLocations({ locations, value, onChange, name, error }: PickupLocationsProps) {
  useLingui();
  if (locations.length === 0) {
    return (
      <p className="rounded-xl bg-muted px-4 py-3 text-sm text-muted-foreground">
        {i18n._('The shop has not listed a pickup location yet. Please contact the shop.')}
      </p>
    );
  }
  return (
    <fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{i18n._('Pickup location')}</legend>
      <div className="grid gap-2.5 sm:grid-cols-2">
        {locations.map((location) => {
          const checked = value === location.id;
          return (
            <label
              key={location.id}
              className={cn(
                'flex cursor-pointer gap-3 rounded-2xl border p-3.5 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
                checked
                  ? 'border-primary bg-primary-soft/60'
                  : error
                    ? 'border-danger'
                    : 'border-input hover:bg-muted/60',
              )}
            >
              <input
                type="radio"
                name={name}
                value={location.id}
                checked={checked}
                onChange={() => onChange(location.id)}
                className="sr-only"
              />
              <MapPin
                className={cn('mt-0.5 size-5 shrink-0', checked ? 'text-primary' : 'text-muted-foreground')}
                aria-hidden="true"
              />
              <span className="min-w-0 text-sm">
                <span className="block text-[15px] font-medium">{location.name}</span>
                <span className="block text-muted-foreground">{location.address}</span>
                <span className="block text-muted-foreground">
                  {location.zipcode} {location.city}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
