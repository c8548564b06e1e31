import type { Location } from '@contract/delivery';
import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

interface LocationChoiceProps {
  locations: Location[] | undefined;
  /** Could not be loaded: the product can still be saved, it keeps what it had. */
  failed: boolean;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/** Where customers can collect the product; none ticked means every location. */
export function LocationChoice({ locations, failed, value, onChange, error }: LocationChoiceProps) {
  const id = useId();
  const toggle = (locationId: string, on: boolean) =>
    onChange(on ? [...value, locationId] : value.filter((item) => item !== locationId));

  return (
    <fieldset aria-describedby={`${id}-hint`} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium">Pickup locations</legend>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted-foreground">
        None ticked = every location.
      </p>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          Could not load your pickup locations.
        </p>
      ) : locations && locations.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          Your shop has no pickup locations yet.{' '}
          <Link to="/intern/settings" className="font-medium text-primary underline-offset-2 hover:underline">
            Add them in Settings
          </Link>
          .
        </p>
      ) : (
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {locations?.map((location) => (
            <label
              key={location.id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-border px-3.5 py-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft/50"
            >
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-[var(--primary)]"
                checked={value.includes(location.id)}
                onChange={(event) => toggle(location.id, event.target.checked)}
              />
              <span className="min-w-0 text-[15px]">
                <span className="block font-medium">{location.name}</span>
                <span className="flex items-center gap-1 text-sm text-muted-foreground">
                  <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                  <span className="truncate">
                    {location.address}, {location.city}
                  </span>
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
      {error && <p className="mt-1.5 text-sm text-danger">{error}</p>}
    </fieldset>
  );
}
